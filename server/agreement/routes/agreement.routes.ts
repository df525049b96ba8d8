import {
  agreementMineCall,
  agreementSignCall,
  agreementTermsCall,
} from '../../../machines/agreement/calls.ts'
import { serve } from '../../http/route.ts'
import { agreementTerms, myAgreements, signAgreement } from '../agreementService.ts'

export const agreementTermsRoute = serve(agreementTermsCall, ({ deps, caller }) =>
  agreementTerms(deps, caller.user),
)

export const agreementSignRoute = serve(agreementSignCall, ({ body, deps, caller }) =>
  signAgreement(deps, caller.user, body),
)

export const agreementMineRoute = serve(agreementMineCall, ({ body, deps, caller }) =>
  myAgreements(deps, caller.user, body),
)

export const agreementRoutes = [agreementTermsRoute, agreementSignRoute, agreementMineRoute]
