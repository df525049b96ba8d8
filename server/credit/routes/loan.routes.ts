import {
  loanActivateCall,
  loanBorrowCall,
  loanRatingCall,
  loanRecordsCall,
  loanRepayCall,
} from '../../../machines/credit/calls.ts'
import { pageOf } from '../../http/paging.ts'
import { serve } from '../../http/route.ts'
import { activateCredit, creditRating, repayLoan, requestLoan, userLoans } from '../loanService.ts'

export const loanRatingRoute = serve(loanRatingCall, ({ deps, caller }) =>
  creditRating(deps, caller.user.id),
)

export const loanActivateRoute = serve(loanActivateCall, ({ deps, caller }) =>
  activateCredit(deps, caller.user.id),
)

export const loanBorrowRoute = serve(loanBorrowCall, ({ body, deps, caller }) =>
  requestLoan(deps, caller.user.id, { amount: String(body.amount), requestId: body.requestId }),
)

export const loanRepayRoute = serve(loanRepayCall, ({ body, deps, caller }) =>
  repayLoan(deps, caller.user.id, body),
)

export const loanRecordsRoute = serve(loanRecordsCall, async ({ body, deps, caller }) => {
  const { rows, total } = await userLoans(deps, caller.user.id, body.page, body.size)
  return pageOf(rows, total, body.page, body.size)
})

export const loanRoutes = [
  loanRatingRoute,
  loanActivateRoute,
  loanBorrowRoute,
  loanRepayRoute,
  loanRecordsRoute,
]
