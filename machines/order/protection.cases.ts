import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  hundredths,
  rule,
} from '../decisionTable.ts'
import { type ProtectionFacts, protectionGate } from './protection.ts'
import { TRAIL_PERCENT_MAX } from './stops.ts'

/**
 * A stop-loss, trailing stop and take-profit on a position (issue 25, decision 0049), written
 * from the issue: a long judged from 10.00 with a stop-loss at 9.50 and a take-profit at 11.00;
 * then each rule, with each stop a cent either side of the price and the trail at its limits.
 */

const base: ProtectionFacts = {
  direction: 'long',
  reference: '10.00',
  stopLoss: '9.50',
  takeProfit: '11.00',
  trailPercent: null,
}
const short = { direction: 'short' as const, stopLoss: '10.50', takeProfit: '9.00' }
const ISSUE_25 = 'not in the spec (issue 25)'

export const decisionTables: DecisionTable[] = [
  gateTable('the protection gate', protectionGate, base, [
    rule(EVERY_RULE, 'not in the spec (issue 25, decision 0049)', [
      { name: 'a long with a stop-loss and a take-profit', change: {}, expect: 'allowed' },
      { name: 'a short with a stop-loss and a take-profit', change: short, expect: 'allowed' },
      {
        name: 'everything removed, without a price',
        change: { reference: null, stopLoss: null, takeProfit: null },
        expect: 'allowed',
      },
      {
        name: 'no price and a stop-loss of zero: the price first',
        change: { reference: null, stopLoss: '0' },
        expect: 'noPrice',
      },
      {
        name: 'a take-profit of zero and a trail of 60 %: the price first',
        change: { takeProfit: '0', trailPercent: '60' },
        expect: 'protectionPriceInvalid',
      },
      {
        name: 'a trail of 60 % and a take-profit below: the trail first',
        change: { trailPercent: '60', takeProfit: '9.00' },
        expect: 'trailInvalid',
      },
      {
        name: 'a stop-loss above and a take-profit below: the stop-loss first',
        change: { stopLoss: '10.50', takeProfit: '9.00' },
        expect: 'stopLossSide',
      },
    ]),
    rule('noReferencePrice', 'spec §8 Trading', [
      {
        name: 'a stop-loss without a price',
        change: { reference: null, takeProfit: null },
        expect: 'noPrice',
      },
      {
        name: 'a take-profit without a price',
        change: { reference: null, stopLoss: null },
        expect: 'noPrice',
      },
      {
        name: 'a trailing stop without a price',
        change: { reference: null, stopLoss: null, takeProfit: null, trailPercent: '5' },
        expect: 'noPrice',
      },
    ]),
    rule('protectionPriceNotPositive', 'spec §5 Trading', [
      { name: 'a stop-loss of zero', change: { stopLoss: '0' }, expect: 'protectionPriceInvalid' },
      {
        name: 'a take-profit of zero',
        change: { takeProfit: '0.00' },
        expect: 'protectionPriceInvalid',
      },
      {
        name: 'a negative stop-loss',
        change: { stopLoss: '-1' },
        expect: 'protectionPriceInvalid',
      },
      {
        name: 'an empty stop-loss field: no stop-loss, not a price of zero',
        change: { stopLoss: '' },
        expect: 'allowed',
      },
    ]),
    rule('trailOutOfRange', ISSUE_25, [
      ...boundary(
        `a trailing stop against its most, ${TRAIL_PERCENT_MAX} %`,
        hundredths(TRAIL_PERCENT_MAX, 'hundredth of a percent'),
        (trailPercent) => ({ trailPercent, stopLoss: null }),
        { below: 'allowed', at: 'allowed', above: 'trailInvalid' },
      ),
      ...boundary(
        'a trailing stop above 0 %',
        hundredths('0.00', 'hundredth of a percent'),
        (trailPercent) => ({ trailPercent, stopLoss: null }),
        { below: 'trailInvalid', at: 'trailInvalid', above: 'allowed' },
      ),
    ]),
    rule('stopLossWrongSide', ISSUE_25, [
      ...boundary(
        'a long’s stop-loss against the price of 10.00',
        cents('10.00'),
        (stopLoss) => ({ stopLoss }),
        {
          below: 'allowed',
          at: 'stopLossSide',
          above: 'stopLossSide',
        },
      ),
      ...boundary(
        'a short’s stop-loss against the price of 10.00',
        cents('10.00'),
        (stopLoss) => ({ ...short, stopLoss }),
        { below: 'stopLossSide', at: 'stopLossSide', above: 'allowed' },
      ),
      {
        name: 'a trailing stop: the fixed stop-loss is not judged',
        change: { trailPercent: '5', stopLoss: '10.50' },
        expect: 'allowed',
      },
    ]),
    rule('takeProfitWrongSide', ISSUE_25, [
      ...boundary(
        'a long’s take-profit against the price of 10.00',
        cents('10.00'),
        (takeProfit) => ({ takeProfit }),
        {
          below: 'takeProfitSide',
          at: 'takeProfitSide',
          above: 'allowed',
        },
      ),
      ...boundary(
        'a short’s take-profit against the price of 10.00',
        cents('10.00'),
        (takeProfit) => ({ ...short, takeProfit }),
        { below: 'allowed', at: 'takeProfitSide', above: 'takeProfitSide' },
      ),
    ]),
  ]),
]
