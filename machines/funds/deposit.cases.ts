import { instant } from '../calendar/sessions.ts'
import {
  boundary,
  cents,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
  seconds,
} from '../decisionTable.ts'
import { DEFAULT_DEPOSIT_WINDOW } from '../rules.ts'
import { type DepositEvent, type DepositFacts, depositGate, depositMachine } from './deposit.ts'
import { FUNDS_TIME_ZONE } from './window.ts'

/**
 * Depositing (spec §5 Deposit, §8 Funds, §9 Deposit hours), written from the spec: 500 € with
 * the transfer's proof on a Monday morning, through a public channel taking 100 € to 100,000 €;
 * then each rule, with the deposit hours' opening and closing to the second. And the deposit's
 * review (spec §4 Review).
 */

const MONDAY = '2026-11-23'
const at = (time: string) => instant(FUNDS_TIME_ZONE, MONDAY, time)

const base: DepositFacts = {
  amount: '500.00',
  min: '100.00',
  max: '100000.00',
  proofUploaded: true,
  pendingDeposit: false,
  now: at('10:00'),
  window: DEFAULT_DEPOSIT_WINDOW,
  privateChannel: false,
}
const privateChannel = {
  privateChannel: true,
  channelPasswordCorrect: true,
  secretKeyMatches: true,
}
const run = (events: DepositEvent[]): Partial<LifecycleRun> => ({ events })

