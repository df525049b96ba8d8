import { and, eq, inArray, lte, or } from 'drizzle-orm'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { startRepeatingJob } from '../core/repeatingJob.ts'
import { orders } from '../db/schema.ts'
import { log } from '../log.ts'
import { advanceOrder } from './orderService.ts'
import { ensureSplitsApplied } from './positionSplits.ts'

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** How often the matcher looks at the book: once a second, the pace of the tick stream. */
export const MATCHER_INTERVAL_MS = 1_000

/**
 * The server's matcher: it fills pending limit orders when the price reaches them, lets locks
 * expire, settles closes that waited for the market and closes day trades when their session
 * ends — whether or not anybody has the app open.
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
    try {
      if (await advanceOrder(deps, orderNo)) moved += 1
    } catch (error) {
      // A refusal here means a user's request moved the order first: nothing to do.
      if (!(error instanceof ApiRefusal))
        log.error({ err: error, orderNo }, 'matcher: order not advanced')
    }
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
