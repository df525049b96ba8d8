import type { ServerMessageCode, ServerMessageParams } from '../serverMessages.ts'

/** A refusal in the form the client shows it: a catalogue code and its parameters. */
export interface Refusal {
  code: ServerMessageCode
  params?: ServerMessageParams
  /** The server's English text, when the refusal came from the server (spec §8). */
  msg?: string
  /** True once the user has been shown it (the API client toasts every refusal it receives). */
  announced?: boolean
}

/**
 * A call that got no answer at all: no network, the server out of reach, or no answer within the
 * time-out (issue 23). Not "system busy": nothing is known of the server, and the person's own
 * connection is the first thing to check.
 */
export const NO_ANSWER: Refusal = { code: 'common.noAnswer' }

/**
 * The codes that say a call reached no decision (spec §8 Generic failures: the server busy or
 * out of reach, too many calls at once, a session that expired): the same call may be tried
 * again as it was. Any other refusal is the server's answer, and asking again gets it again.
 */
const UNDECIDED_CODES: ReadonlySet<string> = new Set([
  'common.busy',
  'common.noAnswer',
  'common.tooFrequent',
  'auth.sessionExpired',
])

/** The refusal a failed call's actor threw (screens throw the Refusal), or busy for anything else. */
export const refusalOfError = (error: unknown): Refusal =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as Refusal)
    : { code: 'common.busy' }

/** Whether a failed call may get another answer if asked again (UNDECIDED_CODES). */
export const reachedNoDecision = (error: unknown): boolean =>
  UNDECIDED_CODES.has(refusalOfError(error).code)
