import { msg } from '@lingui/core/macro'
import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Savings plans (issue 52, decision 0073): its routes under the Trade tab, and its screens' table
 * (screens.ts), fetched with the first of them. The Trade tab shows the plans through the
 * `plansOnTrade` slot (src/app/slots.ts).
 */
export const plansScreens = defineClientModule({
  name: 'plans',
  routes: {
    '/trade/plans': {},
    '/trade/planBuilder': {},
    '/trade/planDetail': {},
  },
  screens: () => import('./screens.ts'),
  accountLinks: [{ path: '/trade/plans', label: msg`Savings plans` }],
})
