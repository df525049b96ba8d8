import type { CalendarId } from '../calendar/hours.ts'
import {
  boundary,
  cents,
  counts,
  DAY_MS,
  type DecisionTable,
  guardTable,
  MONDAY_10_MADRID,
  seconds,
} from '../decisionTable.ts'
import type { Direction } from './direction.ts'
import {
  dayTradeSessionOver,
  type LimitTerms,
  limitPriceIsPositive,
  limitReached,
  lockHasPassed,
  lotsAreWhole,
  needsMarginTrading,
  withinPriceLimit,
} from './guards.ts'
import type { PriceType } from './priceTypes.ts'

/**
 * The order rules as plain predicates (spec §4 Selling, §5 Trading, §8 Trading), written from
 * the spec: a buy limit order at 10.00, a lock that ends at Monday 10:00 in Madrid, a lot count,
 * a price band of 10 % around 10.00, and a day trade opened on Monday morning in Madrid (whose
 * session ends at 17:30, spec §9 Agreement terms); each at its threshold and one unit either side.
 */

const NOW = MONDAY_10_MADRID
/** Monday 2026-11-23, 17:30 in Madrid (16:30 UTC): the end of Madrid's session that day. */
const MADRID_CLOSE = Date.parse('2026-11-23T16:30:00Z')
/** Monday 2026-11-23, 16:00 in New York (21:00 UTC): the end of the regular US session. */
const NEW_YORK_CLOSE = Date.parse('2026-11-23T21:00:00Z')
/** Tuesday 2026-11-24, 00:00 UTC: the end of Monday for crypto, which trades all day. */
const CRYPTO_CLOSE = Date.parse('2026-11-24T00:00:00Z')

interface FillFacts extends LimitTerms {
  price: string
}
const buyAtTen: FillFacts = {
  direction: 'long',
  priceType: 'limit',
  limitPrice: '10.00',
  price: '10.00',
}
const shortAt = (price: string) => ({ direction: 'short' as Direction, price })

interface LockFacts {
  lockUntil: number | null
  now: number
}

const lockBase: LockFacts = { lockUntil: NOW, now: NOW }

interface LimitPriceFacts {
  priceType: PriceType
  price: string | null
}

interface BandFacts {
  price: string
  reference: string
  percent: string | null
}

const bandBase: BandFacts = { price: '10.00', reference: '10.00', percent: '10' }

interface DayTradeFacts {
  calendar: CalendarId
  filledAt: number
  now: number
}

