import { assign } from 'xstate'
import { setup } from '../setup.ts'
import {
  type CreditStandingFacts,
  creditNotActivated,
  loanRequestPending,
  loanStillOwed,
} from './loanForms.ts'

export type CreditScreenEvent =
  /** A fresh `loan/rating` answer (after a request, a repayment or a refresh), as its facts. */
  { type: 'rating.loaded'; standing: CreditStandingFacts }

/**
 * What the credit-loan screen offers (spec §2 Credit loan), decided from the borrower's standing
 * by the same guards as the loan-request gate, in its order: activate credit first, repay the
 * loan owed, wait while a request is under review, or borrow. Every fresh rating decides again.
 */
export const creditScreenMachine = setup({
  types: {
    context: {} as CreditStandingFacts,
    input: {} as CreditStandingFacts,
    events: {} as CreditScreenEvent,
  },
  actions: {
    keepStanding: assign(({ event }) => ({ ...event.standing })),
  },
  guards: {
    // spec §2 Credit loan, §9: a loan needs credit activated first
    creditNotActivated: ({ context }) => creditNotActivated(context),
    // spec §5 Credit, §8: an outstanding loan blocks a new one until it is repaid
    loanStillOwed: ({ context }) => loanStillOwed(context),
    // spec §5 Credit, §8: a pending-review request blocks a new request
    loanRequestPending: ({ context }) => loanRequestPending(context),
  },
}).createMachine({
  id: 'creditScreen',
  description:
    'The credit-loan screen: activate credit first, repay the loan owed, wait while a request is under review, or borrow; every fresh rating decides again.',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  on: { 'rating.loaded': { target: '.deciding', actions: 'keepStanding' } },
  states: {
    deciding: {
      description: 'Reads the standing and moves at once to what the borrower may do.',
      always: [
        { guard: 'creditNotActivated', target: 'activate' },
        { guard: 'loanStillOwed', target: 'repay' },
        { guard: 'loanRequestPending', target: 'pendingReview' },
        { target: 'borrow' },
      ],
    },
    activate: {
      tags: ['activate'],
      description: 'Credit is not active: the screen leads to the activation conditions.',
    },
    repay: {
      tags: ['repay'],
      description: 'A loan is owed: the loan and the repayment form are shown.',
    },
    pendingReview: {
      tags: ['pending'],
      description: 'A request is under review: the screen says so and offers nothing to send.',
    },
    borrow: {
      tags: ['borrow'],
      description: 'Nothing owed or pending: the loan-request form is shown.',
    },
  },
})

type CreditScreenSnapshot = { hasTag(tag: string): boolean }

/** What a view reads of the credit screen, by tag (never by state name). */
export const creditScreenSelectors = {
  mustActivate: (s: CreditScreenSnapshot) => s.hasTag('activate'),
  canBorrow: (s: CreditScreenSnapshot) => s.hasTag('borrow'),
  isPendingReview: (s: CreditScreenSnapshot) => s.hasTag('pending'),
  mustRepay: (s: CreditScreenSnapshot) => s.hasTag('repay'),
}
