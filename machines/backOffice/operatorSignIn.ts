import * as zod from 'zod/mini'
import { codeField } from '../account/twoFactor.ts'
import { defineCall } from '../contract/call.ts'
import { empty } from '../contract/fields.ts'
import { defineGate, type GateInput } from '../gate.ts'

/**
 * A console operator's sign-in (issue 25, decision 0052): the password, then a code from the
 * authenticator app. Operators must use two-factor sign-in: an operator without it can only set
 * it up — every other console call waits until it is on. The second factor itself is the
 * investors' (machines/account/twoFactor.ts): one secret, one code rule, one set of recovery codes.
 */

/** What the console's access rule judges: the session's second factor, and the call made. */
export interface OperatorAccessFacts {
  /** The session passed the operator's second factor (a code at login, or the set-up's). */
  signedInWithSecondFactor: boolean
  /** The call is one of those an operator needs to set it up: who am I, log out, set up. */
  callBeforeSetUp: boolean
}

// not in the spec (issue 25): the console's operators must use two-factor sign-in
export const operatorSecondFactorMissing = (f: OperatorAccessFacts) =>
  !f.signedInWithSecondFactor && !f.callBeforeSetUp

export const operatorAccessGate = defineGate<OperatorAccessFacts>(
  'operatorAccess',
  'Decides whether a console operator may make a call: until their two-factor sign-in is on, only setting it up (issue 25).',
  [
    {
      state: 'secondFactorSetUpRequired',
      code: 'twoFactor.setUpRequired',
      blocks: { name: 'operatorSecondFactorMissing', test: operatorSecondFactorMissing },
      description:
        'The operator has not set up two-factor sign-in, and the call is not part of setting it up.',
      beforeForm: true,
    },
  ],
)

export const operatorAccessInput = (
  facts: OperatorAccessFacts,
): GateInput<OperatorAccessFacts> => ({ gate: operatorAccessGate, facts, params: {} })

/** A console login attempt as the screen has it: the server's refusal, and the code sent. */
export interface OperatorLoginAttempt {
  refusalCode: string | undefined
  sentCode: string | undefined
}

// not in the spec (issue 25): once the operator's second factor is on, the login asks its code after the password
export const operatorLoginAsksCode = (a: OperatorLoginAttempt) =>
  a.refusalCode === 'twoFactor.required' || Boolean(a.sentCode)

// not in the spec (issue 48): a refused login says why beside the form, but the ask for a code is a step, not a refusal
export const operatorLoginRefusalShown = (refusalCode: string | undefined) =>
  refusalCode !== undefined && refusalCode !== 'twoFactor.required'

export const adminLoginCall = defineCall({
  path: 'auth/login',
  summary:
    'Back-office login; returns an admin token (API.md). Once the operator’s two-factor sign-in is on, `code` is its code or a recovery code (issue 25)',
  request: zod.object({
    username: zod.string().check(zod.minLength(1), zod.maxLength(64)),
    password: zod.string().check(zod.minLength(1), zod.maxLength(128)),
    code: codeField,
  }),
  answer: zod.object({
    token: zod.string(),
    username: zod.string(),
    /** The session passed the second factor; if not, the console asks to set it up first. */
    secondFactorOn: zod.boolean(),
  }),
  auth: false,
  answeredOnScreen: ['twoFactor.required'],
})

export const adminLogoutCall = defineCall({
  path: 'auth/logout',
  summary: 'End this back-office session',
  request: empty,
  answer: empty,
  auth: 'admin',
  beforeSecondFactor: true,
})

export const adminMeCall = defineCall({
  path: 'auth/me',
  summary:
    'Who is logged in to the back office, whether their two-factor sign-in is on and how many recovery codes they have left',
  request: empty,
  answer: zod.object({
    id: zod.number(),
    username: zod.string(),
    secondFactorOn: zod.boolean(),
    recoveryCodesLeft: zod.number(),
  }),
  auth: 'admin',
  beforeSecondFactor: true,
})

export const adminTwoFactorBeginCall = defineCall({
  path: 'auth/twoFactor/begin',
  summary:
    'Start setting up the operator’s two-factor sign-in: a new secret for the authenticator app, as a QR code and as text (issue 25)',
  request: empty,
  answer: zod.object({ secret: zod.string(), uri: zod.string(), qr: zod.string() }),
  auth: 'admin',
  beforeSecondFactor: true,
})

export const adminTwoFactorEnableCall = defineCall({
  path: 'auth/twoFactor/enable',
  summary:
    'Turn the operator’s two-factor sign-in on with a first code from the app; answers the recovery codes, shown this once (issue 25, audited)',
  request: zod.object({ code: zod.string().check(zod.maxLength(32)) }),
  answer: zod.object({ recoveryCodes: zod.array(zod.string()) }),
  auth: 'admin',
  beforeSecondFactor: true,
})
