import { blockProductsCall, tradeRulesCall } from '../../../machines/order/calls.ts'
import { serve } from '../../http/route.ts'
import { blockProductList } from '../../trading/blockProducts.ts'
import { tradeTerms } from '../../trading/tradeTerms.ts'

/**
 * What the buy panel needs to run the placement gate itself (the same machine the server runs):
 * the instrument's trading rules, its session, last price and the caller's available balance.
 */
export const tradeRulesRoute = serve(tradeRulesCall, ({ body, deps, caller }) =>
  tradeTerms(deps, caller.user, body.code),
)

/** Block-trade products still open or yet to open (spec §2 block trade screens). */
export const blockProductsRoute = serve(blockProductsCall, ({ deps }) => blockProductList(deps))

export const tradeRulesRoutes = [tradeRulesRoute, blockProductsRoute]
