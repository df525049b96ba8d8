import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * New shares and placements (spec §2 New-share detail, issue 11): its routes, and its screens'
 * table (screens.ts), fetched with the first of them.
 */
export const ipoScreens = defineClientModule({
  name: 'ipo',
  routes: {
    '/home/newStock': {},
    '/home/newStockBuy': {},
  },
  screens: () => import('./screens.ts'),
})
