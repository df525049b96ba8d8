import { defineClientModule } from '../../lib/clientModule.ts'

/** Price alerts (issue 25): its screens. */
export const alertsScreens = defineClientModule({
  name: 'alerts',
  screens: {
    '/market/alerts': { load: () => import('./AlertsScreen.tsx') },
  },
})
