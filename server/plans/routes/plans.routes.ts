import {
  planCloseCall,
  planContributeCall,
  planCreateCall,
  planDetailCall,
  planEditCall,
  planListCall,
  planPauseCall,
  planRebalanceCall,
  planResumeCall,
  planSellCall,
  planTermsCall,
} from '../../../machines/plans/calls.ts'
import { serve } from '../../http/route.ts'
import {
  closePlan,
  contributeToPlan,
  createPlan,
  editPlan,
  listPlans,
  pausePlan,
  planTerms,
  rebalancePlan,
  resumePlan,
  sellPlan,
} from '../planService.ts'
import { planDetail } from '../planView.ts'

export const planRoutes = [
  serve(planTermsCall, ({ body, deps, caller }) => planTerms(deps, caller.user, body.codes)),
  serve(planCreateCall, ({ body, deps, caller }) => createPlan(deps, caller.user, body)),
  serve(planEditCall, ({ body, deps, caller }) => editPlan(deps, caller.user, body)),
  serve(planContributeCall, ({ body, deps, caller }) => contributeToPlan(deps, caller.user, body)),
  serve(planRebalanceCall, ({ body, deps, caller }) => rebalancePlan(deps, caller.user, body)),
  serve(planSellCall, ({ body, deps, caller }) => sellPlan(deps, caller.user, body)),
  serve(planCloseCall, ({ body, deps, caller }) => closePlan(deps, caller.user, body)),
  serve(planPauseCall, ({ body, deps, caller }) => pausePlan(deps, caller.user, body.id)),
  serve(planResumeCall, ({ body, deps, caller }) => resumePlan(deps, caller.user, body.id)),
  serve(planListCall, ({ deps, caller }) => listPlans(deps, caller.user)),
  serve(planDetailCall, ({ body, deps, caller }) => planDetail(deps, caller.user, body.id)),
]
