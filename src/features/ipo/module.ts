import { defineClientModule } from '../../lib/clientModule.ts'

/** New shares and placements (spec §2 New-share detail, issue 11): its screens. */
export const ipoScreens = defineClientModule({
  name: 'ipo',
  screens: {
    '/home/newStock': { load: () => import('./NewStock.tsx') },
    '/home/newStockBuy': { load: () => import('./NewStockBuy.tsx') },
  },
})
