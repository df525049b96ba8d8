import { msg } from '@lingui/core/macro'
import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Contract signing (spec §2, issue 21): its routes, and its screens' table (screens.ts), fetched
 * with the first of them.
 */
export const agreementScreens = defineClientModule({
  name: 'agreement',
  routes: {
    '/information/contract': {},
    '/information/contract1': {},
    '/information/contract2': {},
    '/information/contractOrder': {},
  },
  screens: () => import('./screens.ts'),
  accountLinks: [{ path: '/information/contract', label: msg`Contracts` }],
})
