import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../rules.ts'
import type { SessionEvent } from './events.ts'
import { sampleLogin as login, sampleRegistration as registration } from './fixtures.ts'
import type { LoginForm, RegistrationForm } from './guards.ts'
import { type SessionInput, secondFactorAsked, sessionMachine } from './machine.ts'

/**
 * The session flow (spec §2 Login and register, §4 Login, §5 Registration and login, §6
 * Logged-in ordinary user; issue 25 for the second factor), written from the spec: each row the
 * input found in storage and the events from the start, and the state the session must then be
 * in. A form the client refuses stays with the `visitor`; one it sends is `loggingIn` or
 * `registering` (the calls never answer here: a row answers them with the call's done or error
 * event, as the server would).
 */

const VISITOR: SessionInput = { token: null, account: null }

type Run = Partial<LifecycleRun>
const run = (events: SessionEvent[] | object[], input: SessionInput = VISITOR): Run => ({
  input,
  events: events as LifecycleRun['events'],
})
const submitLogin = (form: Partial<LoginForm> = {}) => ({
  type: 'login.submit',
  form: { ...login, ...form },
})
const submitRegistration = (form: Partial<RegistrationForm> = {}) => ({
  type: 'register.submit',
  form: { ...registration, ...form },
})
/** The login call failing with the server's refusal (or with anything else it threw). */
const loginFails = (error: unknown) => ({ type: 'xstate.error.actor.login', error })
const refusedWith = (code: string) => loginFails({ code })
/** The password was right and two-factor sign-in is on: the code is being asked. */
const codeAsked = [submitLogin(), refusedWith('twoFactor.required')]
const typeCode = (code: string) => ({ type: 'login.code', code })

