import type { AnyStateMachine, EventObject } from 'xstate'
import { backButtonMachine } from './backButton.ts'
import { chartMachine } from './chartSelection.ts'
import { activationGate } from './credit/activation.ts'
import {
  activationFixtures,
  borrowFixtures,
  loanFixtures,
  repayFixtures,
} from './credit/fixtures.ts'
import { loanMachine } from './credit/loan.ts'
import { borrowGate, repayGate } from './credit/loanForms.ts'
import { loadFixtures, submissionFixtures } from './flows/fixtures.ts'
import { loadMachine } from './flows/load.ts'
import { submissionMachine } from './flows/submission.ts'
import { depositGate, depositMachine } from './funds/deposit.ts'
import { exchangeGate } from './funds/exchange.ts'
import {
  bankCardFixtures,
  depositFixtures,
  depositGateFixtures,
  exchangeGateFixtures,
  fundPasswordFixtures,
  kycFixtures,
  loginPasswordFixtures,
  walletFixtures,
  withdrawalFixtures,
  withdrawalGateFixtures,
  withdrawalRequestFixtures,
} from './funds/fixtures.ts'
import { bankCardGate, fundPasswordGate, loginPasswordGate, walletGate } from './funds/forms.ts'
import { kycMachine } from './funds/kyc.ts'
import { withdrawalMachine, withdrawalRequestGate } from './funds/withdrawal.ts'
import { withdrawalGate } from './funds/withdrawalGate.ts'
import { subscriptionFixtures, subscriptionGateFixtures } from './ipo/fixtures.ts'
import { subscriptionMachine } from './ipo/subscription.ts'
import { subscriptionGate } from './ipo/subscriptionGate.ts'
import { marketMachine } from './market.ts'
import type { QuoteRow } from './marketData.ts'
import { marketViewMachine } from './marketView/machine.ts'
import { orderFixtures, placementFixtures, ticketFixtures } from './order/fixtures.ts'
import { orderMachine } from './order/machine.ts'
import { orderPlacementGate } from './order/placement.ts'
import { ticketMachine } from './order/ticket.ts'
import { pullToRefreshMachine } from './pullToRefresh.ts'
import { accessGate } from './session/accessGate.ts'
import { sessionMachine } from './session/machine.ts'
import { registrationGate } from './session/registrationGate.ts'
import { stepperMachine } from './stepper/machine.ts'
import { watchlistEditMachine } from './watchlistEdit.ts'

/**
 * One set of inputs and events for walking a machine's graph. Guarded branches need several
 * fixtures (or several payloads of one event) before every one of them is reached.
 */
export interface PathFixture {
  name: string
  input?: unknown
  /** The events offered at every state; the event type alone is offered for the rest. */
  events: Array<EventObject & Record<string, unknown>>
}

export interface MachineEntry {
  id: string
  title: string
  /** client: runs in the browser; gate: decides on facts; entity: a server-side lifecycle. */
  kind: 'client' | 'gate' | 'entity'
  description: string
  machine: AnyStateMachine
  fixtures: PathFixture[]
}

const filledForm = {
  account: '600100200',
  password: 'correct horse',
  password2: 'correct horse',
  invite: 'TRADEFLOW',
  agree: true,
}

const restrictions = {
  frozen: false,
  loginBanned: false,
  disabled: false,
  noTrade: false,
  noWithdraw: false,
}

const sampleRow: QuoteRow = {
  code: 'SAN',
  name: 'Banco Santander',
  market: 'Spain',
  board: 'listed',
  currency: 'EUR',
  price: '8.520',
  prevClose: '8.500',
  change: '0.020',
  changePercent: '0.24',
  open: '8.500',
  high: '8.560',
  low: '8.480',
  volume: '1000',
  turnover: '8520.00',
  marketCap: '127800000000',
  high52w: '9.000',
  low52w: '6.000',
  foreignRatio: '68.00',
  industry: 'Banks',
  status: 'open',
  flags: [],
}
const sampleTick = {
  code: 'SAN',
  price: '8.530',
  change: '0.030',
  changePercent: '0.35',
  high: '8.560',
  low: '8.480',
  volume: '1200',
  turnover: '10236.00',
  status: 'open',
  at: '2026-11-20T10:00:00.000Z',
}

