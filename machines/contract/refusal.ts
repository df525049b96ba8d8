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
