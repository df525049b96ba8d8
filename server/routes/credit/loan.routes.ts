import { z } from 'zod'
import {
  activateCredit,
  creditRating,
  repayLoan,
  requestLoan,
  userLoans,
} from '../../credit/loanService.ts'
import { pageFields, pageOf } from '../../http/paging.ts'
import { defineRoute } from '../../http/route.ts'

const amount = z.string().max(24)

export const loanRatingRoute = defineRoute({
  path: 'loan/rating',
  summary: 'Credit score, each activation condition done or not, limit and loan (spec §2, §9)',
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => creditRating(deps, caller.user.id),
})

export const loanActivateRoute = defineRoute({
  path: 'loan/activate',
  summary: 'Activate credit: the limit follows the credit score (spec §9 Credit-limit activation)',
  body: z.object({}),
  auth: true,
  handle: ({ deps, caller }) => activateCredit(deps, caller.user.id),
})

export const loanBorrowRoute = defineRoute({
  path: 'loan/borrow',
  summary: 'Request a loan in whole euros; pending review (spec §5 Credit)',
  body: z.object({
    amount: z.union([amount, z.number().int().nonnegative().max(1e12)]),
    requestId: z.string().min(1).max(64).optional(),
  }),
  auth: true,
  handle: ({ body, deps, caller }) =>
    requestLoan(deps, caller.user.id, { amount: String(body.amount), requestId: body.requestId }),
})

export const loanRepayRoute = defineRoute({
  path: 'loan/repay',
  summary: 'Repay a loan in part or in full from the available balance (spec §5 Credit)',
  body: z.object({ loanNo: z.string().trim().min(1).max(40), amount }),
  auth: true,
  handle: ({ body, deps, caller }) => repayLoan(deps, caller.user.id, body),
})

export const loanRecordsRoute = defineRoute({
  path: 'loan/records',
  summary: "The user's loans, newest first (spec §2 loanRecord)",
  body: z.object({ ...pageFields }),
  auth: true,
  async handle({ body, deps, caller }) {
    const { rows, total } = await userLoans(deps, caller.user.id, body.page, body.size)
    return pageOf(rows, total, body.page, body.size)
  },
})

export const loanRoutes = [
  loanRatingRoute,
  loanActivateRoute,
  loanBorrowRoute,
  loanRepayRoute,
  loanRecordsRoute,
]
