import { defineGate } from '../gate.ts'
import { ADULT_AGE, GUARDIAN_AGE } from '../rules.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'
import { ageOn, isCalendarDay } from './age.ts'
import { hasReason } from './review.ts'

/**
 * spec §4 Real-name: every state of a user's real-name verification (kycMachine's states), for
 * answers that carry it and the users table that stores it.
 */
export const KYC_STATUSES = ['notSubmitted', 'underReview', 'passed', 'rejected'] as const
export type KycStatus = (typeof KYC_STATUSES)[number]

export interface KycSubmission {
  name: string
  idNumber: string
  /** YYYY-MM-DD (spec §9 Age: collected at real-name verification, issue 21). */
  dateOfBirth: string
  /** The day it is judged on (YYYY-MM-DD): the server's clock, or the screen's for its check. */
  today: string
  front: boolean
  back: boolean
}

const ageOf = (s: KycSubmission) => ageOn(s.dateOfBirth, s.today)
const dayValid = (s: KycSubmission) => isCalendarDay(s.dateOfBirth) && s.dateOfBirth <= s.today

// spec §5 Real-name verification: name, ID number and both photos are required
export const kycSubmissionComplete = (s: KycSubmission) =>
  s.name.trim() !== '' && s.idNumber.trim() !== '' && s.front && s.back
// spec §5 Real-name verification: name, ID number and both photos are required
export const kycSubmissionIncomplete = (s: KycSubmission) => !kycSubmissionComplete(s)
// spec §9 Age: the date of birth is a real day, not in the future
export const dateOfBirthInvalid = (s: KycSubmission) => !dayValid(s)
// spec §9 Age: children under 14 need a guardian
export const childNeedsGuardian = (s: KycSubmission) => dayValid(s) && ageOf(s) < GUARDIAN_AGE
// spec §9 Age: minimum adult age 18
export const underAdultAge = (s: KycSubmission) =>
  dayValid(s) && ageOf(s) >= GUARDIAN_AGE && ageOf(s) < ADULT_AGE

/** A submission the lifecycle takes: complete, with a date of birth of an adult. */
export const kycSubmissionAccepted = (s: KycSubmission) =>
  kycSubmissionComplete(s) && dayValid(s) && ageOf(s) >= ADULT_AGE

/**
 * The real-name form as the screen checks it before sending the photos: the same rule the
 * lifecycle's `submissionComplete` applies on the server, which also refuses by the user's state
 * (under review, already verified).
 */
export const kycFormGate = defineGate<KycSubmission>(
  'kycForm',
  'Decides whether a real-name form can be sent: name, ID number and both ID photos, and a date of birth of an adult (spec §5 Real-name verification, §9 Age).',
  [
    {
      state: 'incomplete',
      code: 'kyc.incomplete',
      blocks: { name: 'kycSubmissionIncomplete', test: kycSubmissionIncomplete },
      description: 'The name, the ID number or a photo is missing.',
    },
    {
      state: 'dateOfBirthInvalid',
      code: 'kyc.dateOfBirthInvalid',
      blocks: { name: 'dateOfBirthInvalid', test: dateOfBirthInvalid },
      description: 'No date of birth, or one that is not a day in the past.',
    },
    {
      state: 'guardianRequired',
      code: 'kyc.guardianRequired',
      blocks: { name: 'childNeedsGuardian', test: childNeedsGuardian },
      description: 'Under 14: a guardian must act for the child.',
    },
    {
      state: 'underAge',
      code: 'kyc.underAge',
      blocks: { name: 'underAdultAge', test: underAdultAge },
      description: 'Under 18: not an adult.',
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
      event.type === 'kyc.submit' && kycSubmissionAccepted(event.submission),
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
  const complete = {
    name: 'n',
    idNumber: 'i',
    dateOfBirth: '1990-01-01',
    today: '2026-01-01',
    front: true,
    back: true,
  }
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
