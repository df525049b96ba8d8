import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of the inbox and one message (issue 21), each its own chunk (module.ts names their
 * routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/information/userInfo': () => import('./MessageList.tsx'),
  '/information/msgInfo': () => import('./MessageDetail.tsx'),
}
