import { defineGate } from '../gate.ts'
import { setup } from '../setup.ts'
import { type AmountFacts, amountAboveMax, amountBelowMin, amountMissing } from './amountChecks.ts'
import { hasReason } from './review.ts'
import { type FundsWindow, isWithinWindow } from './window.ts'

/** What decides whether a deposit request is taken (funds/recharge). */
export interface DepositFacts extends AmountFacts {
  proofUploaded: boolean
  /** The user already has a deposit waiting for review. */
  pendingDeposit: boolean
  now: number
  window: FundsWindow
  /** A private channel: the deposit quotes its password and its secret key. */
  privateChannel: boolean
  /** Known to the server only: the password quoted is the channel's, the key is its key. */
  channelPasswordCorrect?: boolean
  secretKeyMatches?: boolean
}

// spec §9 Deposit hours: deposits are taken 08:30-22:00 (or all day on weekdays, by config)
export const outsideDepositWindow = (f: DepositFacts) => !isWithinWindow(f.window, f.now)
// spec §8 Funds: one deposit at a time may wait for review
export const depositAlreadyPending = (f: DepositFacts) => f.pendingDeposit
// spec §5 Deposit: proof upload is required
export const proofMissing = (f: DepositFacts) => !f.proofUploaded
// spec §5 Other: the channel password must match (§8 Funds: wrong channel password)
export const channelPasswordWrong = (f: DepositFacts) =>
  f.privateChannel && f.channelPasswordCorrect !== true
// spec §5 Other: the secret key must match (§8 Funds: secret-key mismatch)
export const secretKeyMismatch = (f: DepositFacts) =>
  f.privateChannel && f.secretKeyMatches !== true

export const depositGate = defineGate<DepositFacts>(
  'depositGate',
  'Decides whether a deposit request is taken: hours, one pending at a time, amount, proof, min and max (spec §5 Deposit, §8, §9).',
  [
    {
      state: 'outsideHours',
      code: 'funds.outsideHours',
      blocks: { name: 'outsideDepositWindow', test: outsideDepositWindow },
      description: 'It is outside the deposit hours.',
      beforeForm: true,
    },
    {
      state: 'alreadyPending',
      code: 'funds.depositPending',
      blocks: { name: 'depositAlreadyPending', test: depositAlreadyPending },
      description: 'Another deposit is waiting for review.',
      beforeForm: true,
    },
    {
      state: 'channelPasswordWrong',
      code: 'funds.channelPasswordWrong',
      blocks: { name: 'channelPasswordWrong', test: channelPasswordWrong },
      description: 'A private channel, and not its password.',
      serverOnly: true,
    },
    {
      state: 'secretKeyMismatch',
      code: 'funds.secretKeyMismatch',
      blocks: { name: 'secretKeyMismatch', test: secretKeyMismatch },
      description: 'A private channel, and not its secret key.',
      serverOnly: true,
    },
    {
      state: 'amountMissing',
      code: 'funds.amountRequired',
      blocks: { name: 'amountMissing', test: amountMissing },
      description: 'No amount (or not a positive amount with two decimals at most).',
    },
    {
      state: 'proofMissing',
      code: 'funds.proofRequired',
      blocks: { name: 'proofMissing', test: proofMissing },
      description: 'No proof of the transfer was uploaded.',
    },
    {
      state: 'belowMin',
      code: 'funds.belowMin',
      blocks: { name: 'amountBelowMin', test: amountBelowMin },
      description: 'The amount is below the channel minimum.',
    },
    {
      state: 'aboveMax',
      code: 'funds.aboveMax',
      blocks: { name: 'amountAboveMax', test: amountAboveMax },
      description: 'The amount is above the channel maximum.',
    },
  ],
)

/** The states a stored deposit takes (its lifecycle below). */
export const DEPOSIT_STATES = ['pendingReview', 'credited', 'rejected'] as const

export type DepositEvent = { type: 'deposit.approve' } | { type: 'deposit.reject'; reason?: string }

/**
 * A deposit (spec §3 Deposit, §4 Review): the user's transfer waits for a reviewer who checks the
 * proof; approving credits the amount (one ledger row, in the same transaction), rejecting leaves
 * the balance untouched.
 */
export const depositMachine = setup({
  types: { events: {} as DepositEvent },
  guards: { hasReason },
}).createMachine({
  id: 'deposit',
  description:
    'A deposit from request to decision: pending review, then credited to the available balance, or rejected with a reason.',
  initial: 'pendingReview',
  states: {
    pendingReview: {
      description: 'Pending review: the reviewer checks the transfer proof (spec §4 Review).',
      on: {
        'deposit.approve': 'credited',
        'deposit.reject': { guard: 'hasReason', target: 'rejected' },
      },
    },
    credited: {
      type: 'final',
      description: 'Approved: the amount is in the available balance.',
    },
    rejected: {
      type: 'final',
      description: 'Rejected: nothing was credited; the user sees the reason.',
    },
  },
})
