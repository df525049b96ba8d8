import { defineClientModule } from '../../lib/clientModule.ts'

/** Follow funds (spec §2 Follow, issue 19): its screens. */
export const followScreens = defineClientModule({
  name: 'follow',
  screens: {
    '/home/fllow': { load: () => import('./FollowList.tsx') },
    '/home/fllowDetail': { load: () => import('./FollowDetail.tsx') },
    '/home/qcList': { load: () => import('./MyFollows.tsx') },
  },
})
