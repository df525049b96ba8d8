import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { type PlanFormFacts, type PlanSliceFacts, planFormGate } from './planForm.ts'

/**
 * The savings plan form (issue 52 item 2 and 4; decision 0073 where the issue is silent), written
 * from those sources: three instruments in euros at 50 / 30 / 20 %, 25 € monthly on the 5th against
 * a minimum of 10 €; then each rule at its edges — 20 and 21 instruments, a weight of 1 % and 0.9 %,
 * weights of 99.9, 100 and 100.1 %, a cent around the minimum, days 28 and 29, Friday and Saturday.
 */

const slice = (code: string, weight: string, change: Partial<PlanSliceFacts> = {}) => ({
  code,
  weight,
  currency: 'EUR',
  buyable: true,
  ...change,
})

const base: PlanFormFacts = {
  noTrade: false,
  name: 'My pie',
  slices: [slice('VWCE', '50'), slice('SXRT', '30'), slice('SAN', '20')],
  amount: '25.00',
  minContribution: '10.00',
  schedule: 'monthly',
  runDay: 5,
}

/** `n` instruments of equal weight in tenths that sum to 100 % (the first takes the rest). */
function instruments(n: number) {
  const tenths = Math.floor(1000 / n)
  return Array.from({ length: n }, (_, i) =>
    slice(`E${i}`, String((i === 0 ? 1000 - tenths * (n - 1) : tenths) / 10)),
  )
}

/** The three slices with the last one's weight set, the first making up the rest to `total`. */
const weights = (last: string, first = '50') => [
  slice('VWCE', first),
  slice('SXRT', '30'),
  slice('SAN', last),
]

