import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * The quant account and its transfers; AI quant strategies (issues 19, 20): its routes, and its
 * screens' table (screens.ts), fetched with the first of them.
 */
export const quantScreens = defineClientModule({
  name: 'quant',
  routes: {
    '/home/quantifyDetail': {},
    '/home/quantifyTrading': {},
    '/home/quantifyRecond': {},
  },
  screens: () => import('./screens.ts'),
})
