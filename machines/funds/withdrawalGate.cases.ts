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
import { checklistOf } from '../gate.ts'
import { DEFAULT_MIN_CREDIT_SCORE, DEFAULT_WITHDRAW_WINDOW, type Market } from '../rules.ts'
import { FUNDS_TIME_ZONE } from './window.ts'
import {
  WITHDRAWAL_REMEDY,
  WITHDRAWAL_UNDER_WAY,
  type WithdrawalFacts,
  withdrawalChecklistRows,
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

/** A blocker, the account, and the screen a row says its fix leads to (null: it has none). */
interface RemedyFacts {
  blocker: string
  market: Market
  screen: string | null
}
const remedyLeadsTo = (f: RemedyFacts) =>
  (WITHDRAWAL_REMEDY[f.blocker]?.(f.market) ?? null) === f.screen

/**
 * The withdrawal facts, and the checklist a row says the screen shows: each requirement in the
 * gate's order, "…: blocks" when it blocks.
 */
interface ChecklistFacts extends WithdrawalFacts {
  rows: readonly string[]
}
const checklistShows = (f: ChecklistFacts) =>
  withdrawalChecklistRows(checklistOf({ gate: withdrawalGate, facts: f }, 'client'))
    .map((row) => (row.blocked ? `${row.state}: blocks` : row.state))
    .join(', ') === f.rows.join(', ')
/** The checklist with nothing blocking: one row per requirement, the rejection not among them. */
const ALL_DONE = [
  'barred',
  'fundPasswordMissing',
  'noMethod',
  'realNameMissing',
  'positionsOpen',
  'creditTooLow',
  'outsideHours',
]

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
  guardTable(
    'WITHDRAWAL_REMEDY',
    remedyLeadsTo,
    { blocker: 'fundPasswordMissing', market: 'Spain', screen: '/information/fundPass' },
    'issue Money (the first blocker is shown with the action that clears it), spec §2 Routes',
    [
      { name: 'no fund password: the fund password screen', change: {}, expect: true },
      {
        name: 'no card for the euro account: adding a bank card',
        change: { blocker: 'noMethod', screen: '/information/addBankCard' },
        expect: true,
      },
      {
        name: 'no wallet for the USDC account: the wallet address',
        change: { blocker: 'noMethod', market: 'usdc', screen: '/information/usdtAddress' },
        expect: true,
      },
      {
        name: 'real name not verified: the real-name form',
        change: { blocker: 'realNameMissing', screen: '/information/authInfo' },
        expect: true,
      },
      {
        name: 'real name rejected: the real-name form, to submit it again',
        change: { blocker: 'realNameRejected', screen: '/information/authInfo' },
        expect: true,
      },
      {
        name: 'real name rejected: not the fund password screen',
        change: { blocker: 'realNameRejected', screen: '/information/fundPass' },
        expect: false,
      },
      {
        name: 'open positions: the trade screen, where they are closed',
        change: { blocker: 'positionsOpen', screen: '/trade/index' },
        expect: true,
      },
      {
        name: 'open positions: a screen to close them, not none',
        change: { blocker: 'positionsOpen', screen: null },
        expect: false,
      },
      {
        name: 'outside the hours: no screen clears it',
        change: { blocker: 'outsideHours', screen: null },
        expect: true,
      },
      {
        name: 'a low credit score: no screen clears it',
        change: { blocker: 'creditTooLow', screen: null },
        expect: true,
      },
      {
        name: 'barred by the operator: no screen clears it',
        change: { blocker: 'barred', screen: null },
        expect: true,
      },
    ],
  ),
  guardTable(
    'withdrawalChecklistRows',
    checklistShows,
    { ...base, rows: ALL_DONE },
    'not in the spec (issue 21), spec §8 Funds',
    [
      {
        name: 'everything in place: every requirement once, none blocking',
        change: {},
        expect: true,
      },
      {
        name: 'real name under review: the real-name row blocks',
        change: {
          kyc: 'underReview',
          rows: [
            'barred',
            'fundPasswordMissing',
            'noMethod',
            'realNameMissing: blocks',
            'positionsOpen',
            'creditTooLow',
            'outsideHours',
          ],
        },
        expect: true,
      },
      {
        name: 'real name rejected: the rejection in the real-name row’s place',
        change: {
          kyc: 'rejected',
          rows: [
            'barred',
            'fundPasswordMissing',
            'noMethod',
            'realNameRejected: blocks',
            'positionsOpen',
            'creditTooLow',
            'outsideHours',
          ],
        },
        expect: true,
      },
      {
        name: 'real name rejected: not a row of its own beside the real-name row',
        change: {
          kyc: 'rejected',
          rows: [
            'barred',
            'fundPasswordMissing',
            'noMethod',
            'realNameRejected: blocks',
            'realNameMissing',
            'positionsOpen',
            'creditTooLow',
            'outsideHours',
          ],
        },
        expect: false,
      },
      {
        name: 'real name rejected and a position open: both rows block, in order',
        change: {
          kyc: 'rejected',
          openPositions: 1,
          rows: [
            'barred',
            'fundPasswordMissing',
            'noMethod',
            'realNameRejected: blocks',
            'positionsOpen: blocks',
            'creditTooLow',
            'outsideHours',
          ],
        },
        expect: true,
      },
    ],
  ),
]
