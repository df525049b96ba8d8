import { and, eq, inArray, lte, or } from 'drizzle-orm'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { orders } from '../db/schema.ts'
import { log } from '../log.ts'
import { afterSweep } from './hooks.ts'
import { advanceOrder, regularSessionPrice, watchPosition } from './orderService.ts'
import { nextRiskState, RISK_COLUMNS, riskMoves, watchedPositions } from './positionRisk.ts'
import { ensureSplitsApplied } from './positionSplits.ts'
import { stopOutPosition, triggerStop } from './stopOrders.ts'
import { codesInRegularSession, findDueStops } from './stopSweep.ts'

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** How often the matcher looks at the book: once a second, the pace of the tick stream. */
export const MATCHER_INTERVAL_MS = 1_000

/**
 * The server's matcher: it fills pending limit orders when the price reaches them, lets locks
 * expire, settles closes that waited for the market, closes day trades when their session
 * ends, watches positions on margin (margin calls, close-outs), triggers stops and fires price
 * alerts — whether or not anybody has the app open.
 * Each order moves in its own transaction through the order machine, like a user's request.
 */
export async function sweepOrders(deps: TradingDeps): Promise<number> {
  await ensureSplitsApplied(deps)
  const now = deps.clock.now()
  const due = await deps.db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      or(
        inArray(orders.state, ['pending', 'readyToClose']),
        and(eq(orders.state, 'locked'), lte(orders.lockUntil, now)),
        and(eq(orders.state, 'holding'), eq(orders.businessType, 'dayTrading')),
      ),
    )
  let moved = 0
  for (const { orderNo } of due) {
    if (await attempt(orderNo, () => advanceOrder(deps, orderNo))) moved += 1
  }
  // The user's own stops before the house's close-out: at a price that reaches both, the
  // position closes for the reason the user chose.
  const risk = (await sweepStops(deps)) + (await sweepRisk(deps))
  // The product lines' sweeps last (price alerts: they tell, they move no money; decision 0051).
  return moved + risk + (await afterSweep(deps))
}

/**
 * The stop sweep (issue 25, server/trading/stopSweep.ts): stop orders whose stop the price has
 * reached are triggered, protected positions whose stop-loss or take-profit it has reached are
 * closed, each in its own transaction.
 */
export async function sweepStops(deps: TradingDeps): Promise<number> {
  const { due } = await findDueStops(deps)
  let moved = 0
  for (const step of due) {
    const run = step.kind === 'trigger' ? triggerStop : stopOutPosition
    if (await attempt(step.orderNo, () => run(deps, step.orderNo))) moved += 1
  }
  return moved
}

/** One order's step; a refusal means a user's request moved the order first: nothing to do. */
async function attempt(orderNo: string, step: () => Promise<unknown>) {
  try {
    return await step()
  } catch (error) {
    if (!(error instanceof ApiRefusal))
      log.error({ err: error, orderNo }, 'matcher: order not advanced')
    return null
  }
}

/**
 * The risk sweep (issue 25): every position on margin is priced while its market is in its
 * regular session, when a close-out can execute; only a position whose risk state the machine
 * changes at that price takes a transaction (a margin call, its end, or a close-out).
 */
export async function sweepRisk(deps: TradingDeps): Promise<number> {
  const at = deps.clock.now().getTime()
  // Only the shares whose market is in its regular session now: at night and at weekends the
  // sweep reads nothing of the positions it cannot close out.
  const open = codesInRegularSession(deps, at)
  if (open.length === 0) return 0
  const rows = await deps.db
    .select(RISK_COLUMNS)
    .from(orders)
    .where(and(watchedPositions, inArray(orders.code, open)))
  const prices = new Map<string, string | null>()
  const priceOf = (code: string) => {
    if (!prices.has(code)) prices.set(code, regularSessionPrice(deps, code, at))
    return prices.get(code) ?? null
  }
  const moving: Array<{ orderNo: string; closesOut: boolean }> = []
  for (const row of rows) {
    const price = priceOf(row.code)
    if (price === null || !riskMoves(row, price)) continue
    moving.push({ orderNo: row.orderNo, closesOut: nextRiskState(row, price) === 'closedOut' })
  }
  // Close-outs first: in a crash that calls thousands of positions at once (a transaction and a
  // message each, about 40 s for 10,000 in the bench), no close-out waits behind the calls. Each
  // step decides again on the price of its own moment.
  moving.sort((a, b) => Number(b.closesOut) - Number(a.closesOut))
  let moved = 0
  for (const { orderNo } of moving) {
    if (await attempt(orderNo, () => watchPosition(deps, orderNo))) moved += 1
  }
  return moved
}

/**
 * Runs the sweep on a timer, never two at once; returns a stop function. `hold` is the browser
 * tests' clock (TRADEFLOW_TEST_CLOCK only): sweeps are skipped while it holds the matcher.
 */
export function startMatcher(
  deps: TradingDeps,
  intervalMs = MATCHER_INTERVAL_MS,
  hold?: { held: ReadonlySet<string> },
) {
  return startRepeatingJob(
    'matcher sweep',
    () => (hold?.held.has('matcher') ? Promise.resolve() : sweepOrders(deps)),
    intervalMs,
  )
}
