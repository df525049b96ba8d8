import { setup } from 'xstate'
import { defineGate } from '../gate.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { hasReason } from './review.ts'
import type { KycStatus } from './withdrawalGate.ts'

/** spec §4 Real-name: every state of a user's real-name verification, for answers that carry it. */
export const KYC_STATUSES = [
  'notSubmitted',
  'underReview',
  'passed',
  'rejected',
] as const satisfies readonly KycStatus[]

export interface KycSubmission {
  name: string
  idNumber: string
  front: boolean
  back: boolean
}

// spec §5 Real-name verification: name, ID number and both photos are required
export const kycSubmissionComplete = (s: KycSubmission) =>
  s.name.trim() !== '' && s.idNumber.trim() !== '' && s.front && s.back
// spec §5 Real-name verification: name, ID number and both photos are required
export const kycSubmissionIncomplete = (s: KycSubmission) => !kycSubmissionComplete(s)

/**
 * The real-name form as the screen checks it before sending the photos: the same rule the
 * lifecycle's `submissionComplete` applies on the server, which also refuses by the user's state
 * (under review, already verified).
 */
export const kycFormGate = defineGate<KycSubmission>(
  'kycForm',
  'Decides whether a real-name form is complete enough to send: name, ID number and both ID photos (spec §5 Real-name verification).',
  [
    {
      state: 'incomplete',
      code: 'kyc.incomplete',
      blocks: { name: 'kycSubmissionIncomplete', test: kycSubmissionIncomplete },
      description: 'The name, the ID number or a photo is missing.',
    },
  ],
)

/** A stored real-name submission's states: it exists once submitted, so never `notSubmitted`. */
export const KYC_SUBMISSION_STATES = ['underReview', 'passed', 'rejected'] as const

export type KycEvent =
  | { type: 'kyc.submit'; submission: KycSubmission }
  | { type: 'kyc.approve' }
  | { type: 'kyc.reject'; reason?: string }

/**
 * Real-name verification (spec §4 Real-name): not submitted → under review → passed, or
 * rejected and submitted again. The account page's authInfo entry answers "already verified"
 * once it has passed (spec §2).
 */
export const kycMachine = setup({
  types: { events: {} as KycEvent },
  guards: {
    // spec §5 Real-name verification: name, ID number and both photos are required
    submissionComplete: ({ event }) =>
      event.type === 'kyc.submit' && kycSubmissionComplete(event.submission),
    hasReason,
  },
}).createMachine({
  id: 'kyc',
  description:
    'Real-name verification: the user submits name, ID number and both ID photos; a reviewer passes or rejects it; a rejected user may submit again.',
  initial: 'notSubmitted',
  states: {
    notSubmitted: {
      description: 'Not submitted (spec §4 Real-name).',
      meta: { refusals: { 'kyc.submit': 'kyc.incomplete' } },
      on: { 'kyc.submit': { guard: 'submissionComplete', target: 'underReview' } },
    },
    underReview: {
      description: 'Submitted and under review.',
      meta: { refusals: { 'kyc.submit': 'kyc.underReview' } },
      on: {
        'kyc.approve': 'passed',
        'kyc.reject': { guard: 'hasReason', target: 'rejected' },
      },
    },
    passed: {
      type: 'final',
      description: 'Passed: is_true is 1 (spec §3 User info).',
      meta: { refusals: { 'kyc.submit': 'kyc.alreadyVerified' } },
    },
    rejected: {
      description: 'Failed or rejected: the user sees the reason and may submit again.',
      meta: { refusals: { 'kyc.submit': 'kyc.incomplete' } },
      on: { 'kyc.submit': { guard: 'submissionComplete', target: 'underReview' } },
    },
  },
})

/** spec §3 User info: the real name is verified (is_true = 1) once it has passed review. */
export function isKycVerified(status: KycStatus): boolean {
  return status === 'passed'
}

/** Whether the real-name form is offered: the state takes a (complete) submission. */
export function kycTakesSubmission(status: string): boolean {
  const complete = { name: 'n', idNumber: 'i', front: true, back: true }
  return kycMachine
    .resolveState({ value: status, context: {} })
    .can({ type: 'kyc.submit', submission: complete })
}

/**
 * spec §2 Account page: the authInfo entry is blocked with "already authenticated" once the real
 * name has passed (is_true = 1); the message is the one the final state names for a submission.
 */
export function kycEntryRefusal(status: string) {
  const node = kycMachine.states[status]
  if (node?.type !== 'final') return null
  return (
    (node.meta as { refusals: Record<string, ServerMessageCode> }).refusals['kyc.submit'] ?? null
  )
}
