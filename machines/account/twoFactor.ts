import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { empty } from '../contract/fields.ts'
import { defineGate, type GateInput } from '../gate.ts'
import { TOTP_DIGITS } from './totpDigits.ts'

/**
 * Two-factor sign-in (issue 25, decision 0050): a time-based one-time code (TOTP, RFC 6238) from
 * an authenticator app, with one-time recovery codes. Once enabled it is asked at login and for
 * what moves money out or changes where it goes: a withdrawal, a bank card, a wallet, the fund
 * password. Console operators must use it.
 */

export { TOTP_DIGITS }
/** RFC 6238's default, which every authenticator app reads: a new code every 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30
/** Issue 25, not in the spec: a code of the step before or after is taken (a phone's clock drifts). */
export const TOTP_WINDOW_STEPS = 1
/** Issue 25, not in the spec: how many recovery codes a person gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10

/** A recovery code as handed out: two groups of five letters and digits ("k7q2m-x9p4r"). */
const RECOVERY_CODE = /^[a-z2-9]{5}-[a-z2-9]{5}$/
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`)

/** A code as typed: spaces (a code read out in two halves) and case do not count. */
export const normalCode = (code: string) => code.replace(/\s+/g, '').toLowerCase()

export const isTotpCode = (code: string) => TOTP_CODE.test(normalCode(code))
export const isRecoveryCode = (code: string) => RECOVERY_CODE.test(normalCode(code))

/** What the second-factor rules judge: whether it is on, and the code typed (empty: none). */
export interface SecondFactorFacts {
  enabled: boolean
  code: string
}

// not in the spec (issue 25): once enabled, a code from the authenticator app (or a recovery
// code) is asked
export const secondFactorCodeMissing = (f: SecondFactorFacts) =>
  f.enabled && normalCode(f.code) === ''
// not in the spec (issue 25): once enabled, a code is six digits, or a recovery code as handed out
export const secondFactorCodeMalformed = (f: SecondFactorFacts) =>
  f.enabled && normalCode(f.code) !== '' && !isTotpCode(f.code) && !isRecoveryCode(f.code)

/**
 * The second factor an action asks for: none while it is off; once on, a code that the server
 * then checks against the authenticator's secret (serverOnly: only it holds the secret).
 */
export const secondFactorGate = defineGate<SecondFactorFacts>(
  'secondFactor',
  'Decides whether a login or a sensitive action (a withdrawal, a bank card, a wallet, the fund password) has the second factor it needs once two-factor sign-in is on (issue 25).',
  [
    {
      state: 'codeMissing',
      code: 'twoFactor.required',
      blocks: { name: 'secondFactorCodeMissing', test: secondFactorCodeMissing },
      description: 'Two-factor sign-in is on and no code was given.',
    },
    {
      state: 'codeMalformed',
      code: 'twoFactor.codeInvalid',
      blocks: { name: 'secondFactorCodeMalformed', test: secondFactorCodeMalformed },
      description: 'The code is neither six digits nor a recovery code.',
    },
  ],
)

export const secondFactorInput = (facts: SecondFactorFacts): GateInput<SecondFactorFacts> => ({
  gate: secondFactorGate,
  facts,
  params: {},
})

/** A code field on a request: optional, bounded; what it says is the gate's to judge. */
export const codeField = zod.optional(zod.string().check(zod.maxLength(32)))

export const twoFactorStatusCall = defineCall({
  path: 'user/twoFactor',
  summary: 'Whether two-factor sign-in is on, and how many recovery codes are left (issue 25)',
  request: empty,
  answer: zod.object({ enabled: zod.boolean(), recoveryCodesLeft: zod.number() }),
  auth: true,
})

export const twoFactorBeginCall = defineCall({
  path: 'user/twoFactor/begin',
  summary:
    'Start setting up two-factor sign-in, proven by the login password: a new secret for the authenticator app, as a QR code and as text (issue 25)',
  request: zod.object({ password: zod.string().check(zod.maxLength(128)) }),
  answer: zod.object({
    /** The secret in base32, for typing into an app that cannot scan. */
    secret: zod.string(),
    /** The otpauth:// address the QR code holds. */
    uri: zod.string(),
    /** The QR code, as an SVG data address for an <img>. */
    qr: zod.string(),
  }),
  auth: true,
})

export const twoFactorEnableCall = defineCall({
  path: 'user/twoFactor/enable',
  summary:
    'Turn two-factor sign-in on with a first code from the authenticator app; answers the recovery codes, shown this once (issue 25)',
  request: zod.object({ code: zod.string().check(zod.maxLength(32)) }),
  answer: zod.object({ recoveryCodes: zod.array(zod.string()) }),
  auth: true,
})

export const twoFactorDisableCall = defineCall({
  path: 'user/twoFactor/disable',
  summary:
    'Turn two-factor sign-in off, proven by the login password and a code (or a recovery code) (issue 25)',
  request: zod.object({
    password: zod.string().check(zod.maxLength(128)),
    code: zod.string().check(zod.maxLength(32)),
  }),
  answer: empty,
  auth: true,
})
