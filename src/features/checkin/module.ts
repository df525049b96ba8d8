import { msg } from '@lingui/core/macro'
import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * The daily check-in (spec §2 account page, issue 21): its routes, and its screens' table
 * (screens.ts), fetched with the first of them.
 */
export const checkinScreens = defineClientModule({
  name: 'checkin',
  routes: {
    '/information/checkIn': {},
  },
  screens: () => import('./screens.ts'),
  accountLinks: [{ path: '/information/checkIn', label: msg`Daily check-in` }],
})
