import { type AnyStateMachine, transition } from 'xstate'
import { loanMachine, STORED_LOAN_STATES } from '../credit/loan.ts'
import { DEPOSIT_STATES, depositMachine } from '../funds/deposit.ts'
import { KYC_SUBMISSION_STATES, kycMachine } from '../funds/kyc.ts'
import { WITHDRAWAL_STATES, withdrawalMachine } from '../funds/withdrawal.ts'
import { STORED_SUBSCRIPTION_STATES, subscriptionMachine } from '../ipo/subscription.ts'
import { canStep } from '../lifecycle.ts'

/** The review queues of the back office (spec §6 Roles: real name, deposit, withdrawal, loan, subscription). */
export const REVIEW_KINDS = ['realname', 'deposit', 'withdrawal', 'loan', 'subscription'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

/** What a reviewer can decide; a withdrawal is approved, then marked paid once the money is sent. */
export const REVIEW_DECISIONS = ['approve', 'reject', 'pay'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

interface ReviewLifecycle {
  /** The entity's lifecycle machine: the server steps the request with it, the console asks it. */
  machine: AnyStateMachine
  /** The states a queue can be filtered by, the one waiting for a reviewer first. */
  states: readonly string[]
  /** Each decision's event in the machine; a decision missing here is not one for this kind. */
  events: Partial<Record<ReviewDecision, string>>
}

/** Each review queue's lifecycle: one table for the console's buttons and the server's route. */
export const REVIEWS: Record<ReviewKind, ReviewLifecycle> = {
  deposit: {
    machine: depositMachine,
    states: DEPOSIT_STATES,
    events: { approve: 'deposit.approve', reject: 'deposit.reject' },
  },
  withdrawal: {
    machine: withdrawalMachine,
    states: WITHDRAWAL_STATES,
    events: { approve: 'withdrawal.approve', reject: 'withdrawal.reject', pay: 'withdrawal.pay' },
  },
  realname: {
    machine: kycMachine,
    states: KYC_SUBMISSION_STATES,
    events: { approve: 'kyc.approve', reject: 'kyc.reject' },
  },
  loan: {
    machine: loanMachine,
    states: STORED_LOAN_STATES,
    events: { approve: 'loan.approve', reject: 'loan.reject' },
  },
  // A subscription is decided by its draw; the reviewer's part is to reject one before it.
  subscription: {
    machine: subscriptionMachine,
    states: STORED_SUBSCRIPTION_STATES,
    events: { reject: 'ipo.reject' },
  },
}

/** Whether `decision` is one a reviewer can make on this kind of request at all. */
export const isDecisionOf = (kind: ReviewKind, decision: ReviewDecision): boolean =>
  REVIEWS[kind].events[decision] !== undefined

/**
 * Whether the console offers `decision` on a request in `state`: its lifecycle state takes the
 * decision's event (whatever the event's guard will say of what the reviewer typed).
 */
export function offersDecision(kind: ReviewKind, state: string, decision: ReviewDecision) {
  const type = REVIEWS[kind].events[decision]
  const node = REVIEWS[kind].machine.states[state]
  return type !== undefined && (node?.ownEvents.includes(type) ?? false)
}

/**
 * Whether the decision may be sent as it stands, by the machine the server steps the request
 * with: a rejection needs the reviewer's reason (machines/funds/review.ts `hasReason`).
 */
export function decisionAllowed(
  kind: ReviewKind,
  state: string,
  decision: ReviewDecision,
  reason = '',
): boolean {
  const type = REVIEWS[kind].events[decision]
  return type !== undefined && canStep(REVIEWS[kind].machine, state, { type, reason })
}

/**
 * Whether a decision on a request in `state` ends its transfer as failed (a state tagged
 * `transferFailed`): a rejection of an approved withdrawal is "the transfer could not be sent"
 * (spec §8 Funds), and the console names the button and the question after that.
 */
export function decisionFailsTransfer(
  kind: ReviewKind,
  state: string,
  decision: ReviewDecision,
): boolean {
  const type = REVIEWS[kind].events[decision]
  if (type === undefined || !offersDecision(kind, state, decision)) return false
  const machine = REVIEWS[kind].machine
  const event = { type, reason: 'why' }
  // The state takes the event (offersDecision) and the reason its guards ask for is given.
  const snapshot = machine.resolveState({ value: state, context: {} })
  const [next] = transition(machine, snapshot, event)
  return next.hasTag('transferFailed')
}
