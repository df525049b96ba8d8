import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of the daily check-in (spec §2 account page, issue 21), each its own chunk (module.ts
 * names their routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/information/checkIn': () => import('./CheckIn.tsx'),
}
