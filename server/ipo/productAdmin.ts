import { eq } from 'drizzle-orm'
import type { ipoSaveCall } from '../../machines/backOffice/calls.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { MARKET_CURRENCY } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { ipoProducts } from '../db/schema.ts'
import { lockRows, type Tx } from '../money/transaction.ts'
import { type ProductRow, productView } from './productView.ts'

/** What the console sends to create or edit a share, parsed by its contract (spec §3 New share). */
type ProductForm = ParsedRequestOf<typeof ipoSaveCall>

/** Creates a product, or edits one whose draw has not run (its subscriptions rely on its terms). */
export async function saveProduct(tx: Tx, deps: Deps, form: ProductForm) {
  const { id, tiers, ...fields } = form
  const values = {
    ...fields,
    tiers: JSON.stringify(tiers),
    currency: MARKET_CURRENCY[form.market],
    provisionalPrice: form.provisionalPrice ?? null,
    underwritingPrice: form.underwritingPrice ?? null,
  }
  if (id === undefined) {
    const [row] = await tx
      .insert(ipoProducts)
      .values({ ...values, createdAt: deps.clock.now() })
      .returning()
    return { before: null, after: productView(deps, row!) }
  }
  const before = await lockProduct(tx, id)
  if (before.drawnAt) throw new ApiRefusal('ipo.alreadyDrawn')
  const [after] = await tx.update(ipoProducts).set(values).where(eq(ipoProducts.id, id)).returning()
  return { before: productView(deps, before), after: productView(deps, after!) }
}

/** Opens or closes a product's new-share channel (spec §8: "new-share channel not open"). */
export async function setChannel(tx: Tx, deps: Deps, id: number, open: boolean) {
  const before = await lockProduct(tx, id)
  const [after] = await tx
    .update(ipoProducts)
    .set({ channelOpen: open })
    .where(eq(ipoProducts.id, id))
    .returning()
  return { before: productView(deps, before), after: productView(deps, after!) }
}

/** A share's row, locked: after any balance rows the transaction needs (decision 0013). */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow> {
  const [row] = await lockRows(tx, ipoProducts, eq(ipoProducts.id, id))
  if (!row) throw new ApiRefusal('trade.productMissing')
  return row
}
