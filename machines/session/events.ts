import type { AnswerOf } from '../contract/call.ts'
import type { Refusal } from '../contract/refusal.ts'
import type { loginCall } from './calls.ts'
import type { LoginForm, RegistrationForm } from './guards.ts'

/**
 * What a successful login or registration hands the client (the answer of its contract): the
 * token, the account, and the restrictions the user must be told about although they may log in
 * (spec §6).
 */
export type SessionGrant = AnswerOf<typeof loginCall>

export type SessionEvent =
  | { type: 'login.submit'; form: LoginForm }
  /** Issue 25: the second factor's code, asked after the password. */
  | { type: 'login.code'; code: string }
  | { type: 'login.back' }
  | { type: 'register.submit'; form: RegistrationForm }
  | { type: 'session.logout' }
  | { type: 'session.expired' }

export type { Refusal }
