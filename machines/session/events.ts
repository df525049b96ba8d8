import type { Refusal } from '../contract/refusal.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import type { LoginForm, RegistrationForm } from './guards.ts'

/** What a successful login or registration hands the client. */
export interface SessionGrant {
  token: string
  account: string
  /** Restriction codes the user must be told about although they may log in (spec §6). */
  notices: ServerMessageCode[]
}

export type SessionEvent =
  | { type: 'login.submit'; form: LoginForm }
  | { type: 'register.submit'; form: RegistrationForm }
  | { type: 'session.logout' }
  | { type: 'session.expired' }

export type { Refusal }
