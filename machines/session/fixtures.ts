import type { PathFixture } from '../registry.ts'
import type { LoginForm, RegistrationForm } from './guards.ts'

const PASSWORD = 'correct-horse'
/** A login form the client takes (the decision tables and the machine's tests start from it). */
export const sampleLogin: LoginForm = { account: '600123456', password: PASSWORD }
/** A registration form the client takes: every field, the passwords alike, the agreement ticked. */
export const sampleRegistration: RegistrationForm = {
  account: '600123456',
  password: PASSWORD,
  password2: PASSWORD,
  invite: 'ABC123',
  agree: true,
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

function grant() {
  return { token: 'issued-token', account: '600100200', notices: [] }
}

export const sessionFixtures: PathFixture[] = [
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
      // Issue 25: two-factor sign-in on — the code asked, a wrong one, an empty one, going back.
      { type: 'xstate.error.actor.login', error: { code: 'twoFactor.required' } },
      { type: 'xstate.error.actor.login', error: { code: 'twoFactor.codeWrong' } },
      { type: 'login.code', code: '123456' },
      { type: 'login.code', code: ' ' },
      { type: 'login.back' },
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
]

export const accessGateFixtures: PathFixture[] = [
  { name: 'no restriction', input: restrictions, events: [] },
  { name: 'disabled', input: { ...restrictions, disabled: true }, events: [] },
  { name: 'login banned', input: { ...restrictions, loginBanned: true }, events: [] },
  { name: 'frozen', input: { ...restrictions, frozen: true }, events: [] },
]

export const registrationGateFixtures: PathFixture[] = [
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
    name: 'an institution code with a space',
    input: { ...filledForm, institutionCode: 'INST 42', inviterExists: true, accountTaken: false },
    events: [],
  },
  {
    name: 'a fund password of four digits',
    input: { ...filledForm, fundPassword: '1234', inviterExists: true, accountTaken: false },
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
]

const resetForm = {
  account: '600100200',
  code: 'K7M2Q9XPRT',
  password: 'new correct horse',
  password2: 'new correct horse',
}

export const passwordResetGateFixtures: PathFixture[] = [
  { name: 'a valid code', input: { ...resetForm, codeValid: true }, events: [] },
  { name: 'the code left empty', input: { ...resetForm, code: ' ' }, events: [] },
  { name: 'account not a phone number', input: { ...resetForm, account: 'abc' }, events: [] },
  {
    name: 'new password too short',
    input: { ...resetForm, password: 'short', password2: 'short' },
    events: [],
  },
  { name: 'passwords differ', input: { ...resetForm, password2: 'other horse' }, events: [] },
  { name: 'a wrong, used or expired code', input: { ...resetForm, codeValid: false }, events: [] },
]

/** Issue 25: the second factor an action asks for, off and on. */
export const secondFactorFixtures: PathFixture[] = [
  { name: 'off, no code', input: { enabled: false, code: '' }, events: [] },
  { name: 'on, a code', input: { enabled: true, code: '123 456' }, events: [] },
  { name: 'on, a recovery code', input: { enabled: true, code: 'k7q2m-x9p4r' }, events: [] },
  { name: 'on, no code', input: { enabled: true, code: ' ' }, events: [] },
  { name: 'on, not a code', input: { enabled: true, code: '12ab' }, events: [] },
]
