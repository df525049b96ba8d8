import { appropriatenessCall, riskWarningCall } from '../../../machines/order/appropriateness.ts'
import { blockProductsCall, tradeRulesCall } from '../../../machines/order/calls.ts'
import { serve } from '../../http/route.ts'
import { takeAppropriateness } from '../../trading/appropriateness.ts'
import { blockProductList } from '../../trading/blockProducts.ts'
import { riskWarningOf } from '../../trading/riskWarning.ts'
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

/** The appropriateness check before trading on margin (issue 25). */
export const appropriatenessRoute = serve(appropriatenessCall, ({ body, deps, caller }) =>
  takeAppropriateness(deps, caller.user, body),
)

/** The risk warning's figure, for the appropriateness check's screen (issue 25). */
export const riskWarningRoute = serve(riskWarningCall, async ({ deps }) => ({
  warning: await riskWarningOf(deps.db, deps.clock.now()),
}))

export const tradeRulesRoutes = [
  tradeRulesRoute,
  blockProductsRoute,
  appropriatenessRoute,
  riskWarningRoute,
]
