import { defineClientModule } from '../../lib/clientModule.ts'

/** The quant account and its transfers; AI quant strategies (issues 19, 20): its screens. */
export const quantScreens = defineClientModule({
  name: 'quant',
  screens: {
    '/home/quantifyDetail': { load: () => import('./QuantStrategies.tsx') },
    '/home/quantifyTrading': { load: () => import('./QuantTrading.tsx') },
    '/home/quantifyRecond': { load: () => import('./QuantRecords.tsx') },
  },
})
