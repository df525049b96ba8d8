import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
  wholeUnits,
} from '../decisionTable.ts'
import { WITHDRAW_MIN_CARD, WITHDRAW_MIN_WALLET } from '../rules.ts'
import {
  type WithdrawalEvent,
  type WithdrawalRequestFacts,
  withdrawalMachine,
  withdrawalRequestGate,
} from './withdrawal.ts'

/**
 * A withdrawal form and the withdrawal's life (spec §5 Withdrawal, §8 Funds, §9 Withdrawal
 * minimum, §4 Review), written from the spec: 100 € to a chosen card with the fund password,
 * 1,000 € available, at most 50,000 €; then each rule, with each minimum to the cent or the
 * currency's smallest unit.
 */

const base: WithdrawalRequestFacts = {
  currency: 'EUR',
  amount: '100.00',
  min: WITHDRAW_MIN_CARD.EUR,
  max: '50000.00',
  methodChosen: true,
  fundPasswordGiven: true,
  available: '1000.00',
  fundPasswordLocked: false,
  fundPasswordWrong: false,
}
const won = { currency: 'KRW', min: WITHDRAW_MIN_CARD.KRW, amount: '20000', available: '25000' }
const run = (events: WithdrawalEvent[]): Partial<LifecycleRun> => ({ events })
const approve: WithdrawalEvent = { type: 'withdrawal.approve' }

export const decisionTables: DecisionTable[] = [
  gateTable('the withdrawal form', withdrawalRequestGate, base, [
    rule(EVERY_RULE, 'spec §5 Withdrawal, §8 Funds', [
      { name: '100 € to a card, the fund password typed', change: {}, expect: 'allowed' },
      { name: '20,000 won to a card', change: won, expect: 'allowed' },
      {
        name: 'no amount, no card, no password: the amount first',
        change: { amount: '', methodChosen: false, fundPasswordGiven: false },
        expect: 'amountMissing',
      },
      {
        name: 'no card and no password: the card first',
        change: { methodChosen: false, fundPasswordGiven: false },
        expect: 'methodMissing',
      },
      {
        name: 'no password and below the minimum: the password first',
        change: { fundPasswordGiven: false, amount: '1.00' },
        expect: 'passwordMissing',
      },
      {
        name: 'more than available, the password paused and wrong: the balance first',
        change: { amount: '2000.00', fundPasswordLocked: true, fundPasswordWrong: true },
        expect: 'insufficient',
      },
      {
        name: 'the password paused and wrong: the pause first',
        change: { fundPasswordLocked: true, fundPasswordWrong: true },
        expect: 'passwordLocked',
      },
    ]),
    rule('amountMissing', 'spec §5 Withdrawal, Deposit, Exchange', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountMissing' },
      { name: 'an amount of zero', change: { amount: '0' }, expect: 'amountMissing' },
    ]),
    rule('withdrawalCentsOfWholeCurrency', 'not in the spec (ISO 4217, issue 21)', [
      { name: 'won with cents', change: { ...won, amount: '20000.50' }, expect: 'wholeUnits' },
      { name: 'euros with cents', change: { amount: '100.50' }, expect: 'allowed' },
    ]),
    rule('methodNotChosen', 'spec §5 Withdrawal', [
      {
        name: 'no card or wallet chosen',
        change: { methodChosen: false },
        expect: 'methodMissing',
      },
    ]),
    rule('fundPasswordNotGiven', 'spec §5 Withdrawal', [
      {
        name: 'no fund password typed',
        change: { fundPasswordGiven: false },
        expect: 'passwordMissing',
      },
    ]),
    rule('amountBelowMin', 'spec §5 Withdrawal, Deposit', [
      ...boundary(
        `euros to a card against the minimum of ${WITHDRAW_MIN_CARD.EUR}`,
        cents(WITHDRAW_MIN_CARD.EUR),
        (amount) => ({ amount }),
        { below: 'belowMin', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        `won to a card against the minimum of ${WITHDRAW_MIN_CARD.KRW}`,
        wholeUnits(WITHDRAW_MIN_CARD.KRW, 'won'),
        (amount) => ({ ...won, amount }),
        { below: 'belowMin', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        `USDC to a wallet against the minimum of ${WITHDRAW_MIN_WALLET}`,
        cents(WITHDRAW_MIN_WALLET),
        (amount) => ({ currency: 'USDC', min: WITHDRAW_MIN_WALLET, amount }),
        { below: 'belowMin', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('amountAboveMax', 'spec §5 Withdrawal, Deposit', [
      ...boundary(
        'the amount against the maximum of 50000.00',
        cents('50000.00'),
        (amount) => ({ amount, available: '100000.00' }),
        { below: 'allowed', at: 'allowed', above: 'aboveMax' },
      ),
    ]),
    rule('exceedsAvailable', 'spec §8 Funds', [
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
    ]),
    rule('fundPasswordLocked', 'not in the spec (OWASP ASVS 2.2.1)', [
      {
        name: 'too many wrong fund passwords: paused',
        change: { fundPasswordLocked: true },
        expect: 'passwordLocked',
      },
    ]),
    rule('fundPasswordWrong', 'spec §8 Funds', [
      {
        name: 'a wrong fund password',
        change: { fundPasswordWrong: true },
        expect: 'passwordWrong',
      },
      {
        name: 'the screen, which cannot check the password',
        change: { fundPasswordWrong: undefined, fundPasswordLocked: undefined },
        expect: 'allowed',
      },
    ]),
  ]),
  lifecycleTable('the withdrawal', withdrawalMachine, [
    rule(EVERY_RULE, 'spec §3 Withdrawal, §4 Review', [
      { name: 'sent: pending review', change: run([]), expect: 'pendingReview' },
      { name: 'approved', change: run([approve]), expect: 'approved' },
      {
        name: 'approved and paid',
        change: run([approve, { type: 'withdrawal.pay' }]),
        expect: 'paid',
      },
      {
        name: 'paid before approval: refused',
        change: run([{ type: 'withdrawal.pay' }]),
        expect: 'pendingReview',
      },
    ]),
    rule('hasReason', 'not in the spec', [
      {
        name: 'rejected with a reason',
        change: run([{ type: 'withdrawal.reject', reason: 'The card is not the holder’s.' }]),
        expect: 'rejected',
      },
      {
        name: 'rejected with a blank reason: refused',
        change: run([{ type: 'withdrawal.reject', reason: '' }]),
        expect: 'pendingReview',
      },
      {
        name: 'approved, then its transfer fails, with why',
        change: run([
          approve,
          { type: 'withdrawal.reject', reason: 'The bank refused the account number.' },
        ]),
        expect: 'failed',
      },
      {
        name: 'approved, then failed without a reason: refused',
        change: run([approve, { type: 'withdrawal.reject' }]),
        expect: 'approved',
      },
    ]),
  ]),
]
