import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { fundSaveCall } from '../../machines/backOffice/followFunds.ts'
import type { ParsedRequestOf } from '../../machines/contract/call.ts'
import { type StrategyRule, strategyCodes } from '../../machines/follow/strategy.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { followProducts, follows, users } from '../db/schema.ts'
import { lockRows, type Tx } from '../money/transaction.ts'
import { heldByProduct, productView } from './followService.ts'
import type { FollowProductRow } from './productRuns.ts'

type FundForm = ParsedRequestOf<typeof fundSaveCall>

/** A fund's rule as an answer carries it (its lists copied). */
export function ruleView(rule: StrategyRule) {
  if (rule.kind === 'basket')
    return { kind: rule.kind, weights: rule.weights.map((w) => ({ ...w })) }
  if (rule.kind === 'momentum' || rule.kind === 'meanReversion')
    return { ...rule, codes: [...rule.codes] }
  return { ...rule }
}

/** How many follows are in progress in each fund. */
async function followersByProduct(db: Deps['db'] | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ productId: follows.productId, n: count() })
    .from(follows)
    .where(and(inArray(follows.productId, ids), inArray(follows.state, ['locked', 'open'])))
    .groupBy(follows.productId)
  return new Map(rows.map((r) => [r.productId, r.n]))
}

/** A fund as the console sees it. */
async function adminView(deps: Deps, db: Deps['db'] | Tx, row: FollowProductRow) {
  const held = (await heldByProduct(db, [row.id])).get(row.id) ?? 0n
  const followers = (await followersByProduct(db, [row.id])).get(row.id) ?? 0
  return {
    ...productView(deps, row, held),
    rule: ruleView(row.rule),
    followers,
    held: minorToDecimal(held),
  }
}

/** follow/funds: every fund, the latest first. */
export async function adminFunds(deps: Deps) {
  const rows = await deps.db.select().from(followProducts).orderBy(asc(followProducts.id))
  const ids = rows.map((r) => r.id)
  const held = await heldByProduct(deps.db, ids)
  const followers = await followersByProduct(deps.db, ids)
  return rows.reverse().map((row) => ({
    ...productView(deps, row, held.get(row.id) ?? 0n),
    rule: ruleView(row.rule),
    followers: followers.get(row.id) ?? 0,
    held: minorToDecimal(held.get(row.id) ?? 0n),
  }))
}

/**
 * Creates a fund, or edits one. Every instrument of its rule must be quoted by the exchange (its
 * figures come from their closes). Follows already made keep the terms they were made on (their
 * fees, target, lock and end are copied into them).
 */
export async function saveFund(tx: Tx, deps: Deps, form: FundForm) {
  const unknown = strategyCodes(form.rule).find((code) => !deps.market.provider.instrument(code))
  if (unknown) throw new ApiRefusal('common.invalid', { field: `rule (${unknown})` })
  const { id, fundSize, minAmount, ...fields } = form
  const values = {
    ...fields,
    fundSizeMinor: decimalToMinor(fundSize)!,
    minAmountMinor: decimalToMinor(minAmount)!,
  }
  if (id === undefined) {
    const [row] = await tx
      .insert(followProducts)
      .values({ ...values, createdAt: deps.clock.now() })
      .returning()
    return { before: null, after: await adminView(deps, tx, row!) }
  }
  const before = await lockFund(tx, id)
  const [after] = await tx
    .update(followProducts)
    .set(values)
    .where(eq(followProducts.id, id))
    .returning()
  return { before: await adminView(deps, tx, before), after: await adminView(deps, tx, after!) }
}

/** Puts a fund on the shelf or takes it off (spec §8: "product not found or off shelf"). */
export async function setShelf(tx: Tx, deps: Deps, id: number, onShelf: boolean) {
  const before = await lockFund(tx, id)
  const [after] = await tx
    .update(followProducts)
    .set({ onShelf })
    .where(eq(followProducts.id, id))
    .returning()
  return { before: await adminView(deps, tx, before), after: await adminView(deps, tx, after!) }
}

/** follow/fundFollowers: a fund's follows with their owners, the latest first. */
export async function fundFollowers(deps: Deps, id: number) {
  const rows = await deps.db
    .select({ follow: follows, account: users.account })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(eq(follows.productId, id))
    .orderBy(asc(follows.id))
  const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor))
  return rows.reverse().map(({ follow: f, account }) => ({
    followNo: f.followNo,
    account,
    state: f.state,
    principal: minorToDecimal(f.principalMinor),
    value: minorToDecimal(f.valueMinor),
    settledDay: f.settledDay,
    paidOut: money(f.paidOutMinor),
    fees:
      f.serviceFeeMinor === null
        ? null
        : minorToDecimal(f.serviceFeeMinor + (f.performanceFeeMinor ?? 0n)),
    createdAt: f.createdAt.toISOString(),
  }))
}

/** A fund's row, locked: after any balance rows the transaction needs (decision 0013). */
async function lockFund(tx: Tx, id: number): Promise<FollowProductRow> {
  const [row] = await lockRows(tx, followProducts, eq(followProducts.id, id))
  if (!row) throw new ApiRefusal('follow.notFound')
  return row
}
