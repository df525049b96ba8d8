import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of new shares and placements (spec §2 New-share detail, issue 11), each its own chunk
 * (module.ts names their routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/home/newStock': () => import('./NewStock.tsx'),
  '/home/newStockBuy': () => import('./NewStockBuy.tsx'),
}
