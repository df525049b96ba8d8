import { defineGate } from '../gate.ts'
import { AMOUNT_CHECKS, BARRED, type PlanFormFacts } from './planForm.ts'

/** What decides whether a one-off amount goes into a plan (plans/contribute). */
export type OneOffFacts = Pick<PlanFormFacts, 'noTrade' | 'amount' | 'minContribution'>

/**
 * A one-off amount into a plan (issue 52 item 2): the plan form's own rules on an amount — trading
 * allowed, an amount with at most two decimals up to 1,000,000, at least the minimum contribution.
 * Whether the balance holds it is the run's to decide (a run never overdraws).
 */
export const planOneOffGate = defineGate<OneOffFacts>(
  'planOneOffGate',
  'Decides whether a one-off amount goes into a savings plan: trading allowed, an amount with at most two decimals up to 1,000,000, at least the minimum contribution (issue 52, decision 0073).',
  [BARRED, ...AMOUNT_CHECKS],
)
