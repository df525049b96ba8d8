import { defineClientModule } from '../../lib/clientModule.ts'

/** Credit loans (spec §2 Credit loan and rating, issue 11): its screens. */
export const creditScreens = defineClientModule({
  name: 'credit',
  screens: {
    '/trade/creditLoan': { load: () => import('./CreditLoan.tsx') },
    '/information/loanRating': { load: () => import('./LoanRating.tsx') },
    '/information/loanRecord': { load: () => import('./LoanRecord.tsx') },
  },
})
