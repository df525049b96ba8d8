import type { ScreenLoader } from '../../lib/clientModule.ts'

/**
 * The screens of contract signing (spec §2, issue 21), each its own chunk (module.ts names their
 * routes).
 */
export const SCREENS: Record<string, ScreenLoader> = {
  '/information/contract': () => import('./Agreements.tsx'),
  '/information/contract1': () => import('./InvestmentAgreement.tsx'),
  '/information/contract2': () => import('./CoreMemberAgreement.tsx'),
  '/information/contractOrder': () => import('./SignedAgreements.tsx'),
}
