import { defineClientModule } from '../../lib/clientModule.ts'

/** The daily check-in (spec §2 account page, issue 21): its screens. */
export const checkinScreens = defineClientModule({
  name: 'checkin',
  screens: {
    '/information/checkIn': { load: () => import('./CheckIn.tsx') },
  },
})
