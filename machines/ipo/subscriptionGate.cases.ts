import {
  boundary,
  cents,
  counts,
  DAY_MS,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  MONDAY_10_MADRID,
  rule,
  seconds,
} from '../decisionTable.ts'
import { IPO_MAX_SUBSCRIPTIONS, IPO_MIN_SHARES } from '../rules.ts'
import { type SubscriptionFacts, subscriptionGate } from './subscriptionGate.ts'

/**
 * Subscribing to a new share (spec §3 New share, §5 New shares, §8 Trading), written from the
 * spec: a first subscription of the minimum, inside the application period, well before listing,
 * funded; then each rule, with the period's opening, closing and listing instants to the second.
 */

const DAY = DAY_MS
const NOW = MONDAY_10_MADRID
const OPENS = NOW - DAY
const CLOSES = NOW + 2 * DAY
const LISTS = NOW + 10 * DAY

const base: SubscriptionFacts = {
  noTrade: false,
  channelOpen: true,
  now: NOW,
  opensAt: OPENS,
  closesAt: CLOSES,
  listingAt: LISTS,
  subscriptionsSoFar: 0,
  maxSubscriptions: IPO_MAX_SUBSCRIPTIONS,
  shares: String(IPO_MIN_SHARES),
  minShares: IPO_MIN_SHARES,
  tierMinAmount: '10000.00',
  amount: '25000.00',
  frozenNeeded: '25000.00',
  available: '30000.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the subscription gate', subscriptionGate, base, [
    rule(EVERY_RULE, 'spec §5 New shares, §8 Trading', [
      { name: 'a first subscription of 10,000 shares, funded', change: {}, expect: 'allowed' },
      {
        name: 'barred and the channel closed: the restriction is named first',
        change: { noTrade: true, channelOpen: false, now: OPENS - DAY },
        expect: 'barred',
      },
      {
        name: 'before the period, already subscribed: the period is named first',
        change: { now: OPENS - DAY, subscriptionsSoFar: 1 },
        expect: 'notStarted',
      },
      {
        name: 'listed and the period over: the listing is named first',
        change: { now: LISTS + DAY },
        expect: 'listed',
      },
      {
        name: 'too few shares, below the tier, unfunded: the shares first',
        change: { shares: '100', amount: '250.00', available: '0.00' },
        expect: 'belowMinShares',
      },
    ]),
    rule('subscriberBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('ipoChannelClosed', 'spec §8 Trading', [
      {
        name: 'the new-share channel closed',
        change: { channelOpen: false },
        expect: 'channelClosed',
      },
    ]),
    rule('beforeApplicationPeriod', 'spec §8 Trading', [
      ...boundary('the opening of the application period', seconds(OPENS), (now) => ({ now }), {
        below: 'notStarted',
        at: 'allowed',
        above: 'allowed',
      }),
    ]),
    rule('alreadyListed', 'spec §5 New shares', [
      ...boundary('the listing instant, after the period', seconds(LISTS), (now) => ({ now }), {
        below: 'ended',
        at: 'listed',
        above: 'listed',
      }),
      ...boundary(
        'a listing instant inside the period',
        seconds(NOW + DAY),
        (now) => ({ now, listingAt: NOW + DAY }),
        { below: 'allowed', at: 'listed', above: 'listed' },
      ),
    ]),
    rule('afterApplicationPeriod', 'spec §3 New share', [
      ...boundary('the closing of the application period', seconds(CLOSES), (now) => ({ now }), {
        below: 'allowed',
        at: 'ended',
        above: 'ended',
      }),
    ]),
    rule('subscriptionCountReached', 'spec §5 New shares', [
      ...boundary(
        `earlier subscriptions against the ${IPO_MAX_SUBSCRIPTIONS} allowed`,
        counts(IPO_MAX_SUBSCRIPTIONS, 'subscription'),
        (subscriptionsSoFar) => ({ subscriptionsSoFar }),
        { below: 'allowed', at: 'countReached', above: 'countReached' },
      ),
      {
        name: 'a share that allows three, two so far',
        change: { maxSubscriptions: 3, subscriptionsSoFar: 2 },
        expect: 'allowed',
      },
    ]),
    rule('sharesNotWhole', 'spec §5 Trading', [
      { name: 'one and a half shares', change: { shares: '1.5' }, expect: 'sharesInvalid' },
      { name: 'no shares typed', change: { shares: '' }, expect: 'sharesInvalid' },
      { name: 'zero shares', change: { shares: '0' }, expect: 'sharesInvalid' },
      { name: 'minus 10,000 shares', change: { shares: '-10000' }, expect: 'sharesInvalid' },
      { name: 'a word for shares', change: { shares: 'many' }, expect: 'sharesInvalid' },
      {
        name: 'the minimum typed with spaces around',
        change: { shares: ' 10000 ' },
        expect: 'allowed',
      },
      {
        name: 'a billion shares, beyond what can be typed',
        change: { shares: '1000000000' },
        expect: 'sharesInvalid',
      },
    ]),
    rule('belowMinimumShares', 'spec §5 New shares, §9', [
      ...boundary(
        `shares against the minimum of ${IPO_MIN_SHARES}`,
        counts(IPO_MIN_SHARES, 'share'),
        (shares) => ({ shares: String(shares) }),
        { below: 'belowMinShares', at: 'allowed', above: 'allowed' },
      ),
      {
        name: 'a product with a minimum of 500, 500 shares',
        change: { minShares: 500, shares: '500' },
        expect: 'allowed',
      },
    ]),
    rule('belowTierMinimum', 'spec §5 New shares', [
      ...boundary(
        'the amount against the tier’s minimum of 10000.00',
        cents('10000.00'),
        (amount) => ({ amount }),
        { below: 'belowTierMin', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('subscriptionUnfunded', 'spec §8 Funds', [
      ...boundary(
        'the available balance against the 25000.00 to freeze',
        cents('25000.00'),
        (available) => ({ available }),
        { below: 'insufficient', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
]
