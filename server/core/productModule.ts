import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { Route } from '../http/route.ts'
import type { TradingHooks } from '../trading/hooks.ts'
import type { Deps } from './deps.ts'
import type { ProductSetting } from './productSetting.ts'
import type { RepeatingJob } from './repeatingJob.ts'

/** What a line's jobs are given: the database, the business clock and the market. */
export type JobDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** The browser tests' hold on named jobs (TRADEFLOW_TEST_CLOCK only): a held job skips its runs. */
export interface JobHold {
  held: ReadonlySet<string>
}

/**
 * What a product line brings to the server (issue 49): its investor calls, its console calls,
 * the trading hooks it acts at, the reference rows it seeds, its background jobs and the
 * settings the console edits for it (its tables are `server/db/schema/<line>.ts`). Each line has
 * one, in `server/<line>/module.ts`, and `server/products.ts` lists them.
 */
export interface ProductModule {
  name: string
  /** Its calls under /api/vue/. */
  routes?: readonly Route[]
  /** Its calls under /api/admin/. */
  consoleRoutes?: readonly Route[]
  trading?: TradingHooks
  /** Writes its reference rows where missing (every start, under the startup lock). */
  seed?: (db: Database, clock: Clock) => Promise<void>
  /** Starts its jobs (in the process that holds the job lease). */
  jobs?: (deps: JobDeps, hold?: JobHold) => RepeatingJob[]
  /** The settings of its own the console edits (site config `<line>.*`). */
  settings?: readonly ProductSetting[]
}
