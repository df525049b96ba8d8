import { msg } from '@lingui/core/macro'
import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Credit loans (spec §2 Credit loan and rating, issue 11): its routes, and its screens' table
 * (screens.ts), fetched with the first of them.
 */
export const creditScreens = defineClientModule({
  name: 'credit',
  routes: {
    '/trade/creditLoan': {},
    '/information/loanRating': {},
    '/information/loanRecord': {},
  },
  screens: () => import('./screens.ts'),
  accountLinks: [
    { path: '/information/loanRating', label: msg`Credit rating` },
    { path: '/trade/creditLoan', label: msg`Credit loan` },
  ],
})
