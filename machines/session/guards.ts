import { FUND_PASSWORD, INSTITUTION_CODE, PASSWORD_MIN_LENGTH, PHONE_NUMBER } from '../rules.ts'

/**
 * The session rules as plain predicates. The session machine (client), the registration and
 * access gates (server) use these same functions, so a rule is written once.
 */

export interface LoginForm {
  account: string
  password: string
  /** Issue 25: the second factor's code, asked once the password is right and it is on. */
  code?: string
}

export interface RegistrationForm extends LoginForm {
  password2: string
  invite: string
  agree: boolean
  /** spec §3 Registration: the fund password, optional (it can be set later too). */
  fundPassword?: string
  /** spec §6 Institution code: an institutional investor's, optional (the console can set it). */
  institutionCode?: string
}

const REGISTRATION_TEXT_FIELDS = ['account', 'password', 'password2', 'invite'] as const
export type RegistrationField = (typeof REGISTRATION_TEXT_FIELDS)[number]

/** The first registration field left empty, or null when all are filled. */
export function firstEmptyRegistrationField(form: RegistrationForm): RegistrationField | null {
  return REGISTRATION_TEXT_FIELDS.find((field) => form[field].trim() === '') ?? null
}

// spec §5 Registration and login: account, password, confirm password and invitation code must be non-empty
export const hasAllRegistrationFields = (form: RegistrationForm) =>
  firstEmptyRegistrationField(form) === null

// spec §6 Logged-in ordinary user: the account is a phone number
export const isPhoneNumber = (form: Pick<RegistrationForm, 'account'>) =>
  PHONE_NUMBER.test(form.account.trim())

// not in the spec: OWASP ASVS 2.1.1 asks passwords of at least 8 characters (rules.ts)
export const isPasswordLongEnough = (form: Pick<RegistrationForm, 'password'>) =>
  [...form.password].length >= PASSWORD_MIN_LENGTH

// spec §5 Registration and login: the two passwords must match
export const passwordsMatch = (form: Pick<RegistrationForm, 'password' | 'password2'>) =>
  form.password === form.password2

// spec §3 Registration: a fund password given at registration is six digits, like any (rules.ts)
export const registrationFundPasswordMalformed = (form: Pick<RegistrationForm, 'fundPassword'>) => {
  const typed = (form.fundPassword ?? '').trim()
  return typed !== '' && !FUND_PASSWORD.test(typed)
}

// spec §6 Institution code: letters, digits and dashes, at most 20 (the console's rule too)
export const registrationInstitutionCodeMalformed = (
  form: Pick<RegistrationForm, 'institutionCode'>,
) => !INSTITUTION_CODE.test((form.institutionCode ?? '').trim())

// spec §2 Login and register: the user must accept the agreement and privacy policy
export const agreementAccepted = (form: RegistrationForm) => form.agree === true

/** The first login field left empty, or null. */
export function firstEmptyLoginField(form: LoginForm): 'account' | 'password' | null {
  if (form.account.trim() === '') return 'account'
  if (form.password === '') return 'password'
  return null
}

// spec §5 Registration and login: account and password must be non-empty
export const hasLoginFields = (form: LoginForm) => firstEmptyLoginField(form) === null

/** What the server knows about an account when it decides on a login or a session. */
export interface AccountRestrictions {
  frozen: boolean
  loginBanned: boolean
  disabled: boolean
  noTrade: boolean
  noWithdraw: boolean
}

// spec §6 Account restrictions: a disabled account cannot log in
export const isDisabled = (r: AccountRestrictions) => r.disabled
// spec §6 Account restrictions: a login-banned account cannot log in
export const isLoginBanned = (r: AccountRestrictions) => r.loginBanned
// spec §6 Account restrictions: a frozen account cannot log in
export const isFrozen = (r: AccountRestrictions) => r.frozen
// spec §6 Account restrictions: an account barred from trading is told so at login
export const isBarredFromTrading = (r: Pick<AccountRestrictions, 'noTrade'>) => r.noTrade
// spec §6 Account restrictions: an account barred from withdrawing is told so at login
export const isBarredFromWithdrawing = (r: Pick<AccountRestrictions, 'noWithdraw'>) => r.noWithdraw

/** Facts the server gathers before it creates an account. */
export interface RegistrationFacts extends RegistrationForm {
  inviterExists: boolean
  accountTaken: boolean
}

// spec §5 Registration and login: the inviter must exist
export const isInviterMissing = (f: RegistrationFacts) => !f.inviterExists
// spec §5 Registration and login: the account must not already exist
export const isAccountTaken = (f: RegistrationFacts) => f.accountTaken

// spec §3 User info: is_true equal to 1 means real-name verified
export const isRealNameVerified = (user: { is_true: number }) => user.is_true === 1

/**
 * The password-reset form (issue 18): the account, the one-time code an operator issued after
 * customer service verified the person, and the new password twice.
 */
export interface PasswordResetForm {
  account: string
  code: string
  password: string
  password2: string
}

const RESET_FIELDS = ['account', 'code', 'password', 'password2'] as const
export type PasswordResetField = (typeof RESET_FIELDS)[number]

/** The first reset field left empty, or null when all are filled. */
export function firstEmptyResetField(form: PasswordResetForm): PasswordResetField | null {
  return RESET_FIELDS.find((field) => form[field].trim() === '') ?? null
}

// spec §5 Registration and login: every field of the form must be filled (the reset form too)
export const hasAllResetFields = (form: PasswordResetForm) => firstEmptyResetField(form) === null

/** What the server adds to a reset form: whether the code is this account's, unused and unexpired. */
export interface PasswordResetFacts extends PasswordResetForm {
  codeValid?: boolean
}

// not in the spec (issue 18, decision 0024): a reset code is this account's, unused and unexpired
export const isResetCodeWrong = (f: { codeValid?: boolean }) => f.codeValid !== true
