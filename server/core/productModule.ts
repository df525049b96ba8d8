import type { Route } from '../http/route.ts'
import type { TradingHooks } from '../trading/hooks.ts'

/**
 * What a product line brings to the server (issue 49): its investor calls, its console calls and
 * the trading hooks it acts at (its tables are `server/db/schema/<line>.ts`; its jobs move here
 * next). Each line has one, in `server/<line>/module.ts`, and `server/products.ts` lists them.
 */
export interface ProductModule {
  name: string
  /** Its calls under /api/vue/. */
  routes?: readonly Route[]
  /** Its calls under /api/admin/. */
  consoleRoutes?: readonly Route[]
  trading?: TradingHooks
}
