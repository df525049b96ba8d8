import * as zod from 'zod/mini'
import { codeField } from '../account/twoFactor.ts'
import { type AnswerOf, defineCall } from '../contract/call.ts'
import { empty, isoTime } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { KYC_STATUSES } from '../funds/kyc.ts'
import type { GateInput } from '../gate.ts'
import { FUND_PASSWORD_DIGITS, PASSWORD_MIN_LENGTH } from '../rules.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import {
  firstEmptyRegistrationField,
  firstEmptyResetField,
  type PasswordResetFacts,
  type PasswordResetForm,
  type RegistrationFacts,
  type RegistrationForm,
} from './guards.ts'
import { passwordResetGate } from './passwordResetGate.ts'
import { registrationGate } from './registrationGate.ts'

/** The calls of signing in and out, the user's info and the site configuration (spec §2, §3, §7). */

/** Strings are bounded so that nobody can make the server hash a megabyte. */
const text = (max: number) => zod.string().check(zod.maxLength(max))

/** Restrictions that still let the user in but that they are told about at login (spec §6). */
export const SESSION_NOTICES = [
  'trade.noTrade',
  'withdraw.noWithdraw',
] as const satisfies readonly ServerMessageCode[]
export type SessionNotice = (typeof SESSION_NOTICES)[number]

const notices = zod.array(zod.enum(SESSION_NOTICES))

/** What a login or a registration hands the client: the session token and the notices. */
const grant = named(
  'SessionGrant',
  zod.object({ token: zod.string(), account: zod.string(), notices }),
)

export const registerCall = defineCall({
  path: 'user/register',
  summary: 'Create an account with an invitation code and log in (spec §5 Registration)',
  request: zod.object({
    account: text(32),
    password: text(128),
    password2: text(128),
    invite: text(64),
    agree: zod.boolean(),
    fundPassword: zod.optional(text(32)),
    institutionCode: zod.optional(text(40)),
  }),
  answer: grant,
  auth: false,
})

export const loginCall = defineCall({
  path: 'user/login',
  summary: 'Log in with phone number and password; returns a session token',
  request: zod.object({
    account: text(32).check(zod.minLength(1)),
    password: text(128).check(zod.minLength(1)),
    /** Issue 25: the authenticator app's code (or a recovery code), once two-factor is on. */
    code: codeField,
  }),
  answer: grant,
  auth: false,
  // The code is asked by the login's second step (the session machine's secondFactor).
  answeredOnScreen: ['twoFactor.required'],
})

/** A one-time reset code: what an operator reads out is at most this long (decision 0024). */
export const RESET_CODE_MAX_LENGTH = 32

export const resetPasswordCall = defineCall({
  path: 'user/resetPassword',
  summary:
    'Set a new login password with a one-time code an operator issued (decision 0024); ends every session',
  request: zod.object({
    account: text(32),
    code: text(RESET_CODE_MAX_LENGTH),
    password: text(128),
    password2: text(128),
  }),
  answer: empty,
  auth: false,
})

export const logoutCall = defineCall({
  path: 'user/logout',
  summary: 'End this session; its token stops working at once',
  request: empty,
  answer: empty,
  auth: true,
})

/** Issue 25: the devices the account is signed in on, this one first. */
export const devicesCall = defineCall({
  path: 'user/devices',
  summary:
    'The sessions open on this account: device, opened, last seen, which one is this (issue 25)',
  request: empty,
  answer: zod.array(
    zod.object({
      id: zod.number(),
      /** "Chrome · Android"; empty when the browser did not say. */
      device: zod.string(),
      createdAt: isoTime,
      lastSeenAt: isoTime,
      current: zod.boolean(),
    }),
  ),
  auth: true,
})

/** Issue 25: ends every session of the account but this one. */
export const signOutOthersCall = defineCall({
  path: 'user/signOutOthers',
  summary: 'End every other session of this account at once (issue 25)',
  request: empty,
  answer: zod.object({ ended: zod.number() }),
  auth: true,
})

export const userInfoCall = defineCall({
  path: 'user/getUserinfo',
  summary: "The logged-in user's info (spec §7)",
  request: empty,
  answer: zod.object({
    account: zod.string(),
    /** Empty until the real name has passed review. */
    realname: zod.string(),
    /** spec §3 User info: 1 = real-name verified. */
    is_true: zod.literal([0, 1]),
    kycStatus: zod.enum(KYC_STATUSES),
    fundPasswordSet: zod.boolean(),
    notices,
    createdAt: isoTime,
  }),
  auth: true,
})

export const configCall = defineCall({
  path: 'common/config',
  summary: 'Site configuration as a list of { name, value }',
  request: zod.object({ type: zod.literal('all') }),
  answer: zod.array(zod.object({ name: zod.string(), value: zod.string() })),
  auth: false,
})

/** A login's or a registration's answer (the session machine's `SessionGrant`). */
export type SessionGrantAnswer = AnswerOf<typeof loginCall>
export type UserInfo = AnswerOf<typeof userInfoCall>

/**
 * The registration gate's input with each refusal's parameters (spec §5 Registration). The
 * browser runs the same guards in the session machine before sending; the server adds what only
 * it knows: whether the inviter exists and the account is free.
 */
export function registrationInput(
  form: RegistrationForm,
  server: { inviterExists: boolean; accountTaken: boolean },
): GateInput<RegistrationFacts> {
  return {
    gate: registrationGate,
    facts: {
      account: form.account,
      password: form.password,
      password2: form.password2,
      invite: form.invite,
      agree: form.agree,
      fundPassword: form.fundPassword ?? '',
      institutionCode: form.institutionCode ?? '',
      ...server,
    },
    params: {
      fundPasswordMalformed: { count: String(FUND_PASSWORD_DIGITS) },
      fieldMissing: { field: firstEmptyRegistrationField(form) ?? 'account' },
      passwordTooShort: { count: String(PASSWORD_MIN_LENGTH) },
    },
  }
}

/**
 * The password-reset gate's input with each refusal's parameters (decision 0024). The screen runs
 * it without `server` (the code is checked by the server alone).
 */
export function passwordResetInput(
  form: PasswordResetForm,
  server?: { codeValid: boolean },
): GateInput<PasswordResetFacts> {
  return {
    gate: passwordResetGate,
    facts: {
      account: form.account,
      code: form.code,
      password: form.password,
      password2: form.password2,
      ...server,
    },
    params: {
      fieldMissing: { field: firstEmptyResetField(form) ?? 'account' },
      passwordTooShort: { count: String(PASSWORD_MIN_LENGTH) },
    },
  }
}
