import { asc, eq } from 'drizzle-orm'
import { sessionStatus } from '../../machines/calendar/sessions.ts'
import { evaluateGate } from '../../machines/gate.ts'
import { minorToDecimal } from '../../machines/money.ts'
import type { FeeRates } from '../../machines/order/pricing.ts'
import { buyByAmount, sellFill, splitByWeights, valueMinor } from '../../machines/plans/fills.ts'
import { planHasTag, planMachine } from '../../machines/plans/plan.ts'
import { type PlanRunEvent, type PlanSkipReason, planRunMachine } from '../../machines/plans/run.ts'
import { planRunGate, sliceHeld } from '../../machines/plans/runGate.ts'
import type { Deps } from '../core/deps.ts'
import { planFills, planRuns, planSlices, plans } from '../db/schema.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { lockBalance, type Movement, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { tradeRulesFor } from '../trading/tradeConfig.ts'
import { sliceAt } from './planInstruments.ts'

export type PlanDeps = Pick<Deps, 'db' | 'clock' | 'market'>
type PlanRow = typeof plans.$inferSelect
type SliceRow = typeof planSlices.$inferSelect
type RunRow = typeof planRuns.$inferSelect

/** What one run does to the plan's money, gathered as it fills, then written at once. */
interface RunBook {
  movements: Movement[]
  fills: (typeof planFills.$inferInsert)[]
  slices: Map<number, { quantityMicro: bigint; costMinor: bigint }>
  cash: bigint
  bought: bigint
  sold: bigint
  fees: bigint
  /** Slices whose instrument could not trade: their share stayed as cash. */
  held: number
}

/** A slice's instrument now: its price and rates, or null when it cannot trade (sliceHeld). */
interface SliceMarket {
  price: string | null
  rates: FeeRates
  held: boolean
}

/**
 * Runs one run of a plan (issue 52, decision 0073) if it is still scheduled: the plan run gate
 * decides — skipped (the plan stopped, or too little balance), left waiting (the market closed),
 * or filled: its money moved, each slice bought or sold at the exchange's price with the order
 * core's charges, every change a ledger row under the run's number, in one transaction that locks
 * the investor's balance row first, then the plan, the run and the slices (decision 0011's order).
 */
export async function executeRun(deps: PlanDeps, runId: number): Promise<RunRow> {
  const [peek] = await deps.db.select().from(planRuns).where(eq(planRuns.id, runId))
  if (!peek) throw new Error(`plan run ${runId} missing`)
  if (peek.state !== 'scheduled') return peek
  const [plan] = await deps.db.select().from(plans).where(eq(plans.id, peek.planId))
  if (!plan) throw new Error(`plan ${peek.planId} missing`)
  // Read before the transaction: PGlite has one connection, which a transaction holds.
  const markets = await marketsOf(deps, plan.id)
  return moneyTransaction(deps.db, async (tx) => {
    const balance = await lockBalance(tx, plan.userId, plan.currency)
    const [lockedPlan] = await lockRows(tx, plans, eq(plans.id, plan.id))
    const [run] = await lockRows(tx, planRuns, eq(planRuns.id, runId))
    if (!lockedPlan || !run || run.state !== 'scheduled') return run ?? peek
    const slices = (await lockRows(tx, planSlices, eq(planSlices.planId, plan.id))).sort(
      (a, b) => a.position - b.position,
    )
    const at = deps.clock.now()
    const verdict = evaluateGate(planRunGate, {
      planRuns:
        run.kind === 'scheduled'
          ? planHasTag(lockedPlan.state, 'scheduled')
          : run.kind === 'close'
            ? lockedPlan.state === 'closing'
            : planHasTag(lockedPlan.state, 'open'),
      marketOpen: sessionStatus(calendarOf(deps, slices), at.getTime()) === 'open',
      available: minorToDecimal(balance.availableMinor),
      contribution: minorToDecimal(run.amountMinor),
    })
    if (!verdict.allowed) {
      if (verdict.state === 'marketClosed') return run
      const reason: PlanSkipReason = verdict.state === 'stopped' ? 'notActive' : 'balanceShort'
      return skip(tx, lockedPlan, run, reason, at)
    }
    const book = newBook(lockedPlan, slices)
    fill(run, lockedPlan, slices, markets, book)
    return settle(tx, lockedPlan, run, book, at)
  })
}

/** Each slice's market now, read outside the transaction (trade rules come from site config). */
async function marketsOf(deps: PlanDeps, planId: number) {
  const slices = await deps.db
    .select({ id: planSlices.id, code: planSlices.code })
    .from(planSlices)
    .where(eq(planSlices.planId, planId))
    .orderBy(asc(planSlices.position))
  const at = deps.clock.now().getTime()
  const markets = new Map<number, SliceMarket>()
  for (const slice of slices) {
    const { instrument, price, facts } = sliceAt(deps, slice.code, at)
    const rules = instrument ? await tradeRulesFor(deps.db, instrument) : null
    markets.set(slice.id, {
      price,
      rates: rules?.fees ?? { buyFee: '0', sellFee: '0', stampDuty: '0' },
      held: sliceHeld(facts) || rules === null,
    })
  }
  return markets
}

