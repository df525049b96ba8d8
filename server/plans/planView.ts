import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { minorToDecimal } from '../../machines/money.ts'
import type { PlanDetail, PlanSummary } from '../../machines/plans/calls.ts'
import { quantityText, valueMinor } from '../../machines/plans/fills.ts'
import { planHasTag } from '../../machines/plans/plan.ts'
import { moneyWeightedReturn } from '../../machines/plans/returns.ts'
import { upcomingRunDays } from '../../machines/plans/schedule.ts'
import type { SessionUser } from '../auth/sessions.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { ledger, planDividends, planRuns, planSlices, plans } from '../db/schema.ts'
import { lastPriceOf } from '../trading/prices.ts'
import type { PlanDeps } from './planRunner.ts'

type PlanRow = typeof plans.$inferSelect
type SliceRow = typeof planSlices.$inferSelect

/** The next run days a plan's screen spells out. */
const UPCOMING_RUNS = 5
/** The runs a plan's screen lists, newest first. */
const RUN_HISTORY = 30

/** A slice's price now, or null when none can be had. */
function priceOf(deps: PlanDeps, code: string) {
  const instrument = deps.market.provider.instrument(code)
  return instrument
    ? lastPriceOf(deps.market.provider, instrument, deps.clock.now().getTime())
    : null
}

/** Holdings at their last price (a holding without one counts at its cost) plus the cash. */
function planValue(deps: PlanDeps, plan: PlanRow, slices: readonly SliceRow[]) {
  let value = plan.cashMinor
  for (const slice of slices) {
    const price = priceOf(deps, slice.code)
    value += price === null ? slice.costMinor : valueMinor(slice.quantityMicro, price)
  }
  return value
}

/**
 * Each movement between the plans and the balance (negative: into a plan), with its time: the
 * available-bucket ledger rows of the plans' runs (contributions, sales) and of their dividends
 * paid out. What a plan's net invested and its money-weighted return are made of.
 */
async function balanceFlows(deps: PlanDeps, userIds: number[], planIds: number[]) {
  if (planIds.length === 0) return []
  const onBalance = and(inArray(ledger.userId, userIds), eq(ledger.bucket, 'available'))
  const columns = { at: ledger.createdAt, amountMinor: ledger.amountMinor }
  const runs = await deps.db
    .select({ ...columns, planId: planRuns.planId })
    .from(ledger)
    .innerJoin(planRuns, eq(planRuns.runNo, ledger.orderNo))
    .where(and(onBalance, inArray(planRuns.planId, planIds)))
  const payouts = await deps.db
    .select({ ...columns, planId: planDividends.planId })
    .from(ledger)
    .innerJoin(planDividends, eq(planDividends.reference, ledger.orderNo))
    .where(and(onBalance, inArray(planDividends.planId, planIds)))
  return [...runs, ...payouts]
}

/** What moved between each plan and the balance, summed, and the fees its runs paid. */
async function moneyOf(deps: PlanDeps, rows: readonly PlanRow[]) {
  const ids = rows.map((p) => p.id)
  const moved = new Map<number, bigint>()
  const fees = new Map<number, bigint>()
  if (ids.length === 0) return { moved, fees }
  const users = [...new Set(rows.map((p) => p.userId))]
  for (const f of await balanceFlows(deps, users, ids))
    moved.set(f.planId, (moved.get(f.planId) ?? 0n) + f.amountMinor)
  const paid = await deps.db
    .select({ planId: planRuns.planId, sum: sql<string>`coalesce(sum(${planRuns.feesMinor}), 0)` })
    .from(planRuns)
    .where(inArray(planRuns.planId, ids))
    .groupBy(planRuns.planId)
  for (const f of paid) fees.set(f.planId, BigInt(f.sum))
  return { moved, fees }
}

function summaryOf(
  deps: PlanDeps,
  plan: PlanRow,
  slices: readonly SliceRow[],
  money: { moved: bigint; fees: bigint },
): PlanSummary {
  const value = planValue(deps, plan, slices)
  return {
    id: plan.id,
    name: plan.name,
    currency: plan.currency,
    state: plan.state,
    amount: minorToDecimal(plan.amountMinor),
    schedule: plan.schedule,
    runDay: plan.runDay,
    dividendPolicy: plan.dividendPolicy,
    nextRunDay: planHasTag(plan.state, 'scheduled') ? plan.nextRunDay : null,
    value: minorToDecimal(value),
    cash: minorToDecimal(plan.cashMinor),
    netInvested: minorToDecimal(-money.moved),
    profit: minorToDecimal(value + money.moved),
    fees: minorToDecimal(money.fees),
    instruments: slices.filter((s) => s.weightTenths > 0).length,
  }
}

