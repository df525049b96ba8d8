import { agreementModule } from './agreement/module.ts'
import { alertsModule } from './alerts/module.ts'
import { checkinModule } from './checkin/module.ts'
import type { Clock } from './clock.ts'
import type { JobDeps, JobHold, ProductModule } from './core/productModule.ts'
import type { RepeatingJob } from './core/repeatingJob.ts'
import { creditModule } from './credit/module.ts'
import type { Database } from './db/database.ts'
import { followModule } from './follow/module.ts'
import type { Route } from './http/route.ts'
import { ipoModule } from './ipo/module.ts'
import { lendingModule } from './lending/module.ts'
import { messagesModule } from './messages/module.ts'
import { plansModule } from './plans/module.ts'
import { quantModule } from './quant/module.ts'
import { registerTradingHooks } from './trading/hooks.ts'

/**
 * The product lines that plug into the trading core (issue 49), the one list of them. A new
 * line adds its `module.ts` here; its calls and hooks follow from it.
 */
export const PRODUCT_MODULES: readonly ProductModule[] = [
  alertsModule,
  ipoModule,
  followModule,
  quantModule,
  messagesModule,
  checkinModule,
  agreementModule,
  lendingModule,
  creditModule,
  plansModule,
]

/** Every product line's investor calls, in the list's order. */
export const productRoutes = (): Route[] => PRODUCT_MODULES.flatMap((m) => [...(m.routes ?? [])])

/** Every product line's console calls, in the list's order. */
export const productConsoleRoutes = (): Route[] =>
  PRODUCT_MODULES.flatMap((m) => [...(m.consoleRoutes ?? [])])

/** Every product line's console settings, in the list's order. */
export const productSettingList = () => PRODUCT_MODULES.flatMap((m) => [...(m.settings ?? [])])

/** Writes every line's reference rows where missing (every start, under the startup lock). */
export async function seedProducts(db: Database, clock: Clock) {
  for (const product of PRODUCT_MODULES) await product.seed?.(db, clock)
}

/** Starts every line's background jobs (in the process that holds the job lease). */
export const productJobs = (deps: JobDeps, hold?: JobHold): RepeatingJob[] =>
  PRODUCT_MODULES.flatMap((m) => m.jobs?.(deps, hold) ?? [])

/** Registers every line's trading hooks; once per process, however often it is called. */
export function installProducts() {
  for (const product of PRODUCT_MODULES) if (product.trading) registerTradingHooks(product.trading)
}
