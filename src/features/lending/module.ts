import { msg } from '@lingui/core/macro'
import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Stock lending, from the account page (issue 20): its routes, and its screens' table (screens.ts),
 * fetched with the first of them.
 */
export const lendingScreens = defineClientModule({
  name: 'lending',
  routes: {
    '/information/stockLending': {},
    '/information/stockLend': {},
  },
  screens: () => import('./screens.ts'),
  accountLinks: [{ path: '/information/stockLending', label: msg`Stock lending` }],
})
