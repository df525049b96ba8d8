import type { ScreenLoader } from '../../lib/clientModule.ts'

/** The screens of price alerts (issue 25), each its own chunk (module.ts names their routes). */
export const SCREENS: Record<string, ScreenLoader> = {
  '/market/alerts': () => import('./AlertsScreen.tsx'),
}
