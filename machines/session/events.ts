import type { ServerMessageCode, ServerMessageParams } from '../serverMessages.ts'
import type { LoginForm, RegistrationForm } from './guards.ts'

/** What a successful login or registration hands the client. */
export interface SessionGrant {
  token: string
  account: string
  /** Restriction codes the user must be told about although they may log in (spec §6). */
  notices: ServerMessageCode[]
}

/** A refusal in the form the client shows it: a catalogue code and its parameters. */
export interface Refusal {
  code: ServerMessageCode
  params?: ServerMessageParams
  /** The server's English text, when the refusal came from the server (spec §8). */
  msg?: string
  /** True once the user has been shown it (the API client toasts every refusal it receives). */
  announced?: boolean
}

export type SessionEvent =
  | { type: 'login.submit'; form: LoginForm }
  | { type: 'register.submit'; form: RegistrationForm }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
