import { instant } from '../calendar/sessions.ts'
import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  guardTable,
  rule,
  seconds,
} from '../decisionTable.ts'
import { DEFAULT_MIN_CREDIT_SCORE, DEFAULT_WITHDRAW_WINDOW } from '../rules.ts'
import { FUNDS_TIME_ZONE } from './window.ts'
import {
  WITHDRAWAL_UNDER_WAY,
  type WithdrawalFacts,
  withdrawalGate,
  withdrawalRowListsPositions,
} from './withdrawalGate.ts'

/**
 * Who may start a withdrawal (spec §5 Withdrawal, §6 Withdrawal gate, §9 Withdrawal hours),
 * written from the spec: a user with everything in place on a Monday morning, then each rule.
 */

/** Monday 2026-11-23, a trading day in Madrid. */
const MONDAY = '2026-11-23'
const at = (time: string) => instant(FUNDS_TIME_ZONE, MONDAY, time)

/** Everything in place: no restriction, a fund password, a card, real name passed, no positions. */
const base: WithdrawalFacts = {
  noWithdraw: false,
  fundPasswordSet: true,
  boundMethods: 1,
  kyc: 'passed',
  openPositions: 0,
  creditScore: 100,
  minCreditScore: DEFAULT_MIN_CREDIT_SCORE,
  now: at('10:00'),
  window: DEFAULT_WITHDRAW_WINDOW,
  market: 'Spain',
}

