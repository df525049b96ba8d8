import { msg } from '@lingui/core/macro'
import type { ConsoleLine } from '../consoleLine.ts'
import { EtfFacts } from '../views/EtfFacts.tsx'
import { SavingsPlans } from '../views/SavingsPlans.tsx'

/** Savings plans in the console (issue 52): every plan, its owner and its last run; the ETFs. */
export const plansConsole: ConsoleLine = {
  name: 'plans',
  sections: [
    { id: 'plans', label: msg`Savings plans`, view: SavingsPlans },
    { id: 'etfs', label: msg`ETFs`, view: EtfFacts },
  ],
}
