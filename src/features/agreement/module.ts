import { defineClientModule } from '../../lib/clientModule.ts'

/** Contract signing (spec §2, issue 21): its screens. */
export const agreementScreens = defineClientModule({
  name: 'agreement',
  screens: {
    '/information/contract': { load: () => import('./Agreements.tsx') },
    '/information/contract1': { load: () => import('./InvestmentAgreement.tsx') },
    '/information/contract2': { load: () => import('./CoreMemberAgreement.tsx') },
    '/information/contractOrder': { load: () => import('./SignedAgreements.tsx') },
  },
})
