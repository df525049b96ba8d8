import { resetCodeCall } from '../../../machines/backOffice/calls.ts'
import { issueResetCode } from '../../admin/resetCodes.ts'
import { serve } from '../../http/route.ts'

export const resetCodeRoute = serve(resetCodeCall, ({ body, deps, caller }) =>
  issueResetCode(deps, caller, body),
)
