import { hasReason } from '../funds/review.ts'
import { canStep } from '../lifecycle.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

/** What a subscription carries through its life: the shares it asked for. */
export interface SubscriptionContext {
  requestedShares: number
}

export type SubscriptionEvent =
  | { type: 'ipo.subscribe' }
  /** The draw (or the placement's allotment by the back office) gives `shares`. */
  | { type: 'ipo.drawWon'; shares: number }
  | { type: 'ipo.drawLost' }
  /** The back office publishes the results: winners are asked to pay, the rest is refunded. */
  | { type: 'ipo.announce' }
  | { type: 'ipo.pay' }
  | { type: 'ipo.waive' }
  | { type: 'ipo.reject'; reason?: string }

/** spec §4 Orders: an order not in subscription-payment state cannot be paid or waived again. */
const NOT_PAYABLE: Partial<Record<SubscriptionEvent['type'], ServerMessageCode>> = {
  'ipo.pay': 'order.notAwaitingPayment',
  'ipo.waive': 'order.notAwaitingPayment',
}

/** The states a stored subscription can be in: every state but the form before it exists. */
export const STORED_SUBSCRIPTION_STATES = [
  'pendingDraw',
  'won',
  'notWon',
  'pendingPayment',
  'paid',
  'waived',
  'rejected',
  'fundsReturned',
] as const
export const SUBSCRIPTION_STATES = ['toSubscribe', ...STORED_SUBSCRIPTION_STATES] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

/**
 * A new-share subscription (spec §4 Subscription), the server's authority: made with money
 * frozen, drawn by lottery (or allotted by the back office for a placement), announced, then paid
 * or waived by a winner, refunded to everyone else. No `invoke` and no `after`: the draw and the
 * announcement arrive as events, so the graph can be walked.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    input: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  guards: {
    // spec §4 Subscription, decision 0011: a win allots a whole number of shares, at most the ones asked for
    allotmentWithinRequest: ({ context, event }) =>
      event.type === 'ipo.drawWon' &&
      Number.isInteger(event.shares) &&
      event.shares > 0 &&
      event.shares <= context.requestedShares,
    hasReason,
  },
}).createMachine({
  id: 'subscription',
  description:
    'A new-share subscription: made with its amount frozen, pending the draw; a winner pays or waives once the results are announced; a subscription that does not win, or that the reviewer rejects, gets its money back.',
  context: ({ input }) => ({ requestedShares: input.requestedShares }),
  initial: 'toSubscribe',
  states: {
    toSubscribe: {
      description: 'To subscribe: the share is open and the user fills in the application form.',
      meta: { refusals: NOT_PAYABLE },
      on: { 'ipo.subscribe': 'pendingDraw' },
    },
    pendingDraw: {
      description:
        'Pending draw: the subscription amount is frozen until the draw (spec §4 pending draw).',
      meta: { refusals: NOT_PAYABLE },
      on: {
        'ipo.drawWon': { guard: 'allotmentWithinRequest', target: 'won' },
        'ipo.drawLost': 'notWon',
        'ipo.reject': { guard: 'hasReason', target: 'rejected' },
      },
    },
    won: {
      description: 'Won: shares are allotted; payment opens when the results are announced.',
      meta: { refusals: NOT_PAYABLE },
      on: { 'ipo.announce': 'pendingPayment' },
    },
    notWon: {
      description: 'Not won: the money returns when the results are announced.',
      meta: { refusals: NOT_PAYABLE },
      on: { 'ipo.announce': 'fundsReturned' },
    },
    pendingPayment: {
      description:
        'Pending payment: the winner pays for the allotted shares, or waives (abstains).',
      on: { 'ipo.pay': 'paid', 'ipo.waive': 'waived' },
    },
    paid: {
      type: 'final',
      description: 'Paid: the allotted shares are in the holdings.',
      meta: { refusals: NOT_PAYABLE },
    },
    waived: {
      type: 'final',
      description:
        'Waived (abstained): the frozen money returns, less the forfeit the product sets.',
      meta: { refusals: NOT_PAYABLE },
    },
    rejected: {
      type: 'final',
      description: 'Rejected by the reviewer, with a reason: the frozen money returns at once.',
      meta: { refusals: NOT_PAYABLE },
    },
    fundsReturned: {
      type: 'final',
      description: 'Funds returned: the subscription did not win and its money is available again.',
      meta: { refusals: NOT_PAYABLE },
    },
  },
})

/** What the positions screen offers for a subscription: the events the machine accepts now. */
export function subscriptionActions(state: SubscriptionState, requestedShares: number) {
  const context: SubscriptionContext = { requestedShares }
  return {
    pay: canStep(subscriptionMachine, state, { type: 'ipo.pay' }, context),
    waive: canStep(subscriptionMachine, state, { type: 'ipo.waive' }, context),
  }
}
