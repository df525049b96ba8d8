import {
  boundary,
  cents,
  DAY_MS,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  MONDAY_10_MADRID,
  rule,
  seconds,
} from '../decisionTable.ts'
import { type FollowFacts, followGate } from './followGate.ts'

/**
 * Following a copy-trade fund (spec §3 Copy-trade product, §5 New shares, block trades and copy
 * trading, §8), written from the spec: 5,000 € into a fund with room, three days before its copy
 * deadline, funded; then each rule, with the deadline to the second and each amount to the cent.
 */

const DAY = DAY_MS
const NOW = MONDAY_10_MADRID
const DEADLINE = NOW + 3 * DAY

const base: FollowFacts = {
  noTrade: false,
  onShelf: true,
  now: NOW,
  deadlineAt: DEADLINE,
  amount: '5000.00',
  minAmount: '1000.00',
  roomLeft: '250000.00',
  available: '8000.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the follow gate', followGate, base, [
    rule(EVERY_RULE, 'spec §5 New shares, block trades and copy trading, §8', [
      { name: '5,000 € into a fund with room, funded', change: {}, expect: 'allowed' },
      {
        name: 'the amount typed with spaces around',
        change: { amount: ' 5000.00 ' },
        expect: 'allowed',
      },
      {
        name: 'barred and off the shelf: the restriction first',
        change: { noTrade: true, onShelf: false },
        expect: 'barred',
      },
      {
        name: 'off the shelf and past the deadline: the shelf first',
        change: { onShelf: false, now: DEADLINE + DAY },
        expect: 'offShelf',
      },
      {
        name: 'past the deadline and no amount: the deadline first',
        change: { now: DEADLINE + DAY, amount: '' },
        expect: 'deadlinePassed',
      },
      {
        name: 'below the minimum and unfunded: the minimum first',
        change: { amount: '500.00', available: '100.00' },
        expect: 'belowMinimum',
      },
      {
        name: 'beyond the fund’s room and unfunded: the room first',
        change: { roomLeft: '1000.00', available: '100.00' },
        expect: 'fundFull',
      },
    ]),
    rule('followerBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('productOffShelf', 'spec §8 Other', [
      { name: 'the product off the shelf', change: { onShelf: false }, expect: 'offShelf' },
    ]),
    rule('copyDeadlinePassed', 'spec §5 New shares, block trades and copy trading', [
      ...boundary('the copy deadline', seconds(DEADLINE), (now) => ({ now }), {
        below: 'allowed',
        at: 'deadlinePassed',
        above: 'deadlinePassed',
      }),
    ]),
    rule('followAmountInvalid', 'spec §5 Trading', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountInvalid' },
      { name: 'an amount of zero', change: { amount: '0.00' }, expect: 'amountInvalid' },
      {
        name: 'an amount with three decimals',
        change: { amount: '5000.001' },
        expect: 'amountInvalid',
      },
      { name: 'a negative amount', change: { amount: '-5000' }, expect: 'amountInvalid' },
    ]),
    rule('belowMinimumFollow', 'spec §5 New shares, block trades and copy trading', [
      ...boundary(
        'the amount against the product’s minimum of 1000.00',
        cents('1000.00'),
        (amount) => ({ amount }),
        { below: 'belowMinimum', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('fundSizeReached', 'spec §3 Copy-trade product', [
      ...boundary(
        'the fund’s room left against an amount of 5000.00',
        cents('5000.00'),
        (roomLeft) => ({ roomLeft }),
        { below: 'fundFull', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('followUnfunded', 'spec §8 Funds', [
      ...boundary(
        'the available balance against an amount of 5000.00',
        cents('5000.00'),
        (available) => ({ available }),
        { below: 'insufficient', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
]
