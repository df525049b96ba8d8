import { defineClientModule } from '../../lib/clientModule.ts'

/** Stock lending, from the account page (issue 20): its screens. */
export const lendingScreens = defineClientModule({
  name: 'lending',
  screens: {
    '/information/stockLending': { load: () => import('./StockLending.tsx') },
    '/information/stockLend': { load: () => import('./StockLend.tsx') },
  },
})
