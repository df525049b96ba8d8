import { defineGate } from '../gate.ts'
import { decimalToMinor } from '../money.ts'
import { CREDIT_ACTIVITY_DAYS, CREDIT_MIN_ASSETS } from '../rules.ts'

const DAY_MS = 86_400_000

/** What decides whether a user may activate credit (loan/activate). */
export interface ActivationFacts {
  activated: boolean
  kyc: 'notSubmitted' | 'underReview' | 'passed' | 'rejected'
  /** The user's last money or trading activity (ms since epoch), null when there is none. */
  lastActivityAt: number | null
  now: number
  /** Everything the user holds in euros (available + frozen + margin), a decimal string. */
  assets: string
  bankCards: number
}

// not in the spec: credit is activated once; the limit then follows the credit score
export const creditAlreadyActive = (f: ActivationFacts) => f.activated
// spec §9 Credit-limit activation: the real name must be verified
export const realNameUnverified = (f: ActivationFacts) => f.kyc !== 'passed'
// spec §9 Credit-limit activation: there must be activity in the last 30 days
export const inactiveLately = (f: ActivationFacts) =>
  f.lastActivityAt === null || f.now - f.lastActivityAt > CREDIT_ACTIVITY_DAYS * DAY_MS
// spec §9 Credit-limit activation: assets of at least €2,000 or a bound bank card
export const lacksAssetsOrCard = (f: ActivationFacts) =>
  f.bankCards === 0 && (decimalToMinor(f.assets) ?? 0n) < decimalToMinor(CREDIT_MIN_ASSETS)!

export const activationGate = defineGate<ActivationFacts>(
  'creditActivation',
  'Decides whether credit can be activated: the real name verified, activity in the last 30 days, and assets of at least €2,000 or a bound bank card (spec §9 Credit-limit activation).',
  [
    {
      state: 'alreadyActive',
      code: 'loan.alreadyActive',
      blocks: { name: 'creditAlreadyActive', test: creditAlreadyActive },
      description: 'Credit is already active.',
    },
    {
      state: 'realNameMissing',
      code: 'kyc.required',
      blocks: { name: 'realNameUnverified', test: realNameUnverified },
      description: 'The real name is not verified.',
    },
    {
      state: 'inactive',
      code: 'loan.inactive',
      blocks: { name: 'inactiveLately', test: inactiveLately },
      description: 'No deposit, trade or other money movement in the last 30 days.',
    },
    {
      state: 'assetsOrCardMissing',
      code: 'loan.assetsOrCard',
      blocks: { name: 'lacksAssetsOrCard', test: lacksAssetsOrCard },
      description: 'Less than €2,000 in assets and no bank card bound.',
    },
  ],
)

/** spec §2 Credit, §4 Credit activation: each condition, marked done or not done. */
export const ACTIVATION_CONDITIONS = [
  { code: 'realName', unmet: realNameUnverified },
  { code: 'activity', unmet: inactiveLately },
  { code: 'assetsOrCard', unmet: lacksAssetsOrCard },
] as const
export type ActivationCondition = (typeof ACTIVATION_CONDITIONS)[number]['code']

export function activationConditions(f: ActivationFacts) {
  return ACTIVATION_CONDITIONS.map((c) => ({ code: c.code, done: !c.unmet(f) }))
}
