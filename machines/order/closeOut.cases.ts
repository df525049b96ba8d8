import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  guardTable,
  hundredths,
} from '../decisionTable.ts'
import { decimalToMinor } from '../money.ts'
import {
  closeOutPrice,
  closeOutReached,
  closesOutAtOpening,
  isMarginPosition,
  lossAtPrice,
  marginCallReached,
  marginRestored,
  type PositionExposure,
  type RiskLevels,
  riskLevelsValid,
} from './closeOut.ts'
import type { FeeRates } from './pricing.ts'
import { RISK_LEVELS } from './tradeRules.ts'

/**
 * The risk of a position on margin (issue 25, decision 0047), written from the decision: equity
 * is what closing now would return — the margin, plus the gain or less the loss, less the closing
 * fee and, on a purchase leg (a short's buy-back, decision 0008), the stamp duty; a margin call
 * below 0.75 of the margin, a close-out at or below 0.5 of it (ESMA), a call that ends once the
 * equity is back halfway to the whole margin. The base is one lot opened at 100.00 with 10×
 * leverage (10.00 of margin) and no fees, so a cent of price is a cent of equity: the call comes
 * under 7.50 of equity (a long at 97.50), the close-out at 5.00 (95.00), the call ends at 8.75
 * (98.75). Then fees, positions not on margin, and margins of an odd cent, whose shares fall
 * between two cents.
 */

const NO_FEES: FeeRates = { buyFee: '0', sellFee: '0', stampDuty: '0' }
/** A long closes by selling: its selling fee, no stamp duty; the buying fee set to catch a mix-up. */
const LONG_FEES: FeeRates = { buyFee: '0.05', sellFee: '0.01', stampDuty: '0.01' }
/** A short closes by buying back: its buying fee and the stamp duty, no selling fee. */
const SHORT_FEES: FeeRates = { buyFee: '0.01', sellFee: '0', stampDuty: '0.01' }

const long: PositionExposure = {
  direction: 'long',
  lots: 1,
  leverage: 10,
  amount: '100.00',
  margin: '10.00',
  fees: NO_FEES,
}
const short: PositionExposure = { ...long, direction: 'short' }
/** Shares bought outright: 1× and the whole amount paid. */
const outright: PositionExposure = { ...long, leverage: 1, margin: '100.00' }
/** A short sale without leverage: the whole amount as its margin. */
const shortOutright: PositionExposure = { ...outright, direction: 'short' }

interface RiskFacts {
  position: PositionExposure
  price: string
  levels: RiskLevels
}
/** The levels of decision 0047: a call under 0.75 of the margin, a close-out at 0.5 of it. */
const base: RiskFacts = { position: long, price: '100.00', levels: RISK_LEVELS }

const SOURCE = 'not in the spec (issue 25), decision 0047'
const ESMA = "not in the spec (issue 25, ESMA's retail margin close-out), decision 0047"

const onShort = (price: string) => ({ position: short, price })

/** The close-out price the ticket and the positions would show for a position. */
interface ShownFacts {
  position: PositionExposure
  levels: RiskLevels
  decimals: number
  shown: string | null
}
const shownBase: ShownFacts = { position: long, levels: RISK_LEVELS, decimals: 2, shown: '95.00' }
const closeOutPriceShown = (f: ShownFacts) =>
  closeOutPrice(f.position, f.levels, f.decimals) === f.shown

/** Whether closing at the price loses the whole margin, and no more (decision 0047). */
const losesWholeMargin = (f: RiskFacts) =>
  lossAtPrice(f.position, f.price) === decimalToMinor(f.position.margin)