/** Each plan's summary, by id, in three queries however many plans. */
export async function planSummaries(deps: PlanDeps, rows: readonly PlanRow[]) {
  const ids = rows.map((p) => p.id)
  const slices =
    ids.length === 0
      ? []
      : await deps.db.select().from(planSlices).where(inArray(planSlices.planId, ids))
  const { moved, fees } = await moneyOf(deps, rows)
  return new Map(
    rows.map((plan) => [
      plan.id,
      summaryOf(
        deps,
        plan,
        slices.filter((s) => s.planId === plan.id),
        { moved: moved.get(plan.id) ?? 0n, fees: fees.get(plan.id) ?? 0n },
      ),
    ]),
  )
}

/** Each holding against its target: its value now and its share of the holdings' value. */
function holdingsOf(deps: PlanDeps, slices: readonly SliceRow[]) {
  const shown = slices
    .filter((s) => s.weightTenths > 0 || s.quantityMicro > 0n)
    .sort((a, b) => a.position - b.position)
  const valued = shown.map((slice) => {
    const price = priceOf(deps, slice.code)
    return {
      slice,
      price,
      value: price === null ? slice.costMinor : valueMinor(slice.quantityMicro, price),
    }
  })
  const total = valued.reduce((sum, v) => sum + v.value, 0n)
  return valued.map(({ slice, price, value }) => ({
    code: slice.code,
    name: deps.market.provider.instrument(slice.code)?.name ?? slice.code,
    target: (slice.weightTenths / 10).toFixed(1),
    quantity: quantityText(slice.quantityMicro),
    price,
    value: minorToDecimal(value),
    actual: total === 0n ? '0.0' : tenthsOfPercent(value, total),
    cost: minorToDecimal(slice.costMinor),
  }))
}

/** part ÷ whole in percent with one decimal, half up, in integers (whole > 0). */
function tenthsOfPercent(part: bigint, whole: bigint) {
  const tenths = (part * 2000n + whole) / (2n * whole)
  return `${tenths / 10n}.${tenths % 10n}`
}

/** plans/detail: one plan of the investor's, with its holdings, its next runs and its history. */
export async function planDetail(
  deps: PlanDeps,
  user: SessionUser,
  id: number,
): Promise<PlanDetail> {
  const [plan] = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.userId, user.id)))
  if (!plan) throw new ApiRefusal('plans.missing')
  const slices = await deps.db
    .select()
    .from(planSlices)
    .where(eq(planSlices.planId, id))
    .orderBy(asc(planSlices.position))
  const summary = (await planSummaries(deps, [plan])).get(id)!
  const runs = await deps.db
    .select()
    .from(planRuns)
    .where(eq(planRuns.planId, id))
    .orderBy(desc(planRuns.id))
    .limit(RUN_HISTORY)
  const flows = await balanceFlows(deps, [user.id], [id])
  const value = planValue(deps, plan, slices)
  const net = -flows.reduce((sum, f) => sum + f.amountMinor, 0n)
  return {
    plan: summary,
    holdings: holdingsOf(deps, slices),
    upcoming:
      summary.nextRunDay === null
        ? []
        : upcomingRunDays(plan.schedule, plan.runDay, summary.nextRunDay, UPCOMING_RUNS),
    runs: runs.map((run) => ({
      id: run.id,
      kind: run.kind,
      state: run.state,
      day: run.day,
      amount: minorToDecimal(run.amountMinor),
      percent: run.percent,
      reason: run.reason,
      bought: minorToDecimal(run.boughtMinor),
      sold: minorToDecimal(run.soldMinor),
      fees: minorToDecimal(run.feesMinor),
      createdAt: run.createdAt.toISOString(),
      executedAt: run.executedAt?.toISOString() ?? null,
    })),
    moneyWeightedReturn: moneyWeightedReturn(
      flows.map((f) => ({ at: f.at.getTime(), amountMinor: f.amountMinor })),
      value,
      deps.clock.now().getTime(),
    ),
    profit: minorToDecimal(value - net),
  }
}

/**
 * The trading core's `holdingsGain` for plans: each open plan's units at the last price less what
 * they cost, per currency (a unit without a price counts at its cost), for the account's total.
 */
export async function planHoldingsGain(deps: PlanDeps, userId: number) {
  const rows = await deps.db
    .select({ currency: plans.currency, slice: planSlices })
    .from(planSlices)
    .innerJoin(plans, eq(plans.id, planSlices.planId))
    .where(and(eq(plans.userId, userId), ne(plans.state, 'closed')))
  const gains = new Map<string, bigint>()
  for (const { currency, slice } of rows) {
    if (slice.quantityMicro === 0n) continue
    const price = priceOf(deps, slice.code)
    const gain = price === null ? 0n : valueMinor(slice.quantityMicro, price) - slice.costMinor
    gains.set(currency, (gains.get(currency) ?? 0n) + gain)
  }
  return gains
}