/** Every machine of the product. The flow explorer and the path tests read this list. */
export const machineRegistry: MachineEntry[] = [
  {
    id: 'session',
    title: 'Session',
    kind: 'client',
    description: sessionMachine.config.description ?? '',
    machine: sessionMachine,
    fixtures: [
      {
        name: 'a visitor without a stored token',
        input: { token: null, account: null },
        events: [
          { type: 'login.submit', form: { account: '600100200', password: 'correct horse' } },
          { type: 'login.submit', form: { account: '', password: 'x' } },
          { type: 'register.submit', form: filledForm },
          { type: 'register.submit', form: { ...filledForm, invite: ' ' } },
          { type: 'register.submit', form: { ...filledForm, account: 'abc' } },
          {
            type: 'register.submit',
            form: { ...filledForm, password: 'short', password2: 'short' },
          },
          { type: 'register.submit', form: { ...filledForm, password2: 'other horse' } },
          { type: 'register.submit', form: { ...filledForm, agree: false } },
          { type: 'xstate.done.actor.login', output: grant() },
          { type: 'xstate.error.actor.login', error: { code: 'auth.badCredentials' } },
          { type: 'xstate.done.actor.register', output: grant() },
          { type: 'xstate.error.actor.register', error: { code: 'auth.accountExists' } },
          { type: 'session.logout' },
          { type: 'session.expired' },
        ],
      },
      {
        name: 'a returning user with a stored token',
        input: { token: 'stored-token', account: '600100200' },
        events: [{ type: 'session.logout' }, { type: 'session.expired' }],
      },
    ],
  },
  {
    id: 'market',
    title: 'Market switcher',
    kind: 'client',
    description: marketMachine.config.description ?? '',
    machine: marketMachine,
    fixtures: [
      ...['Spain', 'usd', 'usdc', null].flatMap((saved) =>
        [true, false].map((inWallet) => ({
          name: `saved ${saved ?? 'nothing'}, ${inWallet ? 'in' : 'outside'} the wallet`,
          input: { saved, inWallet },
          events: [
            { type: 'market.select', market: 'Spain' },
            { type: 'market.select', market: 'usd' },
            { type: 'market.select', market: 'usdc' },
            { type: 'view.changed', inWallet: true },
            { type: 'view.changed', inWallet: false },
          ],
        })),
      ),
    ],
  },
  {
    id: 'backButton',
    title: 'Native back button',
    kind: 'client',
    description: backButtonMachine.config.description ?? '',
    machine: backButtonMachine,
    fixtures: [
      {
        name: 'with and without history',
        events: [
          { type: 'back.press', canGoBack: true },
          { type: 'back.press', canGoBack: false },
        ],
      },
    ],
  },
  {
    id: 'stepper',
    title: 'Numeric stepper',
    kind: 'client',
    description: stepperMachine.config.description ?? '',
    machine: stepperMachine,
    fixtures: [
      {
        name: 'lots from 1 to 3, whole numbers',
        input: { min: '1', max: '3', integer: true },
        events: [
          { type: 'stepper.input', raw: '2a' },
          { type: 'stepper.input', raw: '9' },
          { type: 'stepper.blur' },
          { type: 'stepper.step', direction: 'up' },
          { type: 'stepper.step', direction: 'down' },
          { type: 'stepper.pressStart', direction: 'up' },
          { type: 'stepper.pressEnd' },
        ],
      },
    ],
  },
  {
    id: 'marketView',
    title: 'Live prices on a screen',
    kind: 'client',
    description: marketViewMachine.config.description ?? '',
    machine: marketViewMachine,
    fixtures: [
      {
        name: 'rows load, stream, go stale, come back; a load fails and is retried',
        events: [
          { type: 'xstate.done.actor.loadRows', output: [sampleRow] },
          { type: 'xstate.done.actor.loadRows', output: [] },
          { type: 'xstate.error.actor.loadRows', error: { code: 'common.busy' } },
          { type: 'quotes.ticks', ticks: [sampleTick] },
          { type: 'quotes.heartbeat' },
          { type: 'quotes.lost' },
          { type: 'view.visible', codes: ['BBVA'] },
          { type: 'view.visible', codes: [] },
          { type: 'view.reload' },
          { type: 'view.retry' },
        ],
      },
    ],
  },
  {
    id: 'chart',
    title: 'Stock chart period and adjustment',
    kind: 'client',
    description: chartMachine.config.description ?? '',
    machine: chartMachine,
    fixtures: [
      {
        name: 'SAN, every choice',
        input: { code: 'SAN' },
        events: [
          { type: 'xstate.done.actor.loadBars', output: [] },
          { type: 'xstate.error.actor.loadBars', error: { code: 'common.busy' } },
          { type: 'chart.period', period: 'time' },
          { type: 'chart.period', period: 'day' },
          { type: 'chart.adjust', adjust: 'forward' },
          { type: 'chart.adjust', adjust: 'none' },
          { type: 'chart.retry' },
        ],
      },
    ],
  },
  {
    id: 'watchlistEdit',
    title: 'Watchlist editing',
    kind: 'client',
    description: watchlistEditMachine.config.description ?? '',
    machine: watchlistEditMachine,
    fixtures: [
      {
        name: 'two rows',
        events: [
          { type: 'edit.start' },
          { type: 'edit.cancel' },
          { type: 'edit.toggle', code: 'SAN' },
          { type: 'edit.toggleAll', codes: ['SAN', 'BBVA'] },
          { type: 'edit.delete' },
          { type: 'xstate.done.actor.removeCodes' },
          { type: 'xstate.error.actor.removeCodes', error: { code: 'common.busy' } },
        ],
      },
    ],
  },
  {
    id: 'accessGate',
    title: 'Login access gate',
    kind: 'gate',
    description: accessGate.config.description ?? '',
    machine: accessGate,
    fixtures: [
      { name: 'no restriction', input: restrictions, events: [] },
      { name: 'disabled', input: { ...restrictions, disabled: true }, events: [] },
      { name: 'login banned', input: { ...restrictions, loginBanned: true }, events: [] },
      { name: 'frozen', input: { ...restrictions, frozen: true }, events: [] },
    ],
  },
  {
    id: 'registrationGate',
    title: 'Registration gate',
    kind: 'gate',
    description: registrationGate.config.description ?? '',
    machine: registrationGate,
    fixtures: [
      {
        name: 'all good',
        input: { ...filledForm, inviterExists: true, accountTaken: false },
        events: [],
      },
      {
        name: 'empty invite',
        input: { ...filledForm, invite: '', inviterExists: false, accountTaken: false },
        events: [],
      },
      {
        name: 'account not a phone number',
        input: { ...filledForm, account: 'abc', inviterExists: true, accountTaken: false },
        events: [],
      },
      {
        name: 'password too short',
        input: {
          ...filledForm,
          password: 'short',
          password2: 'short',
          inviterExists: true,
          accountTaken: false,
        },
        events: [],
      },
      {
        name: 'passwords differ',
        input: { ...filledForm, password2: 'x', inviterExists: true, accountTaken: false },
        events: [],
      },
      {
        name: 'agreement missing',
        input: { ...filledForm, agree: false, inviterExists: true, accountTaken: false },
        events: [],
      },
      {
        name: 'unknown inviter',
        input: { ...filledForm, inviterExists: false, accountTaken: false },
        events: [],
      },
      {
        name: 'account taken',
        input: { ...filledForm, inviterExists: true, accountTaken: true },
        events: [],
      },
    ],
  },
  {
    id: 'order',
    title: 'Order lifecycle',
    kind: 'entity',
    description: orderMachine.config.description ?? '',
    machine: orderMachine,
    fixtures: orderFixtures,
  },
  {
    id: 'orderPlacement',
    title: 'Order placement gate',
    kind: 'gate',
    description: orderPlacementGate.config.description ?? '',
    machine: orderPlacementGate,
    fixtures: placementFixtures,
  },
  {
    id: 'orderTicket',
    title: 'Buy panel',
    kind: 'client',
    description: ticketMachine.config.description ?? '',
    machine: ticketMachine,
    fixtures: ticketFixtures,
  },
  {
    id: 'pullToRefresh',
    title: 'Pull to refresh',
    kind: 'client',
    description: pullToRefreshMachine.config.description ?? '',
    machine: pullToRefreshMachine,
    fixtures: [
      {
        name: 'a short pull and a long one; the reload succeeds or fails',
        events: [
          { type: 'pull.move', distance: 20 },
          { type: 'pull.move', distance: 60 },
          { type: 'pull.release' },
          { type: 'pull.cancel' },
          { type: 'xstate.done.actor.refresh' },
          { type: 'xstate.error.actor.refresh', error: { code: 'common.busy' } },
        ],
      },
    ],
  },
  ...[
    ['withdrawalGate', 'Withdrawal gate', 'gate', withdrawalGate, withdrawalGateFixtures],
    [
      'withdrawalRequest',
      'Withdrawal form',
      'gate',
      withdrawalRequestGate,
      withdrawalRequestFixtures,
    ],
    ['withdrawal', 'Withdrawal lifecycle', 'entity', withdrawalMachine, withdrawalFixtures],
    ['depositGate', 'Deposit request', 'gate', depositGate, depositGateFixtures],
    ['deposit', 'Deposit lifecycle', 'entity', depositMachine, depositFixtures],
    ['kyc', 'Real-name verification', 'entity', kycMachine, kycFixtures],
    ['exchangeGate', 'Currency exchange', 'gate', exchangeGate, exchangeGateFixtures],
    ['fundPasswordForm', 'Fund password', 'gate', fundPasswordGate, fundPasswordFixtures],
    [
      'loginPasswordForm',
      'Login password change',
      'gate',
      loginPasswordGate,
      loginPasswordFixtures,
    ],
    ['bankCardForm', 'Bank card', 'gate', bankCardGate, bankCardFixtures],
    ['walletForm', 'Wallet address', 'gate', walletGate, walletFixtures],
    [
      'subscriptionGate',
      'New-share subscription',
      'gate',
      subscriptionGate,
      subscriptionGateFixtures,
    ],
    ['subscription', 'Subscription lifecycle', 'entity', subscriptionMachine, subscriptionFixtures],
    ['creditActivation', 'Credit activation', 'gate', activationGate, activationFixtures],
    ['loanRequest', 'Loan request', 'gate', borrowGate, borrowFixtures],
    ['loan', 'Loan lifecycle', 'entity', loanMachine, loanFixtures],
    ['loanRepayment', 'Loan repayment', 'gate', repayGate, repayFixtures],
    ['submission', 'Form submission', 'client', submissionMachine, submissionFixtures],
    ['load', 'Screen loading', 'client', loadMachine, loadFixtures],
  ].map(
    ([id, title, kind, machine, fixtures]) =>
      ({
        id,
        title,
        kind,
        description: (machine as AnyStateMachine).config.description ?? '',
        machine,
        fixtures,
      }) as MachineEntry,
  ),
]

function grant() {
  return { token: 'issued-token', account: '600100200', notices: [] }
}

export function getMachineEntry(id: string): MachineEntry {
  const entry = machineRegistry.find((m) => m.id === id)
  if (!entry) throw new Error(`no machine ${id} in the registry`)
  return entry
}
