import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { IPO_MAX_SUBSCRIPTIONS, IPO_MIN_SHARES, MARKET_CURRENCY } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { rowId } from '../core/rowId.ts'
import { ipoProducts } from '../db/schema.ts'
import type { Tx } from '../money/transaction.ts'
import { type ProductRow, productView } from './productView.ts'

const price = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/)
const percent = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/)
const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v))

/** What the console sends to create or edit a new share or a placement (spec §3 New share). */
export const productForm = z
  .object({
    id: rowId.optional(),
    kind: z.enum(['ipo', 'placement']),
    code: z.string().trim().min(1).max(12),
    name: z.string().trim().min(1).max(80),
    market: z.enum(['Spain', 'usd']),
    issueMarket: z.string().trim().min(1).max(60),
    sponsor: z.string().trim().min(1).max(80),
    issuePrice: price,
    provisionalPrice: price.nullish(),
    underwritingPrice: price.nullish(),
    issueShares: rowId.max(1e12),
    minShares: rowId.max(1e9).default(IPO_MIN_SHARES),
    maxSubscriptions: z.number().int().min(1).max(100).default(IPO_MAX_SUBSCRIPTIONS),
    tiers: z
      .array(z.object({ id: z.string().trim().min(1).max(20), minAmount: price }))
      .min(1)
      .max(10),
    winningRate: percent,
    depositPercent: percent,
    waivePercent: percent,
    channelOpen: z.boolean().default(true),
    opensAt: instant,
    closesAt: instant,
    drawAt: instant,
    listingAt: instant,
    distributionAt: instant,
  })
  .refine((f) => f.opensAt < f.closesAt && f.closesAt <= f.drawAt && f.drawAt <= f.listingAt, {
    path: ['closesAt'],
  })
  .refine((f) => Number(f.depositPercent) > 0, { path: ['depositPercent'] })
export type ProductForm = z.output<typeof productForm>

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

async function lockProduct(tx: Tx, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(ipoProducts).where(eq(ipoProducts.id, id)).for('update')
  if (!row) throw new ApiRefusal('trade.productMissing')
  return row
}
