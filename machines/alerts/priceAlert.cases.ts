import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  hundredths,
  type LifecycleRun,
  lifecycleTable,
  MONDAY_10_MADRID,
  rule,
} from '../decisionTable.ts'
import {
  type AlertKind,
  type AlertTerms,
  alertLevelInvalid,
  MAX_ACTIVE_ALERTS,
  moveAlertBounds,
  type PriceAlertEvent,
  priceAlertMachine,
} from './priceAlert.ts'

/**
 * A price alert (issue 25, decision 0051), written from the decision: a rise to 10.00, a fall to
 * 10.00, a new 52-week high over 12.00 and low under 8.00, a move of 5 % either way from 10.00
 * (9.50 and 10.50); each row the prices the sweep sends and the state the alert must then be in,
 * with each price a cent either side of the level. Then the levels the form refuses (spec §5
 * Trading: a price above 0; decision 0051: a move of at most 100 %) and the prices the screen
 * names for a move.
 */

const NOW = MONDAY_10_MADRID
const alert = (kind: AlertKind, level: string, reference = '10.00'): AlertTerms => ({
  kind,
  level,
  reference,
})
const price = (value: string): PriceAlertEvent => ({ type: 'alert.price', price: value, now: NOW })
const cancel: PriceAlertEvent = { type: 'alert.cancel', now: NOW }
const run = (input: AlertTerms, events: PriceAlertEvent[]): Partial<LifecycleRun> => ({
  input,
  events,
})
/** One price sent to an alert. */
const priced = (input: AlertTerms) => (value: string) => run(input, [price(value)])

const ISSUE_25 = 'not in the spec (issue 25), decision 0051'

interface LevelFacts {
  kind: AlertKind
  level: string
}

/** Whether the screen names `price` as one a move alert fires at (either way). */
const named = (f: AlertTerms & { price: string }) => moveAlertBounds(f).includes(f.price)

