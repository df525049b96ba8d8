import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
  wholeUnits,
} from '../decisionTable.ts'
import { type ExchangeFacts, exchangeGate } from './exchange.ts'

/**
 * Exchanging currencies (spec §3 Exchange, §5 Exchange, §8 Funds), written from the spec: 100 €
 * into dollars with 1,000 € available; then each rule.
 */

const base: ExchangeFacts = {
  from: 'EUR',
  to: 'USD',
  amount: '100.00',
  ratesKnown: true,
  available: '1000.00',
}

export const decisionTables: DecisionTable[] = [
  gateTable('the exchange gate', exchangeGate, base, [
    rule(EVERY_RULE, 'spec §5 Exchange', [
      { name: '100 € into dollars', change: {}, expect: 'allowed' },
      {
        name: '500 yen into euros, whole yen',
        change: { from: 'JPY', to: 'EUR', amount: '500', available: '1000' },
        expect: 'allowed',
      },
      {
        name: 'no amount, the same currency: the amount first',
        change: { amount: '', to: 'EUR' },
        expect: 'amountMissing',
      },
      {
        name: 'the same currency and no rate: the currencies first',
        change: { to: 'EUR', ratesKnown: false },
        expect: 'sameCurrency',
      },
      {
        name: 'no rate and more than available: the rate first',
        change: { ratesKnown: false, amount: '5000.00' },
        expect: 'rateMissing',
      },
    ]),
    rule('exchangeAmountMissing', 'spec §5 Exchange', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountMissing' },
      { name: 'an amount of zero', change: { amount: '0' }, expect: 'amountMissing' },
      { name: 'a negative amount', change: { amount: '-100.00' }, expect: 'amountMissing' },
    ]),
    rule('fractionOfWholeCurrency', 'not in the spec (ISO 4217, issue 21)', [
      { name: 'yen with cents', change: { from: 'JPY', amount: '500.50' }, expect: 'wholeUnits' },
      { name: 'won with cents', change: { from: 'KRW', amount: '10000.01' }, expect: 'wholeUnits' },
      {
        name: 'dong with cents',
        change: { from: 'VND', amount: '300000.10' },
        expect: 'wholeUnits',
      },
      { name: 'euros with cents', change: { amount: '100.01' }, expect: 'allowed' },
      {
        name: 'into yen, from euros with cents',
        change: { to: 'JPY', amount: '100.01' },
        expect: 'allowed',
      },
    ]),
    rule('sameCurrency', 'spec §5 Exchange', [
      { name: 'euros into euros', change: { to: 'EUR' }, expect: 'sameCurrency' },
    ]),
    rule('rateMissing', 'spec §3 Exchange', [
      { name: 'no rate configured', change: { ratesKnown: false }, expect: 'rateMissing' },
    ]),
    rule('exchangeExceedsAvailable', 'spec §8 Funds', [
      ...boundary(
        'the amount against the 1000.00 available',
        cents('1000.00'),
        (amount) => ({ amount }),
        {
          below: 'allowed',
          at: 'allowed',
          above: 'insufficient',
        },
      ),
      ...boundary(
        'yen against the 1,000 yen available',
        wholeUnits('1000', 'yen'),
        (amount) => ({ from: 'JPY', amount, available: '1000' }),
        { below: 'allowed', at: 'allowed', above: 'insufficient' },
      ),
    ]),
  ]),
]