export const decisionTables: DecisionTable[] = [
  guardTable(
    'limitReached',
    (f: FillFacts) => limitReached(f, f.price),
    buyAtTen,
    'not in the spec: a limit order fills when the price reaches it',
    [
      ...boundary(
        'the price against a buy limit of 10.00',
        cents('10.00'),
        (price) => ({ price }),
        { below: true, at: true, above: false },
      ),
      ...boundary('the price against a short sale’s limit of 10.00', cents('10.00'), shortAt, {
        below: false,
        at: true,
        above: true,
      }),
      {
        name: 'a buy stop-limit at a limit of 10.00, the price 10.01',
        change: { priceType: 'stopLimit', price: '10.01' },
        expect: false,
      },
      {
        name: 'a buy stop-limit at a limit of 10.00, the price 10.00',
        change: { priceType: 'stopLimit' },
        expect: true,
      },
      {
        name: 'a market order at 50.00: at whatever it is',
        change: { priceType: 'market', limitPrice: null, price: '50.00' },
        expect: true,
      },
      {
        name: 'a triggered stop order at 50.00: at whatever it is',
        change: { priceType: 'stop', limitPrice: null, price: '50.00' },
        expect: true,
      },
      {
        name: 'a short market order at 1.00: at whatever it is',
        change: { direction: 'short', priceType: 'market', limitPrice: null, price: '1.00' },
        expect: true,
      },
      {
        name: 'a market order that still carries a limit of 10.00, the price 50.00: the limit is not read',
        change: { priceType: 'market', price: '50.00' },
        expect: true,
      },
      {
        name: 'a buy limit order with no limit price set: nothing to wait for',
        change: { limitPrice: null, price: '50.00' },
        expect: true,
      },
    ],
  ),
  guardTable(
    'lockHasPassed',
    (f: LockFacts) => lockHasPassed(f.lockUntil, f.now),
    lockBase,
    'spec §4 Selling: only after the lock passes, either N minutes or T+N days',
    [
      ...boundary('now against the end of the lock', seconds(NOW), (now) => ({ now }), {
        below: false,
        at: true,
        above: true,
      }),
      { name: 'a day before the lock ends', change: { now: NOW - DAY_MS }, expect: false },
      { name: 'no lock at all', change: { lockUntil: null }, expect: true },
    ],
  ),
  guardTable(
    'lotsAreWhole',
    (f: { lots: number }) => lotsAreWhole(f.lots),
    { lots: 100 },
    'spec §5 Trading: the lot count must be a whole number',
    [
      ...boundary('lots, at least one', counts(1, 'lot'), (lots) => ({ lots }), {
        below: false,
        at: true,
        above: true,
      }),
      { name: '100 lots', change: {}, expect: true },
      { name: 'half a lot more: 1.5 lots', change: { lots: 1.5 }, expect: false },
      { name: 'minus one lot', change: { lots: -1 }, expect: false },
      { name: 'not a number', change: { lots: Number.NaN }, expect: false },
    ],
  ),
  guardTable(
    'limitPriceIsPositive',
    (f: LimitPriceFacts) => limitPriceIsPositive(f.priceType, f.price),
    { priceType: 'limit', price: '10.00' },
    'spec §5 Trading: limit or pending price must be above 0',
    [
      ...boundary('a limit price against 0', cents('0.00'), (price) => ({ price }), {
        below: false,
        at: false,
        above: true,
      }),
      ...boundary(
        'a stop-limit’s limit against 0',
        cents('0.00'),
        (price) => ({ priceType: 'stopLimit' as const, price }),
        { below: false, at: false, above: true },
      ),
      { name: 'zero written as 0', change: { price: '0' }, expect: false },
      { name: 'zero written as .0', change: { price: '.0' }, expect: false },
      { name: 'zero written as 000.000', change: { price: '000.000' }, expect: false },
      { name: 'a price of 0.001', change: { price: '0.001' }, expect: true },
      { name: 'a price of 10', change: { price: '10' }, expect: true },
      { name: 'a limit order without a price', change: { price: null }, expect: false },
      { name: 'a price that is not a number', change: { price: 'ten' }, expect: false },
      { name: 'a price with two points', change: { price: '1.2.3' }, expect: false },
      {
        name: 'a market order names no price',
        change: { priceType: 'market', price: null },
        expect: true,
      },
      {
        name: 'a stop order names no limit',
        change: { priceType: 'stop', price: null },
        expect: true,
      },
    ],
  ),
  guardTable(
    'withinPriceLimit',
    (f: BandFacts) => withinPriceLimit(f.price, f.reference, f.percent),
    bandBase,
    'spec §5 Trading: price limit (up/down) must not be exceeded',
    [
      ...boundary(
        'a price against the top of the 10 % band around 10.00',
        cents('11.00'),
        (price) => ({ price }),
        { below: true, at: true, above: false },
      ),
      ...boundary(
        'a price against the bottom of the 10 % band around 10.00',
        cents('9.00'),
        (price) => ({ price }),
        { below: false, at: true, above: true },
      ),
      {
        name: 'a band of 2.5 % around 4.52: 4.633 at its top',
        change: { reference: '4.52', percent: '2.5', price: '4.633' },
        expect: true,
      },
      {
        name: 'a band of 2.5 % around 4.52: 4.634 over it',
        change: { reference: '4.52', percent: '2.5', price: '4.634' },
        expect: false,
      },
      {
        name: 'a band of 2.5 % around 4.52: 4.407 at its bottom',
        change: { reference: '4.52', percent: '2.5', price: '4.407' },
        expect: true,
      },
      {
        name: 'a band of 2.5 % around 4.52: 4.406 under it',
        change: { reference: '4.52', percent: '2.5', price: '4.406' },
        expect: false,
      },
      {
        name: 'a band of 3 % around 4.53 (4.3941 to 4.6659): 4.395 within',
        change: { reference: '4.53', percent: '3', price: '4.395' },
        expect: true,
      },
      {
        name: 'a band of 3 % around 4.53 (4.3941 to 4.6659): 4.394 under it',
        change: { reference: '4.53', percent: '3', price: '4.394' },
        expect: false,
      },
      {
        name: 'a band of 3 % around 4.53 (4.3941 to 4.6659): 4.665 within',
        change: { reference: '4.53', percent: '3', price: '4.665' },
        expect: true,
      },
      {
        name: 'a band of 3 % around 4.53 (4.3941 to 4.6659): 4.666 over it',
        change: { reference: '4.53', percent: '3', price: '4.666' },
        expect: false,
      },
      {
        name: 'a band of 2.5 % around 10.01 (9.75975 to 10.26025): 10.2602 within',
        change: { reference: '10.01', percent: '2.5', price: '10.2602' },
        expect: true,
      },
      {
        name: 'a band of 2.5 % around 10.01 (9.75975 to 10.26025): 10.2603 over it',
        change: { reference: '10.01', percent: '2.5', price: '10.2603' },
        expect: false,
      },
      {
        name: 'a band of 2.5 % around 10.01 (9.75975 to 10.26025): 9.7598 within',
        change: { reference: '10.01', percent: '2.5', price: '9.7598' },
        expect: true,
      },
      {
        name: 'a band of 2.5 % around 10.01 (9.75975 to 10.26025): 9.7597 under it',
        change: { reference: '10.01', percent: '2.5', price: '9.7597' },
        expect: false,
      },
      {
        name: 'a band of 150 % around 10.00 reaches down to zero: 0.01',
        change: { percent: '150', price: '0.01' },
        expect: true,
      },
      {
        name: 'a band of 150 % around 10.00: 25.00 at its top',
        change: { percent: '150', price: '25.00' },
        expect: true,
      },
      {
        name: 'no price limit configured: 20.00',
        change: { percent: null, price: '20.00' },
        expect: true,
      },
    ],
  ),
  guardTable(
    'needsMarginTrading',
    (f: { direction: Direction; leverage: number }) => needsMarginTrading(f.direction, f.leverage),
    { direction: 'long', leverage: 1 },
    'spec §8 Trading: shorts and leverage need margin trading to be enabled',
    [
      ...boundary(
        'a purchase’s leverage, over 1×',
        counts(2, 'point of leverage'),
        (leverage) => ({ leverage }),
        { below: false, at: true, above: true },
      ),
      { name: 'a short sale at 1×', change: { direction: 'short' }, expect: true },
      { name: 'a short sale at 5×', change: { direction: 'short', leverage: 5 }, expect: true },
    ],
  ),
  guardTable(
    'dayTradeSessionOver',
    (f: DayTradeFacts) => dayTradeSessionOver(f.calendar, f.filledAt, f.now),
    { calendar: 'spain', filledAt: NOW, now: NOW },
    'not in the spec: a day trade (spec §2 Day trading) is closed when the session it was opened in ends',
    [
      { name: 'Madrid, the moment it filled', change: {}, expect: false },
      ...boundary(
        'Madrid, now against 17:30 the day it filled',
        seconds(MADRID_CLOSE),
        (now) => ({ now }),
        { below: false, at: true, above: true },
      ),
      {
        name: 'Madrid, the next morning at 10:00',
        change: { now: NOW + DAY_MS },
        expect: true,
      },
      ...boundary(
        'New York, filled at 10:00 there, now against 16:00 there',
        seconds(NEW_YORK_CLOSE),
        (now) => ({ calendar: 'us' as const, filledAt: Date.parse('2026-11-23T15:00:00Z'), now }),
        { below: false, at: true, above: true },
      ),
      ...boundary(
        'crypto, filled at 09:00 UTC, now against midnight UTC',
        seconds(CRYPTO_CLOSE),
        (now) => ({ calendar: 'crypto' as const, now }),
        { below: false, at: true, above: true },
      ),
    ],
  ),
]