/** The plan's calendar: its instruments share one currency, so one market (decision 0073). */
function calendarOf(deps: PlanDeps, slices: readonly SliceRow[]) {
  for (const slice of slices) {
    const instrument = deps.market.provider.instrument(slice.code)
    if (instrument) return instrument.calendar
  }
  return 'spain' as const
}

const newBook = (plan: PlanRow, slices: readonly SliceRow[]): RunBook => ({
  movements: [],
  fills: [],
  slices: new Map(
    slices.map((s) => [s.id, { quantityMicro: s.quantityMicro, costMinor: s.costMinor }]),
  ),
  cash: plan.cashMinor,
  bought: 0n,
  sold: 0n,
  fees: 0n,
  held: 0,
})

/** What the run does, by its kind. */
function fill(
  run: RunRow,
  plan: PlanRow,
  slices: readonly SliceRow[],
  markets: Map<number, SliceMarket>,
  book: RunBook,
) {
  const context = { run, plan, slices, markets, book }
  switch (run.kind) {
    case 'scheduled':
    case 'oneOff':
      contribute(book, run.amountMinor)
      buyByWeights(context, book.cash)
      return
    case 'rebalance':
      rebalance(context)
      return
    case 'sell':
      sellShare(context, run.percent ?? 0)
      return
    case 'close':
      sellShare(context, 100)
  }
}

interface FillContext {
  run: RunRow
  plan: PlanRow
  slices: readonly SliceRow[]
  markets: Map<number, SliceMarket>
  book: RunBook
}

/** The contribution moves from the balance into the plan's cash. */
function contribute(book: RunBook, amountMinor: bigint) {
  if (amountMinor === 0n) return
  book.movements.push(
    { bucket: 'available', kind: 'plan', amountMinor: -amountMinor },
    { bucket: 'plan', kind: 'plan', amountMinor },
  )
  book.cash += amountMinor
}

/** `budget` of the plan's cash spent by the weights on every slice that trades. */
function buyByWeights(context: FillContext, budget: bigint) {
  const targets = context.slices.filter((s) => s.weightTenths > 0)
  const parts = splitByWeights(
    budget,
    targets.map((s) => s.weightTenths),
  )
  targets.forEach((slice, i) => {
    buySlice(context, slice, parts[i] ?? 0n)
  })
}

function buySlice(context: FillContext, slice: SliceRow, budget: bigint) {
  const market = context.markets.get(slice.id)
  if (!market || market.held || market.price === null) {
    if (budget > 0n) context.book.held++
    return
  }
  const bought = buyByAmount(budget, market.price, market.rates)
  if (bought.quantityMicro === 0n) return
  const { book } = context
  const held = book.slices.get(slice.id)!
  held.quantityMicro += bought.quantityMicro
  held.costMinor += bought.amountMinor
  const charges = bought.feeMinor + bought.stampDutyMinor
  book.cash -= bought.amountMinor + charges
  book.bought += bought.amountMinor
  book.fees += charges
  book.movements.push(
    { bucket: 'plan', kind: 'fee', amountMinor: -bought.feeMinor },
    { bucket: 'plan', kind: 'stampDuty', amountMinor: -bought.stampDutyMinor },
  )
  book.fills.push({
    runId: context.run.id,
    planId: context.plan.id,
    code: slice.code,
    side: 'buy',
    quantityMicro: bought.quantityMicro,
    price: market.price,
    amountMinor: bought.amountMinor,
    feeMinor: bought.feeMinor,
    stampDutyMinor: bought.stampDutyMinor,
    costMinor: 0n,
    createdAt: new Date(0),
  })
}

/** Sells `quantity` of a slice into the plan's cash; one that cannot trade is counted as held. */
function sellSlice(context: FillContext, slice: SliceRow, quantity: bigint) {
  const market = context.markets.get(slice.id)
  if (!market || market.held || market.price === null) {
    context.book.held++
    return
  }
  const { book } = context
  const held = book.slices.get(slice.id)!
  const sold = sellFill(quantity, held, market.price, market.rates.sellFee)
  held.quantityMicro -= sold.quantityMicro
  held.costMinor -= sold.costMinor
  book.cash += sold.proceedsMinor - sold.feeMinor
  book.sold += sold.proceedsMinor
  book.fees += sold.feeMinor
  book.movements.push(
    { bucket: 'plan', kind: 'profit', amountMinor: sold.proceedsMinor - sold.costMinor },
    { bucket: 'plan', kind: 'fee', amountMinor: -sold.feeMinor },
  )
  book.fills.push({
    runId: context.run.id,
    planId: context.plan.id,
    code: slice.code,
    side: 'sell',
    quantityMicro: sold.quantityMicro,
    price: market.price,
    amountMinor: sold.proceedsMinor,
    feeMinor: sold.feeMinor,
    stampDutyMinor: 0n,
    costMinor: sold.costMinor,
    createdAt: new Date(0),
  })
}