/** Whether a user may keep `count` active alerts. */
const mayKeep = (f: { count: number }) => f.count <= MAX_ACTIVE_ALERTS

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the price alert', priceAlertMachine, [
    rule(EVERY_RULE, ISSUE_25, [
      { name: 'just set: active', change: run(alert('above', '10.00'), []), expect: 'active' },
      {
        name: 'cancelled while active',
        change: run(alert('above', '10.00'), [cancel]),
        expect: 'cancelled',
      },
      {
        name: 'cancelled, then the price at the level: stays cancelled',
        change: run(alert('above', '10.00'), [cancel, price('10.00')]),
        expect: 'cancelled',
      },
      {
        name: 'prices under a rise, then at it: fired',
        change: run(alert('above', '10.00'), [price('9.00'), price('9.99'), price('10.00')]),
        expect: 'fired',
      },
      {
        name: 'fired, then cancelled: fired once and for all',
        change: run(alert('above', '10.00'), [price('10.00'), cancel]),
        expect: 'fired',
      },
    ]),
    rule('alertReached', ISSUE_25, [
      ...boundary(
        'a rise to 10.00, the price against it',
        cents('10.00'),
        priced(alert('above', '10.00')),
        {
          below: 'active',
          at: 'fired',
          above: 'fired',
        },
      ),
      ...boundary(
        'a fall to 10.00, the price against it',
        cents('10.00'),
        priced(alert('below', '10.00')),
        {
          below: 'fired',
          at: 'fired',
          above: 'active',
        },
      ),
      ...boundary(
        'a new 52-week high over 12.00, the price against it',
        cents('12.00'),
        priced(alert('high52w', '12.00')),
        { below: 'active', at: 'active', above: 'fired' },
      ),
      ...boundary(
        'a new 52-week low under 8.00, the price against it',
        cents('8.00'),
        priced(alert('low52w', '8.00')),
        { below: 'fired', at: 'active', above: 'active' },
      ),
      ...boundary(
        'a move of 5 % from 10.00, the price against 9.50',
        cents('9.50'),
        priced(alert('move', '5')),
        { below: 'fired', at: 'fired', above: 'active' },
      ),
      ...boundary(
        'a move of 5 % from 10.00, the price against 10.50',
        cents('10.50'),
        priced(alert('move', '5')),
        { below: 'active', at: 'fired', above: 'fired' },
      ),
      {
        name: 'a move of 5 % from 10.00, the price unchanged',
        change: run(alert('move', '5'), [price('10.00')]),
        expect: 'active',
      },
      {
        name: 'a move of 3 % from 4.520 (4.3844 to 4.6556): 4.384 is past the fall',
        change: run(alert('move', '3', '4.520'), [price('4.384')]),
        expect: 'fired',
      },
      {
        name: 'a move of 3 % from 4.520 (4.3844 to 4.6556): 4.385 is not',
        change: run(alert('move', '3', '4.520'), [price('4.385')]),
        expect: 'active',
      },
      {
        name: 'a move of 3 % from 4.520 (4.3844 to 4.6556): 4.655 is not past the rise',
        change: run(alert('move', '3', '4.520'), [price('4.655')]),
        expect: 'active',
      },
      {
        name: 'a move of 3 % from 4.520 (4.3844 to 4.6556): 4.656 is',
        change: run(alert('move', '3', '4.520'), [price('4.656')]),
        expect: 'fired',
      },
      {
        name: 'a move of 100 % from 10.00: 0.01 is not yet all of it',
        change: run(alert('move', '100'), [price('0.01')]),
        expect: 'active',
      },
      {
        name: 'a move of 100 % from 10.00: 20.00 is',
        change: run(alert('move', '100'), [price('20.00')]),
        expect: 'fired',
      },
    ]),
  ]),
  guardTable(
    'alertLevelInvalid',
    (f: LevelFacts) => alertLevelInvalid(f.kind, f.level),
    { kind: 'above', level: '10.00' },
    'spec §5 Trading: a price must be above 0 — decision 0051: a move of at most 100 %',
    [
      { name: 'a rise to 10.00', change: {}, expect: false },
      ...boundary('a rise’s level against 0', cents('0.00'), (level) => ({ level }), {
        below: true,
        at: true,
        above: false,
      }),
      ...boundary(
        'a fall’s level against 0',
        cents('0.00'),
        (level) => ({ kind: 'below' as const, level }),
        { below: true, at: true, above: false },
      ),
      ...boundary(
        'a move’s percent against its most, 100 % (decision 0051)',
        hundredths('100', 'hundredth of a percent'),
        (level) => ({ kind: 'move' as const, level }),
        { below: false, at: false, above: true },
      ),
      {
        name: 'a move of 0 %',
        change: { kind: 'move', level: '0' },
        expect: true,
      },
      {
        name: 'a move of 0.01 %',
        change: { kind: 'move', level: '0.01' },
        expect: false,
      },
      {
        name: 'a rise to 150.00: a price, not a percent',
        change: { level: '150.00' },
        expect: false,
      },
      {
        name: 'a 52-week high of 150.00',
        change: { kind: 'high52w', level: '150.00' },
        expect: false,
      },
      { name: 'a level that is not a number', change: { level: 'ten' }, expect: true },
      { name: 'no level', change: { level: '' }, expect: true },
    ],
  ),
  guardTable(
    'moveAlertBounds',
    named,
    { ...alert('move', '3', '4.520'), price: '4.384' },
    `${ISSUE_25}: the first price, in the reference’s decimals, at or past each bound`,
    [
      { name: '3 % from 4.520, the fall named at 4.384 (bound 4.3844)', change: {}, expect: true },
      { name: '3 % from 4.520, not at 4.383', change: { price: '4.383' }, expect: false },
      { name: '3 % from 4.520, not at 4.385', change: { price: '4.385' }, expect: false },
      {
        name: '3 % from 4.520, the rise named at 4.656 (bound 4.6556)',
        change: { price: '4.656' },
        expect: true,
      },
      { name: '3 % from 4.520, not at 4.655', change: { price: '4.655' }, expect: false },
      { name: '3 % from 4.520, not at 4.657', change: { price: '4.657' }, expect: false },
      {
        name: '5 % from 10.00, the fall named at its bound, 9.50',
        change: { level: '5', reference: '10.00', price: '9.50' },
        expect: true,
      },
      {
        name: '5 % from 10.00, the rise named at its bound, 10.50',
        change: { level: '5', reference: '10.00', price: '10.50' },
        expect: true,
      },
      {
        name: '5 % from 10.00, not at 9.49',
        change: { level: '5', reference: '10.00', price: '9.49' },
        expect: false,
      },
      {
        name: '5 % from 10.00, not at 10.51',
        change: { level: '5', reference: '10.00', price: '10.51' },
        expect: false,
      },
    ],
  ),
  guardTable(
    'MAX_ACTIVE_ALERTS',
    mayKeep,
    { count: 50 },
    'not in the spec (issue 25), decision 0051: a user may have at most 50 active alerts',
    boundary('active alerts against the most, 50', counts(50, 'alert'), (count) => ({ count }), {
      below: true,
      at: true,
      above: false,
    }),
  ),
]
