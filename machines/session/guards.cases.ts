import { boundary, counts, type DecisionTable, guardTable } from '../decisionTable.ts'
import {
  FUND_PASSWORD_DIGITS,
  INSTITUTION_CODE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
} from '../rules.ts'
import {
  type AccountRestrictions,
  agreementAccepted,
  firstEmptyLoginField,
  hasAllRegistrationFields,
  hasAllResetFields,
  hasLoginFields,
  isAccountTaken,
  isBarredFromTrading,
  isBarredFromWithdrawing,
  isDisabled,
  isFrozen,
  isInviterMissing,
  isLoginBanned,
  isPasswordLongEnough,
  isPhoneNumber,
  isRealNameVerified,
  isResetCodeWrong,
  type LoginForm,
  type PasswordResetFacts,
  passwordsMatch,
  type RegistrationFacts,
  type RegistrationForm,
  registrationFundPasswordMalformed,
  registrationInstitutionCodeMalformed,
} from './guards.ts'

/**
 * The session rules (spec §2 Login and register, §3 Registration, §5 Registration and login, §6
 * Account restrictions and Institution code), written from the spec: a registration, a login and
 * a password reset with every field right, an account without restrictions; then each rule
 * answering true or false, with the lengths at their limits.
 */

const PASSWORD = 'correct-horse'
const registration: RegistrationForm = {
  account: '+34600123456',
  password: PASSWORD,
  password2: PASSWORD,
  invite: 'ABC123',
  agree: true,
}
const registrationFacts: RegistrationFacts = {
  ...registration,
  inviterExists: true,
  accountTaken: false,
}
const login: LoginForm = { account: '+34600123456', password: PASSWORD }
const reset: PasswordResetFacts = {
  account: '+34600123456',
  code: '482913',
  password: PASSWORD,
  password2: PASSWORD,
}
const unrestricted: AccountRestrictions = {
  frozen: false,
  loginBanned: false,
  disabled: false,
  noTrade: false,
  noWithdraw: false,
}
const digits = (n: number) => '7'.repeat(n)
const RESTRICTIONS = 'spec §6 Account restrictions'

/** A restriction's guard: true exactly when its own flag is set, whatever the others. */
function restriction(
  name: string,
  guard: (r: AccountRestrictions) => boolean,
  flag: keyof AccountRestrictions,
) {
  const others = Object.fromEntries(
    Object.keys(unrestricted)
      .filter((key) => key !== flag)
      .map((key) => [key, true]),
  ) as Partial<AccountRestrictions>
  return guardTable(name, guard, unrestricted, RESTRICTIONS, [
    { name: `${flag} set`, change: { [flag]: true }, expect: true },
    { name: 'no restriction', change: {}, expect: false },
    { name: `every restriction but ${flag}`, change: others, expect: false },
  ])
}

/** The login form asks first for the field it names (the session machine's `fieldMissing`). */
const asksForAccount = (form: LoginForm) => firstEmptyLoginField(form) === 'account'
const asksForPassword = (form: LoginForm) => firstEmptyLoginField(form) === 'password'

