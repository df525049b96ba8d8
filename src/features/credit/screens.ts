import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of credit loans (spec §2 Credit loan and rating, issue 11), each its own chunk
 * (module.ts names their routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/trade/creditLoan': () => import('./CreditLoan.tsx'),
  '/information/loanRating': () => import('./LoanRating.tsx'),
  '/information/loanRecord': () => import('./LoanRecord.tsx'),
}
