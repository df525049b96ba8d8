import { and, eq, inArray } from 'drizzle-orm'
import { feesForAccountType } from '../../machines/agreement/accountTypes.ts'
import { addDays } from '../../machines/calendar/holidays.ts'
import { strategyCodes, targetWeights, warmUpDays } from '../../machines/follow/strategy.ts'
import { STRATEGY_REQUEST_PREFIX } from '../../machines/order/calls.ts'
import type { FeeRates } from '../../machines/order/pricing.ts'
import { type AllocationState, allocationMachine } from '../../machines/quant/allocation.ts'
import { type ExitAction, entryActions, exitActions } from '../../machines/quant/rebalance.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { quantAllocations, quantStrategies, users } from '../db/schema.ts'
import { dailyCloses } from '../follow/strategyCloses.ts'
import { log } from '../log.ts'
import { moneyParams, notify } from '../messages/notify.ts'
import { stepEntity } from '../money/entity.ts'
import { lockBalance, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { cancelOrder, closeOrder, placeOrder } from '../trading/orderService.ts'
import { sessionOf } from '../trading/prices.ts'
import { tradeRulesFor } from '../trading/tradeConfig.ts'
import {
  type AllocationRow,
  cashOfAllocations,
  equityOf,
  holdingsOf,
  lastPrices,
  ordersOfAllocations,
  type StrategyRow,
} from './allocationBook.ts'

/**
 * The AI quant strategies' job (issue 20), every minute on the server's clock. For each running
 * allocation whose strategy is enabled: once per trading cycle, on the last finished close, its
 * rule's target weights decide its exits and entries (machines/quant/rebalance.ts), placed
 * through the order service like a person's orders but funded by the allocation's money in
 * trading. For each stopping allocation: every order still open is closed (at the next session if
 * its market is shut), and when none is left, what the money is worth returns to the quant
 * account. An order's requestId is the allocation, the day and the instrument: the job run twice,
 * or in two processes, places it once.
 */

type JobDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** A strategy's decision on its last finished close. */
interface Decision {
  day: string
  days: readonly string[]
  targets: ReadonlyMap<string, number>
}

/** Calendar days that surely hold `tradingDays` trading days (weekends, holidays). */
const calendarDaysFor = (tradingDays: number) => Math.ceil(tradingDays * 1.6) + 10

/** Refusals that pass with time (a shut market, the per-minute order limit): tried again. */
const TRANSIENT: readonly ServerMessageCode[] = [
  'trade.notTradingTime',
  'trade.noPrice',
  'common.tooFrequent',
  'trade.locked',
  'trade.lockedMinutes',
  'trade.lockedDays',
]

/** What the strategy's rule wants at its last finished close; null before its warm-up is met. */
export function decisionOf(deps: JobDeps, strategy: StrategyRow, at: number): Decision | null {
  const today = new Date(at).toISOString().slice(0, 10)
  const warmUp = warmUpDays(strategy.rule)
  const from = addDays(today, -calendarDaysFor(warmUp + strategy.cycleDays + 1))
  const closes = dailyCloses(deps.market.provider, [...strategyCodes(strategy.rule)], from, at)
  const last = closes.days.length - 1
  if (last < warmUp) return null
  return {
    day: closes.days[last]!,
    days: closes.days,
    targets: targetWeights(strategy.rule, closes.closes, last),
  }
}

/** Whether a cycle has passed since the close the allocation last acted on. */
function cycleDue(decision: Decision, decidedDay: string | null, cycleDays: number) {
  if (decidedDay === null || decidedDay < decision.days[0]!) return true
  return decision.days.filter((day) => day > decidedDay).length >= cycleDays
}

const marketOpen = (deps: JobDeps, code: string, at: number) => {
  const instrument = deps.market.provider.instrument(code)
  return instrument !== undefined && sessionOf(instrument, at) === 'open'
}

/** Runs `step`; a refusal that passes with time answers false (tried again), another is logged. */
async function attempt(step: () => Promise<unknown>, what: object): Promise<boolean> {
  try {
    await step()
    return true
  } catch (error) {
    if (!(error instanceof ApiRefusal)) throw error
    if (TRANSIENT.includes(error.code)) return false
    log.info({ ...what, code: error.code }, 'strategy order refused; skipped this cycle')
    return true
  }
}

/** Closes (or cancels) one order; false when it must wait (its lock, say). */
function exit(deps: JobDeps, action: ExitAction) {
  const find = { orderNo: action.orderNo }
  return attempt(
    () => (action.kind === 'cancel' ? cancelOrder(deps, find) : closeOrder(deps, find)),
    action,
  )
}

async function ordersAndCash(deps: JobDeps, row: AllocationRow) {
  const ordersBy = await ordersOfAllocations(deps.db, [row.id])
  const cash = await cashOfAllocations(deps.db, [row], ordersBy)
  return { rows: ordersBy.get(row.id) ?? [], cashMinor: cash.get(row.id) ?? 0n }
}

/** The exits, then the entries the rule's targets ask; true when nothing is left to try again. */
async function rebalance(deps: JobDeps, row: AllocationRow, decision: Decision) {
  const before = await ordersAndCash(deps, row)
  let complete = true
  for (const action of exitActions(decision.targets, holdingsOf(before.rows)))
    complete = (await exit(deps, action)) && complete
  const now = await ordersAndCash(deps, row)
  const at = deps.clock.now().getTime()
  const [owner] = await deps.db.select().from(users).where(eq(users.id, row.userId))
  if (!owner) return complete
  const wanted = [...decision.targets].filter(([, w]) => w > 0).map(([code]) => code)
  const rates: Record<string, FeeRates> = {}
  for (const code of wanted) {
    const instrument = deps.market.provider.instrument(code)
    // Sized at the fees the order will pay: the owner's account type's (a seat account's spread).
    if (instrument)
      rates[code] = feesForAccountType(
        owner.accountType,
        (await tradeRulesFor(deps.db, instrument)).fees,
      )
  }
  const entries = entryActions({
    targets: decision.targets,
    holdings: holdingsOf(now.rows),
    equityMinor: equityOf(deps.market.provider, now.cashMinor, now.rows, at),
    cashMinor: now.cashMinor,
    prices: lastPrices(deps.market.provider, wanted, at),
    rates,
  })
  for (const entry of entries) {
    if (!marketOpen(deps, entry.code, at)) {
      complete = false
      continue
    }
    const order = {
      businessType: 'normal' as const,
      code: entry.code,
      direction: 'long' as const,
      priceType: 'market' as const,
      lots: entry.lots,
      leverage: 1,
      requestId: `${STRATEGY_REQUEST_PREFIX}${row.allocationNo}:${decision.day}:${entry.code}`,
    }
    const placed = () => placeOrder(deps, owner, order, { funding: 'quant', allocationId: row.id })
    complete = (await attempt(placed, { allocationNo: row.allocationNo, ...entry })) && complete
  }
  return complete
}

/** Moves the allocation by `event` under its owner's balance lock, if it is still in `from`. */
async function stepLocked(
  deps: JobDeps,
  row: AllocationRow,
  from: AllocationState,
  write: (tx: Tx, locked: AllocationRow) => Promise<void>,
) {
  await moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, row.userId, row.currency)
    const [locked] = await lockRows(tx, quantAllocations, eq(quantAllocations.id, row.id))
    if (!locked || locked.state !== from) return
    await write(tx, locked)
  })
}

