import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of savings plans (issue 52), each its own chunk (module.ts names their routes):
 * my plans, the builder (a new plan, or `?id=` to edit one), and one plan.
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/trade/plans': () => import('./PlanList.tsx'),
  '/trade/planBuilder': () => import('./PlanBuilder.tsx'),
  '/trade/planDetail': () => import('./PlanDetail.tsx'),
}
