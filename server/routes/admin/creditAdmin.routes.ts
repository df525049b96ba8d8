import { creditChangeCall } from '../../../machines/backOffice/calls.ts'
import { changeCredit } from '../../admin/credit.ts'
import { serve } from '../../http/route.ts'

export const creditChangeRoute = serve(creditChangeCall, ({ body, deps, caller }) =>
  changeCredit(deps, caller, body),
)
