import { defineGate } from '../gate.ts'
import {
  hasAllResetFields,
  isPasswordLongEnough,
  isPhoneNumber,
  isResetCodeWrong,
  type PasswordResetFacts,
  passwordsMatch,
} from './guards.ts'

/**
 * The password-reset form (issue 18, decision 0024): the same rules as registration's for the
 * account and the new password (the browser runs them before sending), then the code, which only
 * the server can check.
 */
export const passwordResetGate = defineGate<PasswordResetFacts>(
  'passwordResetGate',
  'Decides whether a one-time reset code sets a new login password: every field filled, the account a phone number, the new password long enough and typed twice the same, and the code issued for this account, unused and unexpired.',
  [
    {
      state: 'fieldMissing',
      code: 'common.invalid',
      // spec §5 Registration and login: account, code and both passwords must be filled
      blocks: { name: 'isResetFieldMissing', test: (f) => !hasAllResetFields(f) },
      description: 'A field of the form is empty.',
    },
    {
      state: 'accountMalformed',
      code: 'auth.accountInvalid',
      blocks: { name: 'isAccountMalformed', test: (f) => !isPhoneNumber(f) },
      description: 'The account is not a phone number.',
    },
    {
      state: 'passwordTooShort',
      code: 'auth.passwordWeak',
      blocks: { name: 'isPasswordTooShort', test: (f) => !isPasswordLongEnough(f) },
      description: 'The new password is shorter than the minimum.',
    },
    {
      state: 'passwordsDiffer',
      code: 'auth.passwordsDiffer',
      blocks: { name: 'isPasswordMismatch', test: (f) => !passwordsMatch(f) },
      description: 'The two passwords differ.',
    },
    {
      state: 'codeWrong',
      code: 'auth.resetCodeWrong',
      blocks: { name: 'isResetCodeWrong', test: isResetCodeWrong },
      description: 'The code is not one issued for this account, or it is used or expired.',
      serverOnly: true,
    },
  ],
)
