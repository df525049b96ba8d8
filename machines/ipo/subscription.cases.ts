import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import {
  type SubscriptionEvent,
  type SubscriptionState,
  subscriptionActions,
  subscriptionMachine,
} from './subscription.ts'

/**
 * A new-share subscription's life (spec §4 Subscription, §4 Orders, decision 0011), written from
 * the spec and the decision: 1,000 shares asked for; each row the events from the form on and
 * the state the subscription must then be in — with the shares a win allots at one, at the 1,000
 * asked for, and one either side of each.
 */

const ASKED = 1_000
const subscribed: SubscriptionEvent[] = [{ type: 'ipo.subscribe' }]
const won = (shares: number): SubscriptionEvent[] => [
  ...subscribed,
  { type: 'ipo.drawWon', shares },
]
const announced: SubscriptionEvent[] = [...won(ASKED), { type: 'ipo.announce' }]
const run = (events: SubscriptionEvent[]): Partial<LifecycleRun> => ({
  input: { requestedShares: ASKED },
  events,
})

interface ActionFacts {
  state: SubscriptionState
}

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the subscription', subscriptionMachine, [
    rule(EVERY_RULE, 'spec §4 Subscription, decision 0011', [
      { name: 'the form, not yet sent', change: run([]), expect: 'toSubscribe' },
      { name: 'subscribed: pending the draw', change: run(subscribed), expect: 'pendingDraw' },
      {
        name: 'a win before subscribing: refused',
        change: run([{ type: 'ipo.drawWon', shares: 10 }]),
        expect: 'toSubscribe',
      },
      { name: 'won, announced: pending payment', change: run(announced), expect: 'pendingPayment' },
      {
        name: 'won, announced, paid',
        change: run([...announced, { type: 'ipo.pay' }]),
        expect: 'paid',
      },
      {
        name: 'won, announced, waived',
        change: run([...announced, { type: 'ipo.waive' }]),
        expect: 'waived',
      },
      {
        name: 'won, paid before the announcement: refused',
        change: run([...won(ASKED), { type: 'ipo.pay' }]),
        expect: 'won',
      },
      {
        name: 'not won',
        change: run([...subscribed, { type: 'ipo.drawLost' }]),
        expect: 'notWon',
      },
      {
        name: 'not won, announced: the money returned',
        change: run([...subscribed, { type: 'ipo.drawLost' }, { type: 'ipo.announce' }]),
        expect: 'fundsReturned',
      },
      {
        name: 'paid, then paid again: nothing more',
        change: run([...announced, { type: 'ipo.pay' }, { type: 'ipo.pay' }]),
        expect: 'paid',
      },
    ]),
    rule('allotmentWithinRequest', 'spec §4 Subscription, decision 0011', [
      ...boundary(
        `a win against the ${ASKED} shares asked for`,
        counts(ASKED, 'share'),
        (shares) => run(won(shares)),
        { below: 'won', at: 'won', above: 'pendingDraw' },
      ),
      ...boundary(
        'a win, of one share at least',
        counts(1, 'share'),
        (shares) => run(won(shares)),
        {
          below: 'pendingDraw',
          at: 'won',
          above: 'won',
        },
      ),
      { name: 'a win of 10.5 shares', change: run(won(10.5)), expect: 'pendingDraw' },
      { name: 'a win of minus 10 shares', change: run(won(-10)), expect: 'pendingDraw' },
      { name: 'a win of no number', change: run(won(Number.NaN)), expect: 'pendingDraw' },
    ]),
    rule('hasReason', 'not in the spec', [
      {
        name: 'rejected with a reason',
        change: run([...subscribed, { type: 'ipo.reject', reason: 'Documents incomplete.' }]),
        expect: 'rejected',
      },
      {
        name: 'rejected with an empty reason: refused',
        change: run([...subscribed, { type: 'ipo.reject', reason: '' }]),
        expect: 'pendingDraw',
      },
      {
        name: 'rejected with only spaces for a reason: refused',
        change: run([...subscribed, { type: 'ipo.reject', reason: '  ' }]),
        expect: 'pendingDraw',
      },
      {
        name: 'rejected without a reason: refused',
        change: run([...subscribed, { type: 'ipo.reject' }]),
        expect: 'pendingDraw',
      },
      {
        name: 'rejected after the win, with a reason: refused',
        change: run([...won(ASKED), { type: 'ipo.reject', reason: 'Documents incomplete.' }]),
        expect: 'won',
      },
    ]),
  ]),
  guardTable(
    'subscriptionActions',
    (f: ActionFacts) => subscriptionActions(f.state, ASKED).pay,
    { state: 'pendingPayment' },
    'spec §4 Orders: an order not in subscription-payment state cannot be repeated',
    [
      { name: 'pending payment: pay offered', change: {}, expect: true },
      { name: 'won, not yet announced', change: { state: 'won' }, expect: false },
      { name: 'pending the draw', change: { state: 'pendingDraw' }, expect: false },
      { name: 'already paid', change: { state: 'paid' }, expect: false },
      { name: 'waived', change: { state: 'waived' }, expect: false },
    ],
  ),
  guardTable(
    'subscriptionActions: waive',
    (f: ActionFacts) => subscriptionActions(f.state, ASKED).waive,
    { state: 'pendingPayment' },
    'spec §4 Orders: an order not in subscription-payment state cannot be repeated',
    [
      { name: 'pending payment: waive offered', change: {}, expect: true },
      { name: 'not won', change: { state: 'notWon' }, expect: false },
      { name: 'already waived', change: { state: 'waived' }, expect: false },
    ],
  ),
]