export const decisionTables: DecisionTable[] = [
  guardTable(
    'hasAllRegistrationFields',
    hasAllRegistrationFields,
    registration,
    'spec §5 Registration and login',
    [
      { name: 'every field filled', change: {}, expect: true },
      { name: 'no account', change: { account: '' }, expect: false },
      { name: 'no password', change: { password: '' }, expect: false },
      { name: 'no confirmation', change: { password2: '' }, expect: false },
      { name: 'no invitation code', change: { invite: '' }, expect: false },
      { name: 'an invitation code of spaces', change: { invite: '   ' }, expect: false },
    ],
  ),
  guardTable('isPhoneNumber', isPhoneNumber, registration, 'spec §6 Logged-in ordinary user', [
    ...boundary(
      `digits against the fewest, ${PHONE_DIGITS.min}`,
      counts(PHONE_DIGITS.min, 'digit'),
      (n) => ({ account: digits(n) }),
      { below: false, at: true, above: true },
    ),
    ...boundary(
      `digits against the most, ${PHONE_DIGITS.max}`,
      counts(PHONE_DIGITS.max, 'digit'),
      (n) => ({ account: digits(n) }),
      { below: true, at: true, above: false },
    ),
    { name: 'an international number with +', change: {}, expect: true },
    { name: 'a number typed with spaces around', change: { account: ' 600123456 ' }, expect: true },
    { name: 'a number with a space inside', change: { account: '600 123 456' }, expect: false },
    { name: 'a name instead of a number', change: { account: 'maria' }, expect: false },
    { name: 'two plus signs', change: { account: '++34600123456' }, expect: false },
  ]),
  guardTable('isPasswordLongEnough', isPasswordLongEnough, registration, 'not in the spec', [
    ...boundary(
      `a password against the shortest, ${PASSWORD_MIN_LENGTH} characters`,
      counts(PASSWORD_MIN_LENGTH, 'character'),
      (n) => ({ password: 'p'.repeat(n) }),
      { below: false, at: true, above: true },
    ),
    {
      name: `${PASSWORD_MIN_LENGTH - 1} emoji, twice as many UTF-16 units: too short`,
      change: { password: '🔒'.repeat(PASSWORD_MIN_LENGTH - 1) },
      expect: false,
    },
  ]),
  guardTable('passwordsMatch', passwordsMatch, registration, 'spec §5 Registration and login', [
    { name: 'the same password twice', change: {}, expect: true },
    { name: 'a different confirmation', change: { password2: 'correct-horsf' }, expect: false },
    { name: 'the confirmation in capitals', change: { password2: 'CORRECT-HORSE' }, expect: false },
  ]),
  guardTable(
    'registrationFundPasswordMalformed',
    registrationFundPasswordMalformed,
    registration,
    'spec §3 Registration',
    [
      { name: 'no fund password given (it can be set later)', change: {}, expect: false },
      { name: 'an empty fund password', change: { fundPassword: '' }, expect: false },
      ...boundary(
        `a fund password against its ${FUND_PASSWORD_DIGITS} digits`,
        counts(FUND_PASSWORD_DIGITS, 'digit'),
        (n) => ({ fundPassword: digits(n) }),
        { below: true, at: false, above: true },
      ),
      { name: 'six letters', change: { fundPassword: 'abcdef' }, expect: true },
      {
        name: 'six digits with spaces around',
        change: { fundPassword: ' 123456 ' },
        expect: false,
      },
    ],
  ),
  guardTable(
    'registrationInstitutionCodeMalformed',
    registrationInstitutionCodeMalformed,
    registration,
    'spec §6 Institution code',
    [
      { name: 'no institution code (it is optional)', change: {}, expect: false },
      { name: 'an empty institution code', change: { institutionCode: '' }, expect: false },
      { name: 'a valid code, ACME-01', change: { institutionCode: 'ACME-01' }, expect: false },
      {
        name: 'a valid code of digits, 20250001',
        change: { institutionCode: '20250001' },
        expect: false,
      },
      {
        name: 'a valid code with spaces around',
        change: { institutionCode: ' ACME-01 ' },
        expect: false,
      },
      ...boundary(
        `a code against its most, ${INSTITUTION_CODE_MAX_LENGTH} characters`,
        counts(INSTITUTION_CODE_MAX_LENGTH, 'character'),
        (n) => ({ institutionCode: 'A'.repeat(n) }),
        { below: false, at: false, above: true },
      ),
      { name: 'a space inside', change: { institutionCode: 'ACME 01' }, expect: true },
      { name: 'an underscore', change: { institutionCode: 'ACME_01' }, expect: true },
      { name: 'an accented letter', change: { institutionCode: 'ACMÉ' }, expect: true },
    ],
  ),
  guardTable('agreementAccepted', agreementAccepted, registration, 'spec §2 Login and register', [
    { name: 'the agreement ticked', change: {}, expect: true },
    { name: 'the agreement not ticked', change: { agree: false }, expect: false },
  ]),
  guardTable('hasLoginFields', hasLoginFields, login, 'spec §5 Registration and login', [
    { name: 'account and password', change: {}, expect: true },
    { name: 'no account', change: { account: '' }, expect: false },
    { name: 'an account of spaces', change: { account: '  ' }, expect: false },
    { name: 'no password', change: { password: '' }, expect: false },
    { name: 'a password of spaces, which is typed', change: { password: '  ' }, expect: true },
  ]),
  guardTable(
    'firstEmptyLoginField: the account',
    asksForAccount,
    login,
    'spec §5 Registration and login',
    [
      { name: 'no account', change: { account: '' }, expect: true },
      { name: 'an account of spaces', change: { account: '  ' }, expect: true },
      {
        name: 'neither account nor password: the account first',
        change: { account: '', password: '' },
        expect: true,
      },
      { name: 'no password', change: { password: '' }, expect: false },
      { name: 'account and password', change: {}, expect: false },
    ],
  ),
  guardTable(
    'firstEmptyLoginField: the password',
    asksForPassword,
    login,
    'spec §5 Registration and login',
    [
      { name: 'no password', change: { password: '' }, expect: true },
      {
        name: 'neither account nor password: the account first',
        change: { account: '', password: '' },
        expect: false,
      },
      { name: 'a password of spaces, which is typed', change: { password: '  ' }, expect: false },
      { name: 'account and password', change: {}, expect: false },
    ],
  ),
  restriction('isDisabled', isDisabled, 'disabled'),
  restriction('isLoginBanned', isLoginBanned, 'loginBanned'),
  restriction('isFrozen', isFrozen, 'frozen'),
  restriction('isBarredFromTrading', isBarredFromTrading, 'noTrade'),
  restriction('isBarredFromWithdrawing', isBarredFromWithdrawing, 'noWithdraw'),
  guardTable(
    'isInviterMissing',
    isInviterMissing,
    registrationFacts,
    'spec §5 Registration and login',
    [
      { name: 'the inviter exists', change: {}, expect: false },
      { name: 'no such inviter', change: { inviterExists: false }, expect: true },
    ],
  ),
  guardTable(
    'isAccountTaken',
    isAccountTaken,
    registrationFacts,
    'spec §5 Registration and login',
    [
      { name: 'a new account', change: {}, expect: false },
      { name: 'the account exists already', change: { accountTaken: true }, expect: true },
    ],
  ),
  guardTable('isRealNameVerified', isRealNameVerified, { is_true: 1 }, 'spec §3 User info', [
    { name: 'is_true 1', change: {}, expect: true },
    { name: 'is_true 0', change: { is_true: 0 }, expect: false },
    { name: 'is_true 2', change: { is_true: 2 }, expect: false },
  ]),
  guardTable('hasAllResetFields', hasAllResetFields, reset, 'spec §5 Registration and login', [
    { name: 'every field filled', change: {}, expect: true },
    { name: 'no account', change: { account: '' }, expect: false },
    { name: 'no code', change: { code: ' ' }, expect: false },
    { name: 'no new password', change: { password: '' }, expect: false },
    { name: 'no confirmation', change: { password2: '' }, expect: false },
  ]),
  guardTable(
    'isResetCodeWrong',
    isResetCodeWrong,
    reset,
    'not in the spec (issue 18, decision 0024)',
    [
      { name: 'a code the server found right', change: { codeValid: true }, expect: false },
      { name: 'a code the server found wrong', change: { codeValid: false }, expect: true },
      { name: 'a code the server has not checked', change: {}, expect: true },
    ],
  ),
]
