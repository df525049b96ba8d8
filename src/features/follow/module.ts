import { defineClientModule } from '../../lib/clientModule.ts'

/**
 * Follow funds (spec §2 Follow, issue 19): its routes, and its screens' table (screens.ts), fetched
 * with the first of them.
 */
export const followScreens = defineClientModule({
  name: 'follow',
  routes: {
    '/home/fllow': {},
    '/home/fllowDetail': {},
    '/home/qcList': {},
  },
  screens: () => import('./screens.ts'),
})
