import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of stock lending, from the account page (issue 20), each its own chunk (module.ts
 * names their routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/information/stockLending': () => import('./StockLending.tsx'),
  '/information/stockLend': () => import('./StockLend.tsx'),
}
