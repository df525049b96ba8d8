import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  hundredths,
  rule,
} from '../decisionTable.ts'
import { type AlertFacts, alertGate } from './calls.ts'
import { MAX_ACTIVE_ALERTS, MAX_MOVE_PERCENT } from './priceAlert.ts'

/**
 * Setting a price alert (issue 25, decision 0051), written from the issue: a rise to 10.50 on a
 * share at 10.00, no alert active yet; then each rule, with the level a cent either side of the
 * price, the move at its most and the active alerts at their most.
 */

const base: AlertFacts = { kind: 'above', level: '10.50', lastPrice: '10.00', activeCount: 0 }

export const decisionTables: DecisionTable[] = [
  gateTable('the alert form', alertGate, base, [
    rule(EVERY_RULE, 'not in the spec (issue 25, decision 0051)', [
      { name: 'a rise to 10.50 above a price of 10.00', change: {}, expect: 'allowed' },
      { name: 'a fall to 9.50', change: { kind: 'below', level: '9.50' }, expect: 'allowed' },
      { name: 'a move of 5 %', change: { kind: 'move', level: '5' }, expect: 'allowed' },
      {
        name: 'a new 52-week high, no level',
        change: { kind: 'high52w', level: '' },
        expect: 'allowed',
      },
      {
        name: 'a new 52-week low, no level',
        change: { kind: 'low52w', level: '' },
        expect: 'allowed',
      },
      {
        name: 'no price and too many alerts: the price first',
        change: { lastPrice: null, activeCount: MAX_ACTIVE_ALERTS },
        expect: 'noPrice',
      },
      {
        name: 'too many alerts and a level of zero: the count first',
        change: { activeCount: MAX_ACTIVE_ALERTS, level: '0' },
        expect: 'tooMany',
      },
    ]),
    rule('alertWithoutPrice', 'spec §8 Trading', [
      { name: 'no current price', change: { lastPrice: null }, expect: 'noPrice' },
      {
        name: 'a 52-week high with no current price',
        change: { kind: 'high52w', level: '', lastPrice: null },
        expect: 'noPrice',
      },
    ]),
    rule('tooManyAlerts', 'not in the spec (issue 25)', [
      ...boundary(
        `active alerts against the most, ${MAX_ACTIVE_ALERTS}`,
        counts(MAX_ACTIVE_ALERTS, 'alert'),
        (activeCount) => ({ activeCount }),
        { below: 'allowed', at: 'tooMany', above: 'tooMany' },
      ),
    ]),
    rule('alertLevelNotValid', 'spec §5 Trading', [
      { name: 'a level of zero', change: { level: '0' }, expect: 'levelInvalid' },
      { name: 'no level for a rise', change: { level: '' }, expect: 'levelInvalid' },
      {
        name: 'a word for a level',
        change: { kind: 'below', level: 'low' },
        expect: 'levelInvalid',
      },
      ...boundary(
        `a move against its most, ${MAX_MOVE_PERCENT} %`,
        hundredths(MAX_MOVE_PERCENT, 'hundredth of a percent'),
        (level) => ({ kind: 'move' as const, level }),
        { below: 'allowed', at: 'allowed', above: 'levelInvalid' },
      ),
      { name: 'a move of 0 %', change: { kind: 'move', level: '0' }, expect: 'levelInvalid' },
    ]),
    rule('alertAlreadyReached', 'not in the spec (issue 25)', [
      ...boundary('a rise against the price of 10.00', cents('10.00'), (level) => ({ level }), {
        below: 'alreadyReached',
        at: 'alreadyReached',
        above: 'allowed',
      }),
      ...boundary(
        'a fall against the price of 10.00',
        cents('10.00'),
        (level) => ({ kind: 'below' as const, level }),
        { below: 'allowed', at: 'alreadyReached', above: 'alreadyReached' },
      ),
    ]),
  ]),
]
