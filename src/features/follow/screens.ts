import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of follow funds (spec §2 Follow, issue 19), each its own chunk (module.ts names their
 * routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/home/fllow': () => import('./FollowList.tsx'),
  '/home/fllowDetail': () => import('./FollowDetail.tsx'),
  '/home/qcList': () => import('./MyFollows.tsx'),
}
