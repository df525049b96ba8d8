import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { LENDING_MIN_AMOUNT } from '../rules.ts'
import { type LendingFacts, lendingGate } from './lendingGate.ts'

/**
 * Offering shares to the lending pool (spec §2 Stock lending, §5 Other, §8 Other), written from
 * the spec: 300 of 500 lots held, worth 2,556 €, the channel open and the pool with room; then
 * each rule, with the lots held, the minimum amount and the quota to the lot or the cent.
 */

const base: LendingFacts = {
  noTrade: false,
  lendable: true,
  channelOpen: true,
  lots: '300',
  heldLots: 500,
  amount: '2556.00',
  minAmount: LENDING_MIN_AMOUNT,
  quotaLeft: 100_000,
}

export const decisionTables: DecisionTable[] = [
  gateTable('the lending gate', lendingGate, base, [
    rule(EVERY_RULE, 'spec §2 Stock lending, §5 Other, §8 Other', [
      { name: '300 of 500 lots worth 2,556 €', change: {}, expect: 'allowed' },
      {
        name: 'barred and not lendable: the restriction first',
        change: { noTrade: true, lendable: false },
        expect: 'barred',
      },
      {
        name: 'not lendable and the channel closed: the position first',
        change: { lendable: false, channelOpen: false },
        expect: 'notLendable',
      },
      {
        name: 'the channel closed and no lots: the channel first',
        change: { channelOpen: false, lots: '' },
        expect: 'channelClosed',
      },
      {
        name: 'below the minimum and beyond the quota: the minimum first',
        change: { amount: '10.00', quotaLeft: 0 },
        expect: 'belowMinimum',
      },
    ]),
    rule('lenderBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('positionNotLendable', 'spec §2 Stock lending', [
      {
        name: 'a short, leveraged or already lent position',
        change: { lendable: false },
        expect: 'notLendable',
      },
    ]),
    rule('lendingChannelClosed', 'spec §8 Other', [
      {
        name: 'the share’s lending channel closed',
        change: { channelOpen: false },
        expect: 'channelClosed',
      },
    ]),
    rule('lendingLotsInvalid', 'spec §5 Trading', [
      ...boundary('lots offered, at least one', counts(1, 'lot'), (n) => ({ lots: String(n) }), {
        below: 'lotsInvalid',
        at: 'allowed',
        above: 'allowed',
      }),
      ...boundary(
        'lots offered against the 500 held',
        counts(500, 'lot'),
        (n) => ({ lots: String(n) }),
        {
          below: 'allowed',
          at: 'allowed',
          above: 'lotsInvalid',
        },
      ),
      { name: 'no lots typed', change: { lots: '' }, expect: 'lotsInvalid' },
      { name: 'half a lot', change: { lots: '0.5' }, expect: 'lotsInvalid' },
      { name: '300 lots typed with spaces around', change: { lots: ' 300 ' }, expect: 'allowed' },
    ]),
    rule('belowMinimumLending', 'spec §5 Other', [
      ...boundary(
        `what the lots are worth against the minimum of ${LENDING_MIN_AMOUNT}`,
        cents(LENDING_MIN_AMOUNT),
        (amount) => ({ amount }),
        { below: 'belowMinimum', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('lendingQuotaFull', 'spec §8 Other', [
      ...boundary(
        'the pool’s quota left against 300 lots offered',
        counts(300, 'lot'),
        (quotaLeft) => ({ quotaLeft }),
        { below: 'quotaFull', at: 'allowed', above: 'allowed' },
      ),
    ]),
  ]),
]