/** A strategy's decision, worked out once per run of the job for all its allocations. */
type Decide = (strategy: StrategyRow) => Decision | null

const decideNow =
  (deps: JobDeps): Decide =>
  (strategy) =>
    decisionOf(deps, strategy, deps.clock.now().getTime())

function decideOncePerStrategy(deps: JobDeps): Decide {
  const known = new Map<number, Decision | null>()
  return (strategy) => {
    if (!known.has(strategy.id)) known.set(strategy.id, decideNow(deps)(strategy))
    return known.get(strategy.id) ?? null
  }
}

/** A running allocation: acts on its strategy's decision once per cycle. */
async function stepRunning(
  deps: JobDeps,
  row: AllocationRow,
  strategy: StrategyRow,
  decide: Decide,
) {
  if (!strategy.enabled) return
  const decision = decide(strategy)
  if (!decision || row.decidedDay === decision.day) return
  if (!cycleDue(decision, row.decidedDay, strategy.cycleDays)) return
  if (!(await rebalance(deps, row, decision))) return
  await stepLocked(deps, row, 'running', async (tx, locked) => {
    const state = stepEntity(
      allocationMachine,
      locked,
      { type: 'allocation.rebalance' },
      'quant.stopped',
    )
    await tx
      .update(quantAllocations)
      .set({ state, decidedDay: decision.day })
      .where(eq(quantAllocations.id, locked.id))
  })
}

