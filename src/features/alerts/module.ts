import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Price alerts (issue 25): its routes, and its screens' table (screens.ts), fetched with the first
 * of them.
 */
export const alertsScreens = defineClientModule({
  name: 'alerts',
  routes: {
    '/market/alerts': {},
  },
  screens: () => import('./screens.ts'),
})