export const decisionTables: DecisionTable[] = [
  gateTable('the plan form', planFormGate, base, [
    rule(EVERY_RULE, 'issue 52, decision 0073', [
      { name: 'three euro instruments, 25 € monthly on the 5th', change: {}, expect: 'allowed' },
      {
        name: 'barred and nameless: the restriction first',
        change: { noTrade: true, name: '' },
        expect: 'barred',
      },
      {
        name: 'nameless and empty: the name first',
        change: { name: '', slices: [] },
        expect: 'nameInvalid',
      },
      {
        name: 'a dollar ETF with a weight of 0: the currency first',
        change: { slices: [slice('VWCE', '100'), slice('SPY', '0', { currency: 'USD' })] },
        expect: 'mixedCurrencies',
      },
      {
        name: 'weights making 90 % and a cent under the minimum: the weights first',
        change: { slices: weights('10'), amount: '9.99' },
        expect: 'weightsNotFull',
      },
      {
        name: 'weekly on a Wednesday',
        change: { schedule: 'weekly', runDay: 3 },
        expect: 'allowed',
      },
    ]),
    rule('planBarred', 'spec §6 Account restrictions', [
      { name: 'barred from trading by the operator', change: { noTrade: true }, expect: 'barred' },
    ]),
    rule('planNameInvalid', 'not in the spec (decision 0073)', [
      { name: 'no name', change: { name: '' }, expect: 'nameInvalid' },
      { name: 'only spaces', change: { name: '   ' }, expect: 'nameInvalid' },
      { name: '40 characters', change: { name: 'x'.repeat(40) }, expect: 'allowed' },
      { name: '41 characters', change: { name: 'x'.repeat(41) }, expect: 'nameInvalid' },
      { name: '40 Chinese characters', change: { name: '定'.repeat(40) }, expect: 'allowed' },
      {
        name: '40 characters with spaces around them (trimmed)',
        change: { name: ` ${'x'.repeat(40)} ` },
        expect: 'allowed',
      },
    ]),
    rule('planEmpty', 'not in the spec (decision 0073)', [
      { name: 'no instrument', change: { slices: [] }, expect: 'empty' },
      { name: 'one at 100 %', change: { slices: [slice('VWCE', '100')] }, expect: 'allowed' },
    ]),
    rule('planTooManyInstruments', 'not in the spec (issue 52)', [
      ...boundary(
        'instruments against 20',
        counts(20, 'instrument'),
        (n) => ({ slices: instruments(n) }),
        {
          below: 'allowed',
          at: 'allowed',
          above: 'tooMany',
        },
      ),
    ]),
    rule('planInstrumentTwice', 'not in the spec (decision 0073)', [
      {
        name: 'VWCE twice, at 50 and 20 %',
        change: { slices: [slice('VWCE', '50'), slice('SXRT', '30'), slice('VWCE', '20')] },
        expect: 'twice',
      },
    ]),
    rule('planMixedCurrencies', 'not in the spec (issue 52)', [
      {
        name: 'a US ETF in dollars among euro ones',
        change: {
          slices: [
            slice('VWCE', '50'),
            slice('SXRT', '30'),
            slice('SPY', '20', { currency: 'USD' }),
          ],
        },
        expect: 'mixedCurrencies',
      },
      {
        name: 'an index, which has no currency',
        change: { slices: [slice('VWCE', '80'), slice('IBEX', '20', { currency: null })] },
        expect: 'mixedCurrencies',
      },
      {
        name: 'an index alone (no currency)',
        change: { slices: [slice('IBEX', '100', { currency: null })] },
        expect: 'mixedCurrencies',
      },
      {
        name: 'all in dollars',
        change: {
          slices: [
            slice('SPY', '50', { currency: 'USD' }),
            slice('AAPL', '50', { currency: 'USD' }),
          ],
        },
        expect: 'allowed',
      },
    ]),
    rule('planInstrumentNotBuyable', 'not in the spec (issue 52, decision 0073)', [
      {
        name: 'a suspended share',
        change: {
          slices: [
            slice('VWCE', '50'),
            slice('SXRT', '30'),
            slice('HLZ', '20', { buyable: false }),
          ],
        },
        expect: 'notBuyable',
      },
    ]),
    rule('planWeightInvalid', 'not in the spec (decision 0073)', [
      {
        name: 'a weight of exactly 1 %',
        change: { slices: weights('1', '69') },
        expect: 'allowed',
      },
      {
        name: 'a weight of 0.9 %',
        change: { slices: weights('0.9', '69.1') },
        expect: 'weightInvalid',
      },
      { name: 'a weight of 0', change: { slices: weights('0', '70') }, expect: 'weightInvalid' },
      {
        name: 'two decimals (19.95 %)',
        change: { slices: weights('19.95', '50.05') },
        expect: 'weightInvalid',
      },
      {
        name: 'a comma (20,5)',
        change: { slices: weights('20,5', '49.5') },
        expect: 'weightInvalid',
      },
      { name: 'a negative weight', change: { slices: weights('-20') }, expect: 'weightInvalid' },
      { name: 'empty', change: { slices: weights('') }, expect: 'weightInvalid' },
      {
        name: 'one instrument at 101 %',
        change: { slices: [slice('VWCE', '101')] },
        expect: 'weightInvalid',
      },
    ]),
    rule('planWeightsNotFull', 'not in the spec (issue 52)', [
      {
        name: 'weights making 99.9 %',
        change: { slices: weights('19.9') },
        expect: 'weightsNotFull',
      },
      {
        name: 'weights making 100 % with a tenth',
        change: { slices: weights('19.9', '50.1') },
        expect: 'allowed',
      },
      {
        name: 'weights making 100.1 %',
        change: { slices: weights('20.1') },
        expect: 'weightsNotFull',
      },
    ]),
    rule('planAmountInvalid', 'not in the spec (decision 0073)', [
      { name: 'no amount', change: { amount: '' }, expect: 'amountInvalid' },
      { name: 'three decimals', change: { amount: '25.005' }, expect: 'amountInvalid' },
      {
        name: 'a comma (not turned into a dot)',
        change: { amount: '25,00' },
        expect: 'amountInvalid',
      },
      { name: 'zero', change: { amount: '0' }, expect: 'amountInvalid' },
      { name: 'exactly 1,000,000', change: { amount: '1000000.00' }, expect: 'allowed' },
      { name: 'a cent over 1,000,000', change: { amount: '1000000.01' }, expect: 'amountInvalid' },
      { name: 'a whole number (25)', change: { amount: '25' }, expect: 'allowed' },
    ]),
    rule('planBelowMinimum', 'not in the spec (issue 52)', [
      ...boundary(
        'a contribution against the 10.00 minimum',
        cents('10.00'),
        (amount) => ({ amount }),
        {
          below: 'belowMinimum',
          at: 'allowed',
          above: 'allowed',
        },
      ),
    ]),
    rule('planRunDayInvalid', 'not in the spec (decision 0073)', [
      ...boundary('a monthly plan’s day against 28', counts(28, 'day'), (runDay) => ({ runDay }), {
        below: 'allowed',
        at: 'allowed',
        above: 'runDayInvalid',
      }),
      { name: 'monthly on day 0', change: { runDay: 0 }, expect: 'runDayInvalid' },
      { name: 'monthly on the 1st', change: { runDay: 1 }, expect: 'allowed' },
      {
        name: 'weekly on a Friday (5)',
        change: { schedule: 'weekly', runDay: 5 },
        expect: 'allowed',
      },
      {
        name: 'weekly on a Saturday (6)',
        change: { schedule: 'weekly', runDay: 6 },
        expect: 'runDayInvalid',
      },
      {
        name: 'every two weeks on a Monday (1)',
        change: { schedule: 'biweekly', runDay: 1 },
        expect: 'allowed',
      },
      {
        name: 'every two weeks on the 10th (not a weekday)',
        change: { schedule: 'biweekly', runDay: 10 },
        expect: 'runDayInvalid',
      },
      { name: 'a day of 5.5', change: { runDay: 5.5 }, expect: 'runDayInvalid' },
    ]),
  ]),
]
