import type { TradingHooks } from '../trading/hooks.ts'

/**
 * What a product line brings to the server (issue 49): for now the trading hooks it acts at;
 * its routes, jobs and tables move here in the next steps. Each line has one, in
 * `server/<line>/module.ts`, and `server/products.ts` lists them.
 */
export interface ProductModule {
  name: string
  trading?: TradingHooks
}