export const decisionTables: DecisionTable[] = [
  guardTable('riskLevelsValid', riskLevelsValid, RISK_LEVELS as RiskLevels, SOURCE, [
    { name: 'the defaults: a call at 0.75, a close-out at 0.5', change: {}, expect: true },
    ...boundary(
      'the close-out level, above zero',
      hundredths('0.01'),
      (closeOutLevel) => ({ closeOutLevel }),
      { below: false, at: true, above: true },
    ),
    ...boundary(
      'the close-out level against the maintenance margin of 0.75',
      hundredths('0.75'),
      (closeOutLevel) => ({ closeOutLevel }),
      { below: true, at: false, above: false },
    ),
    ...boundary(
      'the maintenance margin against the whole margin (1)',
      hundredths('1.00'),
      (maintenanceMargin) => ({ maintenanceMargin }),
      { below: true, at: true, above: false },
    ),
  ]),
  guardTable('isMarginPosition', isMarginPosition, { direction: 'long', leverage: 1 }, SOURCE, [
    ...boundary(
      'a long’s leverage, watched from 2×',
      counts(2, 'point of leverage'),
      (leverage) => ({ leverage }),
      { below: false, at: true, above: true },
    ),
    { name: 'a short sale at 1×', change: { direction: 'short' }, expect: true },
  ]),
  guardTable(
    'marginCallReached',
    (f: RiskFacts) => marginCallReached(f.position, f.price, f.levels),
    base,
    SOURCE,
    [
      { name: 'at the opening price: the whole margin left', change: {}, expect: false },
      ...boundary(
        'a long’s price against 97.50, where 7.50 of the 10.00 is left',
        cents('97.50'),
        (price) => ({ price }),
        { below: true, at: false, above: false },
      ),
      ...boundary(
        'a short’s price against 102.50, where 7.50 of the 10.00 is left',
        cents('102.50'),
        onShort,
        { below: false, at: false, above: true },
      ),
      {
        name: 'shares bought outright, the price down to 0.01: not watched',
        change: { position: outright, price: '0.01' },
        expect: false,
      },
      {
        name: 'a short at 1× at 125.00: 75.00 of its 100.00 left',
        change: { position: shortOutright, price: '125.00' },
        expect: false,
      },
      {
        name: 'a short at 1× at 125.01: 74.99 of its 100.00 left',
        change: { position: shortOutright, price: '125.01' },
        expect: true,
      },
      {
        name: 'a long at 98.00 with a 1 % selling fee: 10.00 − 2.00 − 0.98 = 7.02 left',
        change: { position: { ...long, fees: LONG_FEES }, price: '98.00' },
        expect: true,
      },
      {
        name: 'a long at 98.60 with a 1 % selling fee and no stamp duty on a sale: 7.61 left',
        change: { position: { ...long, fees: LONG_FEES }, price: '98.60' },
        expect: false,
      },
      {
        name: 'a short at 100.40 with a 1 % buying fee and 1 % stamp duty: 10.00 − 0.40 − 2.00 = 7.60 left',
        change: {
          position: { ...short, fees: { ...SHORT_FEES, sellFee: '0.05' } },
          price: '100.40',
        },
        expect: false,
      },
      {
        name: 'a short at 101.00 with a 1 % buying fee and 1 % stamp duty: 10.00 − 1.00 − 2.02 = 6.98 left',
        change: { position: { ...short, fees: SHORT_FEES }, price: '101.00' },
        expect: true,
      },
      // A share of a margin of an odd cent falls between two cents: these rows compare the equity
      // with the share itself, as decision 0047 words it, not with the share rounded to a cent.
      {
        name: 'a margin of 10.03, its call under 7.5225: a long at 97.79 has 7.52 left',
        change: { position: { ...long, amount: '100.30', margin: '10.03' }, price: '97.79' },
        expect: true,
      },
      {
        name: 'a margin of 10.03, its call under 7.5225: a long at 97.80 has 7.53 left',
        change: { position: { ...long, amount: '100.30', margin: '10.03' }, price: '97.80' },
        expect: false,
      },
    ],
  ),
  guardTable(
    'closeOutReached',
    (f: RiskFacts) => closeOutReached(f.position, f.price, f.levels),
    base,
    ESMA,
    [
      { name: 'at the opening price: the whole margin left', change: {}, expect: false },
      {
        name: 'a long at 97.00, under a margin call: 7.00 left',
        change: { price: '97.00' },
        expect: false,
      },
      ...boundary(
        'a long’s price against 95.00, where half the margin (5.00) is left',
        cents('95.00'),
        (price) => ({ price }),
        { below: true, at: true, above: false },
      ),
      ...boundary(
        'a short’s price against 105.00, where half the margin (5.00) is left',
        cents('105.00'),
        onShort,
        { below: false, at: true, above: true },
      ),
      {
        name: 'shares bought outright, the price down to 0.01: never closed out',
        change: { position: outright, price: '0.01' },
        expect: false,
      },
      {
        name: 'a short at 1× at 149.99: 50.01 of its 100.00 left',
        change: { position: shortOutright, price: '149.99' },
        expect: false,
      },
      {
        name: 'a short at 1× at 150.00: 50.00 of its 100.00 left',
        change: { position: shortOutright, price: '150.00' },
        expect: true,
      },
      {
        name: 'a long at 95.90 with a 1 % selling fee: 10.00 − 4.10 − 0.96 = 4.94 left',
        change: { position: { ...long, fees: LONG_FEES }, price: '95.90' },
        expect: true,
      },
      {
        name: 'a short at 103.00 with a 1 % buying fee and 1 % stamp duty: 10.00 − 3.00 − 2.06 = 4.94 left',
        change: { position: { ...short, fees: SHORT_FEES }, price: '103.00' },
        expect: true,
      },
      // A share of a margin of an odd cent falls between two cents: these rows compare the equity
      // with the share itself, as decision 0047 words it, not with the share rounded to a cent.
      {
        name: 'a margin of 10.01, its close-out at 5.005: a long at 95.09 has 5.00 left',
        change: { position: { ...long, amount: '100.10', margin: '10.01' }, price: '95.09' },
        expect: true,
      },
      {
        name: 'a margin of 10.01, its close-out at 5.005: a long at 95.10 has 5.01 left',
        change: { position: { ...long, amount: '100.10', margin: '10.01' }, price: '95.10' },
        expect: false,
      },
    ],
  ),
  guardTable(
    'marginRestored',
    (f: RiskFacts) => marginRestored(f.position, f.price, f.levels),
    base,
    SOURCE,
    [
      { name: 'at the opening price: the whole margin back', change: {}, expect: true },
      ...boundary(
        'a long’s price against 98.75, where 8.75 is left (halfway from 7.50 to 10.00)',
        cents('98.75'),
        (price) => ({ price }),
        { below: false, at: true, above: true },
      ),
      ...boundary(
        'a short’s price against 101.25, where 8.75 is left (halfway from 7.50 to 10.00)',
        cents('101.25'),
        onShort,
        { below: true, at: true, above: false },
      ),
      // A share of a margin of an odd cent falls between two cents: these rows compare the equity
      // with the share itself, as decision 0047 words it, not with the share rounded to a cent.
      {
        name: 'a margin of 10.03, halfway from 7.5225 at 8.77625: a long at 99.04 has 8.77 left',
        change: { position: { ...long, amount: '100.30', margin: '10.03' }, price: '99.04' },
        expect: false,
      },
      {
        name: 'a margin of 10.03, halfway from 7.5225 at 8.77625: a long at 99.05 has 8.78 left',
        change: { position: { ...long, amount: '100.30', margin: '10.03' }, price: '99.05' },
        expect: true,
      },
    ],
  ),
  guardTable(
    'closeOutPrice',
    closeOutPriceShown,
    shownBase,
    `${ESMA}: the price shown is the one the close-out rule acts at`,
    [
      ...boundary(
        'a long’s close-out price, closed out at 95.00 and below',
        cents('95.00'),
        (shown) => ({ shown }),
        { below: false, at: true, above: false },
      ),
      ...boundary(
        'a short’s close-out price, closed out at 105.00 and above',
        cents('105.00'),
        (shown) => ({ shown, position: short }),
        { below: false, at: true, above: false },
      ),
      {
        name: 'prices of three decimals: 95.004 is worth 95.00 in cents, closed out',
        change: { decimals: 3, shown: '95.004' },
        expect: true,
      },
      {
        name: 'prices of three decimals: 95.005 is worth 95.01 in cents, not closed out',
        change: { decimals: 3, shown: '95.005' },
        expect: false,
      },
      {
        name: '100 lots at 100× with a 5 % selling fee: closed out up to 10.473, above the opening',
        change: {
          decimals: 3,
          shown: '10.473',
          position: {
            ...long,
            lots: 100,
            leverage: 100,
            amount: '1000.00',
            margin: '10.00',
            fees: { buyFee: '0', sellFee: '0.05', stampDuty: '0' },
          },
        },
        expect: true,
      },
      {
        name: '100 lots at 100× with a 5 % selling fee: 10.474 leaves 5.03, not closed out',
        change: {
          decimals: 3,
          shown: '10.474',
          position: {
            ...long,
            lots: 100,
            leverage: 100,
            amount: '1000.00',
            margin: '10.00',
            fees: { buyFee: '0', sellFee: '0.05', stampDuty: '0' },
          },
        },
        expect: false,
      },
      {
        name: 'shares bought outright: no close-out price',
        change: { position: outright, shown: null },
        expect: true,
      },
      {
        name: 'a position of no lots: no close-out price',
        change: { position: { ...long, lots: 0 }, shown: null },
        expect: true,
      },
    ],
  ),
  guardTable('lossAtPrice', losesWholeMargin, base, `${SOURCE}: never more than the margin`, [
    { name: 'at 95.00: 5.00 of the 10.00 lost', change: { price: '95.00' }, expect: false },
    ...boundary(
      'a long’s price against 90.00, where the whole margin is gone',
      cents('90.00'),
      (price) => ({ price }),
      { below: true, at: true, above: false },
    ),
    { name: 'a gap down to 50.00: still the margin', change: { price: '50.00' }, expect: true },
  ]),
  guardTable(
    'closesOutAtOpening',
    (f: RiskFacts) => closesOutAtOpening(f.position, f.price, f.levels),
    {
      position: {
        ...long,
        lots: 100,
        leverage: 10,
        amount: '1000.00',
        margin: '100.00',
        fees: { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.002' },
      },
      price: '10.00',
      levels: RISK_LEVELS,
    },
    ESMA,
    [
      {
        name: '100 lots at 10.00, 10×: 100.00 − 1.00 of selling fee left',
        change: {},
        expect: false,
      },
      {
        name: '100 lots at 10.00, 999× (1.00 of margin): the 1.00 selling fee takes it all',
        change: {
          position: {
            ...long,
            lots: 100,
            leverage: 999,
            amount: '1000.00',
            margin: '1.00',
            fees: { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.002' },
          },
        },
        expect: true,
      },
      {
        name: '100 lots at 10.00, 500× (2.00 of margin): 1.00 left, exactly half',
        change: {
          position: {
            ...long,
            lots: 100,
            leverage: 500,
            amount: '1000.00',
            margin: '2.00',
            fees: { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.002' },
          },
        },
        expect: true,
      },
      {
        name: '100 lots at 10.00, 2.02 of margin: 1.02 left, over half (1.01)',
        change: {
          position: {
            ...long,
            lots: 100,
            leverage: 495,
            amount: '1000.00',
            margin: '2.02',
            fees: { buyFee: '0.001', sellFee: '0.001', stampDuty: '0.002' },
          },
        },
        expect: false,
      },
    ],
  ),
]
