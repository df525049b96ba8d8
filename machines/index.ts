import type { AnyStateMachine, EventObject } from 'xstate'
import { backButtonMachine } from './backButton.ts'
import { marketMachine } from './market.ts'
import { accessGate } from './session/accessGate.ts'
import { sessionMachine } from './session/machine.ts'
import { registrationGate } from './session/registrationGate.ts'
import { stepperMachine } from './stepper/machine.ts'

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
]

function grant() {
  return { token: 'issued-token', account: '600100200', notices: [] }
}

export function getMachineEntry(id: string): MachineEntry {
  const entry = machineRegistry.find((m) => m.id === id)
  if (!entry) throw new Error(`no machine ${id} in the registry`)
  return entry
}