const REGISTRATION = 'spec §5 Registration and login'
const ISSUE_25 = 'not in the spec (issue 25)'

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the session', sessionMachine, [
    rule(EVERY_RULE, 'spec §2 Login and register, §4 Login', [
      { name: 'a visitor, nothing done', change: run([]), expect: 'visitor' },
      {
        name: 'logged in by the server',
        change: run([
          submitLogin(),
          {
            type: 'xstate.done.actor.login',
            output: { token: 't0k3n', account: '600123456', notices: [] },
          },
        ]),
        expect: 'authenticated',
      },
      {
        name: 'the code asked, then back: the password is asked again',
        change: run([...codeAsked, { type: 'login.back' }]),
        expect: 'visitor',
      },
    ]),
    rule('hasStoredSession', 'spec §4 Login', [
      {
        name: 'a token and an account stored',
        change: run([], { token: 'stored-token', account: '600123456' }),
        expect: 'authenticated',
      },
      {
        name: 'a token stored without its account: the token is what counts',
        change: run([], { token: 'stored-token', account: null }),
        expect: 'authenticated',
      },
      { name: 'nothing stored', change: run([], VISITOR), expect: 'visitor' },
      {
        name: 'an account stored without a token',
        change: run([], { token: null, account: '600123456' }),
        expect: 'visitor',
      },
      {
        name: 'an empty token: no token',
        change: run([], { token: '', account: '600123456' }),
        expect: 'visitor',
      },
    ]),
    rule('isLoginFormIncomplete', REGISTRATION, [
      { name: 'account and password: sent', change: run([submitLogin()]), expect: 'loggingIn' },
      {
        name: 'a login with no account: refused',
        change: run([submitLogin({ account: '' })]),
        expect: 'visitor',
      },
      {
        name: 'a login with no password: refused',
        change: run([submitLogin({ password: '' })]),
        expect: 'visitor',
      },
      {
        name: 'neither account nor password: refused',
        change: run([submitLogin({ account: '', password: '' })]),
        expect: 'visitor',
      },
      {
        name: 'an account of one character: sent (the server judges it)',
        change: run([submitLogin({ account: '6' })]),
        expect: 'loggingIn',
      },
      {
        name: 'a password of one character: sent',
        change: run([submitLogin({ password: 'p' })]),
        expect: 'loggingIn',
      },
    ]),
    rule('isRegistrationIncomplete', REGISTRATION, [
      {
        name: 'every field filled: sent',
        change: run([submitRegistration()]),
        expect: 'registering',
      },
      {
        name: 'a registration with no account: refused',
        change: run([submitRegistration({ account: '' })]),
        expect: 'visitor',
      },
      {
        name: 'a registration with no password: refused',
        change: run([submitRegistration({ password: '', password2: '' })]),
        expect: 'visitor',
      },
      {
        name: 'no confirmation: refused',
        change: run([submitRegistration({ password2: '' })]),
        expect: 'visitor',
      },
      {
        name: 'no invitation code: refused',
        change: run([submitRegistration({ invite: '' })]),
        expect: 'visitor',
      },
      {
        name: 'an invitation code of spaces: refused',
        change: run([submitRegistration({ invite: '  ' })]),
        expect: 'visitor',
      },
      {
        name: 'an invitation code of one character: sent',
        change: run([submitRegistration({ invite: 'A' })]),
        expect: 'registering',
      },
    ]),
    rule('isAccountMalformed', 'spec §6 Logged-in ordinary user', [
      {
        name: 'a name instead of a phone number: refused',
        change: run([submitRegistration({ account: 'maria' })]),
        expect: 'visitor',
      },
      ...boundary(
        `digits of the account against the fewest, ${PHONE_DIGITS.min}`,
        counts(PHONE_DIGITS.min, 'digit'),
        (n: number) => run([submitRegistration({ account: '6'.repeat(n) })]),
        { below: 'visitor', at: 'registering', above: 'registering' },
      ),
    ]),
    rule('isPasswordTooShort', 'not in the spec (OWASP ASVS 2.1.1)', [
      ...boundary(
        `a password against the shortest, ${PASSWORD_MIN_LENGTH} characters`,
        counts(PASSWORD_MIN_LENGTH, 'character'),
        (n: number) => {
          const password = 'p'.repeat(n)
          return run([submitRegistration({ password, password2: password })])
        },
        { below: 'visitor', at: 'registering', above: 'registering' },
      ),
    ]),
    rule('arePasswordsDifferent', REGISTRATION, [
      {
        name: 'the same password twice: sent',
        change: run([submitRegistration()]),
        expect: 'registering',
      },
      {
        name: 'a confirmation one character off: refused',
        change: run([submitRegistration({ password2: 'correct-horsf' })]),
        expect: 'visitor',
      },
      {
        name: 'the confirmation in capitals: refused',
        change: run([submitRegistration({ password2: 'CORRECT-HORSE' })]),
        expect: 'visitor',
      },
    ]),
    rule('isAgreementMissing', 'spec §2 Login and register', [
      {
        name: 'the agreement not ticked: refused',
        change: run([submitRegistration({ agree: false })]),
        expect: 'visitor',
      },
      {
        name: 'the agreement ticked: sent',
        change: run([submitRegistration({ agree: true })]),
        expect: 'registering',
      },
    ]),
    rule('secondFactorAsked', ISSUE_25, [
      {
        name: 'the server asks the code: the code is asked',
        change: run(codeAsked),
        expect: 'secondFactor',
      },
      {
        name: 'the code asked, then typed: sent again with it',
        change: run([...codeAsked, typeCode('123456')]),
        expect: 'loggingIn',
      },
    ]),
    rule('secondFactorRefused', ISSUE_25, [
      {
        name: 'a wrong code: the code is asked again',
        change: run([...codeAsked, typeCode('123456'), refusedWith('twoFactor.codeWrong')]),
        expect: 'secondFactor',
      },
      {
        name: 'a malformed code: the code is asked again',
        change: run([...codeAsked, typeCode('12ab'), refusedWith('twoFactor.codeInvalid')]),
        expect: 'secondFactor',
      },
      {
        name: 'a wrong password: the password is asked again',
        change: run([submitLogin(), refusedWith('auth.badCredentials')]),
        expect: 'visitor',
      },
      {
        name: 'a login that failed with no refusal at all: the password is asked again',
        change: run([submitLogin(), loginFails(new Error('worker failed'))]),
        expect: 'visitor',
      },
      {
        name: 'a login call that failed with nothing thrown: the password is asked again',
        change: run([submitLogin(), loginFails(undefined)]),
        expect: 'visitor',
      },
    ]),
    rule('isCodeEmpty', ISSUE_25, [
      {
        name: 'no code: asked again',
        change: run([...codeAsked, typeCode('')]),
        expect: 'secondFactor',
      },
      {
        name: 'a code of spaces: asked again',
        change: run([...codeAsked, typeCode('   ')]),
        expect: 'secondFactor',
      },
      {
        name: 'a code of one character: sent (the server judges it)',
        change: run([...codeAsked, typeCode('7')]),
        expect: 'loggingIn',
      },
      {
        name: 'a recovery code: sent',
        change: run([...codeAsked, typeCode('k7q2m-x9p4r')]),
        expect: 'loggingIn',
      },
    ]),
  ]),
  /*
   * The refusal that asks the code is not shown as a refusal (the code field is what asks); any
   * other two-factor refusal is (secondFactorRefused). Both keep the session in `secondFactor`, so
   * which of the two it is shows only here, on the code of the refusal.
   */
  guardTable(
    'secondFactorAsked',
    (refusal: { code?: string }) => secondFactorAsked(refusal.code),
    { code: 'twoFactor.required' },
    ISSUE_25,
    [
      { name: 'the server asks the code', change: {}, expect: true },
      { name: 'a wrong code', change: { code: 'twoFactor.codeWrong' }, expect: false },
      { name: 'a malformed code', change: { code: 'twoFactor.codeInvalid' }, expect: false },
      { name: 'a wrong password', change: { code: 'auth.badCredentials' }, expect: false },
      { name: 'a failure with no code', change: { code: undefined }, expect: false },
    ],
  ),
]
