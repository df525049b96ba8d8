import type { EventObject } from 'xstate'
import {
  boundary,
  cents,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import type { TradeTerms } from './calls.ts'
import { shareAtOneEuro } from './fixtures.ts'
import {
  lotsForAmount,
  smallestLots,
  type TicketForm,
  ticketLeverages,
  ticketMachine,
} from './ticket.ts'
import { DEFAULT_TRADE_RULES } from './tradeRules.ts'

/**
 * The buy panel (spec §2 Stock detail, §5 Trading, §8 Trading, §8 Response handling), written
 * from the spec: a Spanish share at 1.00 while Madrid is open, Spain's default rules (a minimum
 * of 100.00 to open, a 0.1 % fee and 0.2 % stamp duty on a purchase, a 10 % price band) and
 * 10,000.00 available; 100 lots at market cost 100.00 + 0.10 + 0.20 = 100.30. Each row the events
 * from the empty ticket on and the state the panel must then be in; then the quantity the ticket
 * starts at, the lots an amount buys and the leverage it offers.
 */

const SPAIN = DEFAULT_TRADE_RULES.Spain

const terms: TradeTerms = shareAtOneEuro

const termsEvent = (change: Partial<TradeTerms> = {}): EventObject =>
  ({ type: 'ticket.terms', terms: { ...terms, ...change } }) as EventObject
const submit = { type: 'ticket.submit', requestId: 'r-1' } as EventObject
const confirm: EventObject = { type: 'ticket.confirm' }
const edit = (patch: Partial<TicketForm>): EventObject =>
  ({ type: 'ticket.edit', patch }) as EventObject
const failure = (error: unknown): EventObject =>
  ({ type: 'xstate.error.actor.placeOrder', error }) as EventObject
const placed: EventObject = {
  type: 'xstate.done.actor.placeOrder',
  output: { orderNo: 'T1', state: 'locked', lockUntil: null },
} as EventObject

/** The ticket with `form` typed in, the terms of `change`, then submitted. */
const submitted = (form: Partial<TicketForm>, change: Partial<TradeTerms> = {}) => ({
  input: { form },
  events: [termsEvent(change), submit],
})
const hundredLots: Partial<TicketForm> = { lots: '100' }
/** Submitted and confirmed: on its way to the server. */
const sent: EventObject[] = [termsEvent(), submit, confirm]
const run = (form: Partial<TicketForm>, events: EventObject[]): Partial<LifecycleRun> => ({
  input: { form },
  events,
})

/** Trade terms with some rules changed. */
const termsWith = (rules: Partial<TradeTerms['rules']>, change: Partial<TradeTerms> = {}) => ({
  ...terms,
  ...change,
  rules: { ...SPAIN, ...rules },
})

interface LeverageFacts {
  leverages: number[]
  retailLeverageCap: number
  professional: boolean
  leverage: number
}
const leveragesOf = (f: LeverageFacts) =>
  ticketLeverages(
    termsWith(
      { leverages: f.leverages, retailLeverageCap: f.retailLeverageCap },
      { professional: f.professional },
    ),
  )
const EVERY_LEVERAGE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const leverageBase: LeverageFacts = {
  leverages: EVERY_LEVERAGE,
  retailLeverageCap: SPAIN.retailLeverageCap,
  professional: false,
  leverage: SPAIN.retailLeverageCap,
}

interface StartFacts {
  lastPrice: string | null
  minAmount: string
  lots: number
}
const startBase: StartFacts = { lastPrice: '4.52', minAmount: SPAIN.minAmount, lots: 23 }
const startsAt = (f: StartFacts) =>
  smallestLots(termsWith({ minAmount: f.minAmount }, { lastPrice: f.lastPrice })) === f.lots

interface AmountFacts {
  amount: string
  price: string | null
  lots: number
}
const amountBase: AmountFacts = { amount: '103.96', price: '4.52', lots: 23 }
const amountBuys = (f: AmountFacts) => lotsForAmount(f.amount, f.price) === f.lots

const TRADING = 'spec §5 Trading, §8 Trading'

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the buy panel', ticketMachine, [
    rule(EVERY_RULE, 'spec §2 Stock detail', [
      { name: 'just opened', change: run({}, []), expect: 'editing' },
      { name: 'confirmed: on its way', change: run(hundredLots, sent), expect: 'submitting' },
      {
        name: 'submitted, then back to the ticket',
        change: run(hundredLots, [termsEvent(), submit, { type: 'ticket.back' }]),
        expect: 'editing',
      },
      { name: 'placed', change: run(hundredLots, [...sent, placed]), expect: 'placed' },
      {
        name: 'placed, then another order',
        change: run(hundredLots, [...sent, placed, { type: 'ticket.again' }]),
        expect: 'editing',
      },
      {
        name: 'no answer, then tried again',
        change: run(hundredLots, [
          ...sent,
          failure({ code: 'common.noAnswer' }),
          { type: 'ticket.retry' },
        ]),
        expect: 'submitting',
      },
    ]),
    rule('ticketAllowed', TRADING, [
      {
        name: 'submitted before the terms arrived',
        change: run(hundredLots, [submit]),
        expect: 'editing',
      },
      { name: '100 lots at market, 100.00', change: submitted(hundredLots), expect: 'confirming' },
      {
        name: 'no quantity chosen: the ticket starts at the smallest that reaches 100.00',
        change: submitted({}),
        expect: 'confirming',
      },
      ...boundary(
        'lots at 1.00 against the minimum of 100.00 to open',
        counts(100, 'lot'),
        (lots) => submitted({ lots: String(lots) }),
        { below: 'editing', at: 'confirming', above: 'confirming' },
      ),
      ...boundary(
        'the available balance against the total of 100.30',
        cents('100.30'),
        (available) => submitted(hundredLots, { available }),
        { below: 'editing', at: 'confirming', above: 'confirming' },
      ),
      ...boundary(
        'a limit price against the top of the 10 % band around 1.00',
        cents('1.10'),
        (price) => submitted({ ...hundredLots, priceType: 'limit', price }),
        { below: 'confirming', at: 'confirming', above: 'editing' },
      ),
      {
        name: 'by amount: 100.00 buys 100 lots',
        change: run({}, [termsEvent(), edit({ sizing: 'amount', amount: '100.00' }), submit]),
        expect: 'confirming',
      },
      {
        name: 'by amount: 99.99 buys 99 lots, under the minimum',
        change: run({}, [termsEvent(), edit({ sizing: 'amount', amount: '99.99' }), submit]),
        expect: 'editing',
      },
      {
        name: 'half a lot more: 100.5 lots',
        change: submitted({ lots: '100.5' }),
        expect: 'editing',
      },
      {
        name: 'the market closed',
        change: submitted(hundredLots, { session: 'closed' }),
        expect: 'editing',
      },
      {
        name: 'barred from trading',
        change: submitted(hundredLots, { noTrade: true }),
        expect: 'editing',
      },
      {
        name: 'no current price',
        change: submitted(hundredLots, { lastPrice: null }),
        expect: 'editing',
      },
      {
        name: 'leverage 10×, over the retail cap of 5×',
        change: submitted({ ...hundredLots, leverage: 10 }),
        expect: 'editing',
      },
      {
        name: 'leverage 5×, at the retail cap',
        change: submitted({ ...hundredLots, leverage: 5 }),
        expect: 'confirming',
      },
    ]),
    rule('isBusinessRefusal', 'spec §8 Response handling, decision 0059', [
      {
        name: 'the server refuses: not trading time',
        change: run(hundredLots, [...sent, failure({ code: 'trade.notTradingTime' })]),
        expect: 'editing',
      },
      {
        name: 'the server refuses: insufficient balance',
        change: run(hundredLots, [...sent, failure({ code: 'funds.insufficient' })]),
        expect: 'editing',
      },
      {
        name: 'no answer',
        change: run(hundredLots, [...sent, failure({ code: 'common.noAnswer' })]),
        expect: 'failed',
      },
      {
        name: 'the server busy',
        change: run(hundredLots, [...sent, failure({ code: 'common.busy' })]),
        expect: 'failed',
      },
      {
        name: 'too many calls at once',
        change: run(hundredLots, [...sent, failure({ code: 'common.tooFrequent' })]),
        expect: 'failed',
      },
      {
        name: 'the session expired',
        change: run(hundredLots, [...sent, failure({ code: 'auth.sessionExpired' })]),
        expect: 'failed',
      },
      {
        name: 'a failure that is no answer of the server',
        change: run(hundredLots, [...sent, failure(new TypeError('Failed to fetch'))]),
        expect: 'failed',
      },
    ]),
  ]),
  guardTable(
    'ticketLeverages',
    (f: LeverageFacts) => leveragesOf(f).choices.includes(f.leverage),
    leverageBase,
    'not in the spec (issue 25, ESMA), decision 0048: the ticket offers only what fits the cap',
    [
      ...boundary(
        `a retail client’s leverage against the shares cap of ${SPAIN.retailLeverageCap}×`,
        counts(SPAIN.retailLeverageCap, 'point of leverage'),
        (leverage) => ({ leverage }),
        { below: true, at: true, above: false },
      ),
      {
        name: 'a professional client at 10×',
        change: { professional: true, leverage: 10 },
        expect: true,
      },
      {
        name: '3×, under the cap but not offered (1, 2, 5, 10)',
        change: { leverages: SPAIN.leverages, leverage: 3 },
        expect: false,
      },
    ],
  ),
  guardTable(
    'ticketLeverages: some left out',
    (f: LeverageFacts) => leveragesOf(f).capped,
    leverageBase,
    'not in the spec (issue 25, ESMA), decision 0048: the ticket says why',
    [
      { name: '1× to 10× offered, a cap of 5×', change: {}, expect: true },
      {
        name: '1×, 2×, 5× and 10× offered, a cap of 5×',
        change: { leverages: SPAIN.leverages },
        expect: true,
      },
      ...boundary(
        'the cap against the most offered, 10×',
        counts(10, 'point of leverage'),
        (retailLeverageCap) => ({ retailLeverageCap }),
        { below: true, at: false, above: false },
      ),
      { name: 'a professional client', change: { professional: true }, expect: false },
    ],
  ),
  guardTable(
    'smallestLots',
    startsAt,
    startBase,
    'spec §5 Trading: minimum amount to open a position (issue 18: the ticket starts there)',
    [
      {
        name: 'at 4.52, a minimum of 100.00: 23 lots (103.96; 22 cost 99.44)',
        change: {},
        expect: true,
      },
      { name: 'at 4.52, a minimum of 100.00: not 22 lots', change: { lots: 22 }, expect: false },
      { name: 'at 4.52, a minimum of 100.00: not 24 lots', change: { lots: 24 }, expect: false },
      ...boundary(
        'at 4.52, 23 lots, the minimum against their 103.96',
        cents('103.96'),
        (minAmount) => ({ minAmount }),
        { below: true, at: true, above: false },
      ),
      ...boundary(
        'at 4.52, 23 lots, the minimum against a cent over what 22 cost',
        cents('99.45'),
        (minAmount) => ({ minAmount }),
        { below: false, at: true, above: true },
      ),
      ...boundary(
        'at 1.00, a minimum of 100.00: the lots',
        counts(100, 'lot'),
        (lots) => ({ lastPrice: '1.00', lots }),
        { below: false, at: true, above: false },
      ),
      {
        name: 'at 0.08, a minimum of 1.12: 14 lots',
        change: { lastPrice: '0.08', minAmount: '1.12', lots: 14 },
        expect: true,
      },
      { name: 'no price yet: 1 lot', change: { lastPrice: null, lots: 1 }, expect: true },
      { name: 'a price of zero: 1 lot', change: { lastPrice: '0', lots: 1 }, expect: true },
      {
        name: 'no minimum: 1 lot',
        change: { minAmount: '0.00', lots: 1 },
        expect: true,
      },
      {
        name: 'a price over the minimum: 1 lot',
        change: { lastPrice: '150.00', lots: 1 },
        expect: true,
      },
      {
        name: 'a minimum that is not an amount: 1 lot',
        change: { minAmount: 'x', lots: 1 },
        expect: true,
      },
      // 1,000,000,000,000,000.01 at 1000.00: 10^12 lots cost 1,000,000,000,000,000.00, a cent
      // short, so 10^12 + 1 — where a float reads the minimum as 10^15 exactly (the doubles
      // there are 0.125 apart), the lots are still counted in cents.
      {
        name: 'at 1000.00, a minimum a cent over 10^12 lots: 10^12 + 1 lots',
        change: { lastPrice: '1000.00', minAmount: '1000000000000000.01', lots: 1_000_000_000_001 },
        expect: true,
      },
      {
        name: 'at 1000.00, a minimum a cent over 10^12 lots: not 10^12 lots',
        change: { lastPrice: '1000.00', minAmount: '1000000000000000.01', lots: 1_000_000_000_000 },
        expect: false,
      },
    ],
  ),
  guardTable(
    'lotsForAmount',
    amountBuys,
    amountBase,
    'not in the spec (issue 18: buy by amount, the most whole lots within it)',
    [
      ...boundary(
        'at 4.52, 23 lots, the amount against their 103.96',
        cents('103.96'),
        (amount) => ({ amount }),
        { below: false, at: true, above: true },
      ),
      ...boundary(
        'at 4.52, 23 lots, the amount against the 108.48 that 24 cost',
        cents('108.48'),
        (amount) => ({ amount }),
        { below: true, at: false, above: false },
      ),
      ...boundary(
        'at 1.00, 100.00: the lots',
        counts(100, 'lot'),
        (lots) => ({ amount: '100.00', price: '1.00', lots }),
        { below: false, at: true, above: false },
      ),
      {
        name: 'at 0.10, 0.30 buys 3 lots',
        change: { amount: '0.30', price: '0.10', lots: 3 },
        expect: true,
      },
      {
        name: 'at 0.10, 1.10 buys 11 lots',
        change: { amount: '1.10', price: '0.10', lots: 11 },
        expect: true,
      },
      {
        name: 'less than one lot’s price: no lots',
        change: { amount: '4.51', lots: 0 },
        expect: true,
      },
      { name: 'no price: no lots', change: { price: null, lots: 0 }, expect: true },
      { name: 'a price of zero: no lots', change: { price: '0', lots: 0 }, expect: true },
      { name: 'an amount of zero: no lots', change: { amount: '0.00', lots: 0 }, expect: true },
      { name: 'an amount not typed yet: no lots', change: { amount: '', lots: 0 }, expect: true },
      { name: 'a negative amount: no lots', change: { amount: '-5.00', lots: 0 }, expect: true },
      // 999,999,999,999,999.99 at 1000.00: 10^12 lots cost 1,000,000,000,000,000.00, a cent over
      // it, so 10^12 − 1 — where a float reads the amount as 10^15 exactly (the doubles there
      // are 0.125 apart), the lots are still counted in cents.
      {
        name: 'at 1000.00, a cent under what 10^12 lots cost: 10^12 − 1 lots',
        change: { amount: '999999999999999.99', price: '1000.00', lots: 999_999_999_999 },
        expect: true,
      },
      {
        name: 'at 1000.00, a cent under what 10^12 lots cost: not 10^12 lots',
        change: { amount: '999999999999999.99', price: '1000.00', lots: 1_000_000_000_000 },
        expect: false,
      },
    ],
  ),
]