const gate = gateTable('the withdrawal gate', withdrawalGate, base, [
  rule(EVERY_RULE, 'spec §5 Withdrawal, §6 Withdrawal gate, §9 Withdrawal hours', [
    { name: 'everything in place, Monday 10:00 in Madrid', change: {}, expect: 'allowed' },
    { name: 'a wallet for the USDC account', change: { market: 'usdc' }, expect: 'allowed' },
    {
      name: 'nothing in place at all: the restriction is named first',
      change: {
        noWithdraw: true,
        fundPasswordSet: false,
        boundMethods: 0,
        kyc: 'notSubmitted',
        openPositions: 2,
        creditScore: 0,
        now: at('20:00'),
      },
      expect: 'barred',
    },
    {
      name: 'no fund password and no card: the fund password is asked for first',
      change: { fundPasswordSet: false, boundMethods: 0 },
      expect: 'fundPasswordMissing',
    },
    {
      name: 'real name not sent and a position open: real name first',
      change: { kyc: 'notSubmitted', openPositions: 1 },
      expect: 'realNameMissing',
    },
    {
      name: 'a position open and a low credit score: the positions first',
      change: { openPositions: 1, creditScore: 0 },
      expect: 'positionsOpen',
    },
    {
      name: 'a low credit score on a Saturday: the credit score first',
      change: { creditScore: 0, now: instant(FUNDS_TIME_ZONE, '2026-11-21', '10:00') },
      expect: 'creditTooLow',
    },
  ]),
  rule('isBarredFromWithdrawing', 'spec §6 Account restrictions', [
    {
      name: 'barred from withdrawing by the operator',
      change: { noWithdraw: true },
      expect: 'barred',
    },
  ]),
  rule('fundPasswordNotSet', 'spec §5 Withdrawal', [
    {
      name: 'no fund password set',
      change: { fundPasswordSet: false },
      expect: 'fundPasswordMissing',
    },
  ]),
  rule('noBoundMethod', 'spec §5 Withdrawal', [
    ...boundary(
      'bound cards or wallets, needed from the first',
      counts(1, 'card'),
      (n) => ({ boundMethods: n }),
      {
        below: 'noMethod',
        at: 'allowed',
        above: 'allowed',
      },
    ),
    {
      name: 'no wallet for the USDC account',
      change: { market: 'usdc', boundMethods: 0 },
      expect: 'noMethod',
    },
  ]),
  rule('realNameRejected', 'spec §8 Funds', [
    { name: 'real name rejected', change: { kyc: 'rejected' }, expect: 'realNameRejected' },
  ]),
  rule('realNameNotVerified', 'spec §5 Withdrawal', [
    { name: 'real name never sent', change: { kyc: 'notSubmitted' }, expect: 'realNameMissing' },
    { name: 'real name under review', change: { kyc: 'underReview' }, expect: 'realNameMissing' },
    { name: 'real name passed', change: { kyc: 'passed' }, expect: 'allowed' },
  ]),
  rule('holdsOpenPositions', 'spec §5 Withdrawal', [
    ...boundary(
      'open positions, blocking from the first',
      counts(1, 'position'),
      (n) => ({ openPositions: n }),
      {
        below: 'allowed',
        at: 'positionsOpen',
        above: 'positionsOpen',
      },
    ),
  ]),
  rule('creditScoreTooLow', 'spec §5 Withdrawal, §6 Withdrawal gate', [
    ...boundary(
      `credit score against the minimum of ${DEFAULT_MIN_CREDIT_SCORE}`,
      counts(DEFAULT_MIN_CREDIT_SCORE, 'point'),
      (score) => ({ creditScore: score }),
      { below: 'creditTooLow', at: 'allowed', above: 'allowed' },
    ),
    {
      name: 'a minimum the console raised to 80, score 79',
      change: { minCreditScore: 80, creditScore: 79 },
      expect: 'creditTooLow',
    },
  ]),
  rule('outsideWithdrawalWindow', 'spec §9 Withdrawal hours', [
    ...boundary(
      `opening of the withdrawal hours (${DEFAULT_WITHDRAW_WINDOW.open} in Madrid)`,
      seconds(at(DEFAULT_WITHDRAW_WINDOW.open)),
      (now) => ({ now }),
      { below: 'outsideHours', at: 'allowed', above: 'allowed' },
    ),
    ...boundary(
      `closing of the withdrawal hours (${DEFAULT_WITHDRAW_WINDOW.close} in Madrid)`,
      seconds(at(DEFAULT_WITHDRAW_WINDOW.close)),
      (now) => ({ now }),
      { below: 'allowed', at: 'outsideHours', above: 'outsideHours' },
    ),
    {
      name: 'Saturday 10:00, not a trading day',
      change: { now: instant(FUNDS_TIME_ZONE, '2026-11-21', '10:00') },
      expect: 'outsideHours',
    },
    {
      name: 'Christmas Day 2026 (a Friday) 10:00, a market holiday',
      change: { now: instant(FUNDS_TIME_ZONE, '2026-12-25', '10:00') },
      expect: 'outsideHours',
    },
    {
      name: 'a window the console opened every day, Saturday 10:00',
      change: {
        window: { ...DEFAULT_WITHDRAW_WINDOW, tradingDaysOnly: false },
        now: instant(FUNDS_TIME_ZONE, '2026-11-21', '10:00'),
      },
      expect: 'allowed',
    },
  ]),
])

const item = { state: 'positionsOpen', blocked: true }

export const decisionTables: DecisionTable[] = [
  gate,
  guardTable('realNameMissing', WITHDRAWAL_UNDER_WAY.realNameMissing!, base, 'spec §4 Real-name', [
    {
      name: 'a real name under review waits for the reviewer',
      change: { kyc: 'underReview' },
      expect: true,
    },
    {
      name: 'a real name never sent is not under way',
      change: { kyc: 'notSubmitted' },
      expect: false,
    },
    { name: 'a rejected real name is not under way', change: { kyc: 'rejected' }, expect: false },
  ]),
  guardTable(
    'withdrawalRowListsPositions',
    withdrawalRowListsPositions,
    item,
    'not in the spec (issue 18)',
    [
      { name: 'a blocking open-positions row lists them', change: {}, expect: true },
      {
        name: 'an open-positions row that does not block lists none',
        change: { blocked: false },
        expect: false,
      },
      { name: 'another blocking row lists none', change: { state: 'creditTooLow' }, expect: false },
    ],
  ),
]
