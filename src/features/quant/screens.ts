import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of the quant account and its transfers; AI quant strategies (issues 19, 20), each its
 * own chunk (module.ts names their routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/home/quantifyDetail': () => import('./QuantStrategies.tsx'),
  '/home/quantifyTrading': () => import('./QuantTrading.tsx'),
  '/home/quantifyRecond': () => import('./QuantRecords.tsx'),
}