/**
 * A stopping allocation: every unfinished order is closed or cancelled; once none is left, its
 * cash (re-read under the lock) returns from the money in trading to the quant account's funds.
 */
async function stepStopping(deps: JobDeps, row: AllocationRow, strategyName: string) {
  const { rows } = await ordersAndCash(deps, row)
  const holdings = holdingsOf(rows)
  for (const action of exitActions(new Map(), holdings)) await exit(deps, action)
  const after = await ordersAndCash(deps, row)
  if (holdingsOf(after.rows).length > 0) return
  await stepLocked(deps, row, 'stopping', async (tx, locked) => {
    const { cashMinor, rows: own } = await ordersAndCashIn(tx, locked)
    // Under the lock an entry placed meanwhile is seen: it is closed on the next run first.
    if (holdingsOf(own).length > 0) return
    const state = stepEntity(
      allocationMachine,
      locked,
      { type: 'allocation.settle' },
      'quant.stopped',
    )
    const now = deps.clock.now()
    await post(
      tx,
      { userId: locked.userId, currency: locked.currency, orderNo: locked.allocationNo, at: now },
      move('quantTrading', 'quant', 'quantTransfer', cashMinor),
    )
    await tx
      .update(quantAllocations)
      .set({ state, returnedMinor: cashMinor, stoppedAt: now })
      .where(eq(quantAllocations.id, locked.id))
    await notify(
      tx,
      {
        userId: locked.userId,
        kind: 'quant.stopped',
        params: { name: strategyName, ...moneyParams(cashMinor, locked.currency) },
        ref: locked.allocationNo,
      },
      now,
    )
  })
}

/** The allocation's cash read in the transaction that holds its owner's balance lock. */
async function ordersAndCashIn(db: Tx, row: AllocationRow) {
  const ordersBy = await ordersOfAllocations(db, [row.id])
  const cash = await cashOfAllocations(db, [row], ordersBy)
  return { cashMinor: cash.get(row.id) ?? 0n, rows: ordersBy.get(row.id) ?? [] }
}

async function stepAllocation(
  deps: JobDeps,
  row: AllocationRow,
  strategy: StrategyRow,
  decide: Decide = decideNow(deps),
) {
  if (row.state === 'running') await stepRunning(deps, row, strategy, decide)
  else if (row.state === 'stopping') await stepStopping(deps, row, strategy.name)
}

/** One allocation by its number, now (after its owner's allocate or stop). */
export async function runAllocation(deps: JobDeps, allocationNo: string) {
  const [found] = await deps.db
    .select({ allocation: quantAllocations, strategy: quantStrategies })
    .from(quantAllocations)
    .innerJoin(quantStrategies, eq(quantStrategies.id, quantAllocations.strategyId))
    .where(eq(quantAllocations.allocationNo, allocationNo))
  if (found) await stepAllocation(deps, found.allocation, found.strategy)
}

/** Every allocation running or stopping, each on its own (one failing does not stop the rest). */
export async function runStrategies(deps: JobDeps) {
  const active = await deps.db
    .select({ allocation: quantAllocations, strategy: quantStrategies })
    .from(quantAllocations)
    .innerJoin(quantStrategies, eq(quantStrategies.id, quantAllocations.strategyId))
    .where(and(inArray(quantAllocations.state, ['running', 'stopping'])))
  const decide = decideOncePerStrategy(deps)
  for (const { allocation, strategy } of active) {
    try {
      await stepAllocation(deps, allocation, strategy, decide)
    } catch (error) {
      log.warn({ err: error, allocationNo: allocation.allocationNo }, 'strategy step failed')
    }
  }
  return active.length
}

/**
 * Strategies decide on daily closes, but a stop waits on locks and sessions that end at any
 * moment: every 15 seconds a stopping allocation closes soon after it can (a run with nothing to
 * do is one read).
 */
export const STRATEGY_JOB_MS = 15_000

/** Runs the job on a timer, never two at once; returns a stop function. */
export function startStrategyJob(deps: JobDeps, intervalMs = STRATEGY_JOB_MS) {
  return startRepeatingJob('strategy job', () => runStrategies(deps), intervalMs)
}