/**
 * Decision 0073: a sale takes `percent` of every holding and the same share of the plan's cash
 * back to the balance (100: all of it, the closing sale).
 */
function sellShare(context: FillContext, percent: number) {
  const { book } = context
  const before = book.cash
  for (const slice of context.slices) {
    const held = book.slices.get(slice.id)!.quantityMicro
    const quantity = percent >= 100 ? held : (held * BigInt(percent)) / 100n
    if (quantity > 0n) sellSlice(context, slice, quantity)
  }
  // What the sales brought, and the same share of the cash the plan held before them.
  const back = percent >= 100 ? book.cash : book.cash - before + (before * BigInt(percent)) / 100n
  if (back <= 0n) return
  book.cash -= back
  book.movements.push(
    { bucket: 'plan', kind: 'plan', amountMinor: -back },
    { bucket: 'available', kind: 'plan', amountMinor: back },
  )
}

/**
 * Decision 0073: sells what is above its target and buys what is below with the proceeds and the
 * plan's cash, by how far each is below.
 */
function rebalance(context: FillContext) {
  const { book } = context
  const valued = context.slices.map((slice) => {
    const price = context.markets.get(slice.id)?.price ?? null
    const quantity = book.slices.get(slice.id)!.quantityMicro
    return { slice, quantity, value: price === null ? 0n : valueMinor(quantity, price) }
  })
  const total = valued.reduce((sum, v) => sum + v.value, 0n) + book.cash
  const target = (weight: number) => (total * BigInt(weight)) / 1000n
  for (const { slice, quantity, value } of valued) {
    const over = value - target(slice.weightTenths)
    if (over <= 0n || value === 0n) continue
    sellSlice(context, slice, slice.weightTenths === 0 ? quantity : (quantity * over) / value)
  }
  const short = valued.map(({ slice, value }) => {
    const gap = target(slice.weightTenths) - value
    return gap > 0n ? gap : 0n
  })
  const gaps = short.reduce((sum, gap) => sum + gap, 0n)
  if (gaps === 0n) return
  const budget = book.cash
  valued.forEach(({ slice }, i) => {
    const part = (budget * short[i]!) / gaps
    if (part > 0n) buySlice(context, slice, part)
  })
}

/** Writes what the run did: the ledger, the fills, the holdings, the plan's cash, the run's end. */
async function settle(tx: Tx, plan: PlanRow, run: RunRow, book: RunBook, at: Date) {
  await post(
    tx,
    { userId: plan.userId, currency: plan.currency, orderNo: run.runNo, at },
    book.movements,
  )
  if (book.fills.length > 0)
    await tx.insert(planFills).values(book.fills.map((f) => ({ ...f, createdAt: at })))
  for (const [id, held] of book.slices)
    await tx.update(planSlices).set(held).where(eq(planSlices.id, id))
  const event: PlanRunEvent = { type: 'run.execute', held: book.held }
  const state = stepEntity(planRunMachine, run, event, 'plans.closed')
  const emptied = [...book.slices.values()].every((s) => s.quantityMicro === 0n)
  const closed =
    run.kind === 'close' && emptied && book.cash === 0n
      ? stepEntity(planMachine, plan, { type: 'plan.closed' }, 'plans.closed')
      : plan.state
  await tx
    .update(plans)
    .set({
      cashMinor: book.cash,
      state: closed,
      closedAt: closed === 'closed' ? at : plan.closedAt,
    })
    .where(eq(plans.id, plan.id))
  const [done] = await tx
    .update(planRuns)
    .set({
      state,
      boughtMinor: book.bought,
      soldMinor: book.sold,
      feesMinor: book.fees,
      executedAt: at,
    })
    .where(eq(planRuns.id, run.id))
    .returning()
  if (run.kind === 'scheduled' || run.kind === 'oneOff')
    await notify(
      tx,
      {
        userId: plan.userId,
        kind: 'plan.executed',
        params: { ...moneyParams(run.amountMinor, plan.currency), name: plan.name },
        ref: String(plan.id),
      },
      at,
    )
  return done!
}

/** The run ends skipped, with its reason; a scheduled one tells the investor why. */
async function skip(tx: Tx, plan: PlanRow, run: RunRow, reason: PlanSkipReason, at: Date) {
  const state = stepEntity(planRunMachine, run, { type: 'run.skip', reason }, 'plans.closed')
  const [done] = await tx
    .update(planRuns)
    .set({ state, reason, executedAt: at })
    .where(eq(planRuns.id, run.id))
    .returning()
  if (reason === 'balanceShort')
    await notify(
      tx,
      {
        userId: plan.userId,
        kind: 'plan.skipped',
        params: {
          ...moneyParams(run.amountMinor, plan.currency),
          name: plan.name,
          reason: 'plans.balanceShort',
        },
        ref: String(plan.id),
      },
      at,
    )
  return done!
}