export const decisionTables: DecisionTable[] = [
  gateTable('the deposit gate', depositGate, base, [
    rule(EVERY_RULE, 'spec §5 Deposit, §8 Funds, §9 Deposit hours', [
      { name: '500 € with proof, Monday 10:00 in Madrid', change: {}, expect: 'allowed' },
      {
        name: 'a private channel, its password and key quoted',
        change: privateChannel,
        expect: 'allowed',
      },
      {
        name: 'Saturday 10:00: deposits are taken every day',
        change: { now: instant(FUNDS_TIME_ZONE, '2026-11-21', '10:00') },
        expect: 'allowed',
      },
      {
        name: 'at 23:00, one pending and no proof: the hours first',
        change: { now: at('23:00'), pendingDeposit: true, proofUploaded: false },
        expect: 'outsideHours',
      },
      {
        name: 'one pending, a wrong channel password: the pending one first',
        change: { pendingDeposit: true, privateChannel: true, channelPasswordCorrect: false },
        expect: 'alreadyPending',
      },
      {
        name: 'a wrong channel password and no amount: the password first',
        change: { ...privateChannel, channelPasswordCorrect: false, amount: '' },
        expect: 'channelPasswordWrong',
      },
      {
        name: 'no amount and no proof: the amount first',
        change: { amount: '', proofUploaded: false },
        expect: 'amountMissing',
      },
      {
        name: 'no proof and below the minimum: the proof first',
        change: { proofUploaded: false, amount: '1.00' },
        expect: 'proofMissing',
      },
    ]),
    rule('outsideDepositWindow', 'spec §9 Deposit hours', [
      ...boundary(
        `the opening of the deposit hours (${DEFAULT_DEPOSIT_WINDOW.open} in Madrid)`,
        seconds(at(DEFAULT_DEPOSIT_WINDOW.open)),
        (now) => ({ now }),
        { below: 'outsideHours', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        `the closing of the deposit hours (${DEFAULT_DEPOSIT_WINDOW.close} in Madrid)`,
        seconds(at(DEFAULT_DEPOSIT_WINDOW.close)),
        (now) => ({ now }),
        { below: 'allowed', at: 'outsideHours', above: 'outsideHours' },
      ),
      {
        name: 'the other reading, weekdays only, on a Saturday',
        change: {
          window: { open: '00:00', close: '24:00', tradingDaysOnly: true },
          now: instant(FUNDS_TIME_ZONE, '2026-11-21', '10:00'),
        },
        expect: 'outsideHours',
      },
      {
        name: 'the other reading, all day, Monday 23:59',
        change: {
          window: { open: '00:00', close: '24:00', tradingDaysOnly: true },
          now: at('23:59'),
        },
        expect: 'allowed',
      },
    ]),
    rule('depositAlreadyPending', 'spec §8 Funds', [
      {
        name: 'another deposit waiting for review',
        change: { pendingDeposit: true },
        expect: 'alreadyPending',
      },
    ]),
    rule('channelPasswordWrong', 'spec §5 Other', [
      {
        name: 'a private channel, a wrong password',
        change: { ...privateChannel, channelPasswordCorrect: false },
        expect: 'channelPasswordWrong',
      },
      {
        name: 'a private channel, the password not yet checked',
        change: { ...privateChannel, channelPasswordCorrect: undefined },
        expect: 'channelPasswordWrong',
      },
      {
        name: 'a public channel quotes no password',
        change: { channelPasswordCorrect: false },
        expect: 'allowed',
      },
    ]),
    rule('secretKeyMismatch', 'spec §5 Other', [
      {
        name: 'a private channel, another secret key',
        change: { ...privateChannel, secretKeyMatches: false },
        expect: 'secretKeyMismatch',
      },
      {
        name: 'a public channel quotes no key',
        change: { secretKeyMatches: false },
        expect: 'allowed',
      },
    ]),
    rule('amountMissing', 'spec §5 Withdrawal, Deposit, Exchange', [
      { name: 'no amount typed', change: { amount: '' }, expect: 'amountMissing' },
      { name: 'an amount of zero', change: { amount: '0.00' }, expect: 'amountMissing' },
      { name: 'a word for an amount', change: { amount: 'abc' }, expect: 'amountMissing' },
      {
        name: 'an amount with three decimals',
        change: { amount: '500.001' },
        expect: 'amountMissing',
      },
    ]),
    rule('proofMissing', 'spec §5 Deposit', [
      {
        name: 'no proof of the transfer',
        change: { proofUploaded: false },
        expect: 'proofMissing',
      },
    ]),
    rule('amountBelowMin', 'spec §5 Withdrawal, Deposit', [
      ...boundary(
        'the amount against the channel’s minimum of 100.00',
        cents('100.00'),
        (amount) => ({ amount }),
        {
          below: 'belowMin',
          at: 'allowed',
          above: 'allowed',
        },
      ),
    ]),
    rule('amountAboveMax', 'spec §5 Withdrawal, Deposit', [
      ...boundary(
        'the amount against the channel’s maximum of 100000.00',
        cents('100000.00'),
        (amount) => ({ amount }),
        { below: 'allowed', at: 'allowed', above: 'aboveMax' },
      ),
      {
        name: 'a channel with no maximum, 10 million',
        change: { max: null, amount: '10000000.00' },
        expect: 'allowed',
      },
    ]),
  ]),
  lifecycleTable('the deposit', depositMachine, [
    rule(EVERY_RULE, 'spec §3 Deposit, §4 Review', [
      { name: 'sent: pending review', change: run([]), expect: 'pendingReview' },
      {
        name: 'approved: credited',
        change: run([{ type: 'deposit.approve' }]),
        expect: 'credited',
      },
      {
        name: 'approved, then rejected: stays credited',
        change: run([{ type: 'deposit.approve' }, { type: 'deposit.reject', reason: 'Late.' }]),
        expect: 'credited',
      },
    ]),
    rule('hasReason', 'not in the spec', [
      {
        name: 'rejected with a reason',
        change: run([{ type: 'deposit.reject', reason: 'The proof does not show the transfer.' }]),
        expect: 'rejected',
      },
      {
        name: 'rejected with a blank reason: refused',
        change: run([{ type: 'deposit.reject', reason: ' ' }]),
        expect: 'pendingReview',
      },
    ]),
  ]),
]
