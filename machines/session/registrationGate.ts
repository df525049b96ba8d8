import { defineGate } from '../gate.ts'
import {
  agreementAccepted,
  hasAllRegistrationFields,
  isAccountTaken,
  isInviterMissing,
  isPasswordLongEnough,
  isPhoneNumber,
  passwordsMatch,
  type RegistrationFacts,
  registrationFundPasswordMalformed,
  registrationInstitutionCodeMalformed,
} from './guards.ts'

/**
 * The server's check of a registration, in the order a person fixes them: the form first (the
 * same guards the session machine runs in the browser), then the inviter, then the account.
 */
export const registrationGate = defineGate<RegistrationFacts>(
  'registrationGate',
  'Decides whether a registration may create an account (spec §5 Registration and login).',
  [
    {
      state: 'fieldMissing',
      code: 'common.invalid',
      // spec §5 Registration and login: every field of the form must be filled
      blocks: { name: 'isFieldMissing', test: (f) => !hasAllRegistrationFields(f) },
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
      description: 'The password is shorter than the minimum.',
    },
    {
      state: 'passwordsDiffer',
      code: 'auth.passwordsDiffer',
      // spec §5 Registration and login: the two passwords must match
      blocks: { name: 'isPasswordMismatch', test: (f) => !passwordsMatch(f) },
      description: 'The two passwords differ.',
    },
    {
      state: 'fundPasswordMalformed',
      code: 'funds.fundPasswordFormat',
      blocks: {
        name: 'registrationFundPasswordMalformed',
        test: registrationFundPasswordMalformed,
      },
      description: 'A fund password was given and is not six digits.',
    },
    {
      state: 'institutionCodeMalformed',
      code: 'auth.institutionCodeInvalid',
      blocks: {
        name: 'registrationInstitutionCodeMalformed',
        test: registrationInstitutionCodeMalformed,
      },
      description: 'An institution code that is not letters, digits and dashes.',
    },
    {
      state: 'agreementMissing',
      code: 'auth.agreementRequired',
      blocks: { name: 'isAgreementMissing', test: (f) => !agreementAccepted(f) },
      description: 'The agreement and privacy policy are not accepted.',
    },
    {
      state: 'inviterMissing',
      code: 'auth.inviterMissing',
      blocks: { name: 'isInviterMissing', test: isInviterMissing },
      description: 'No inviter has this invitation code.',
    },
    {
      state: 'accountTaken',
      code: 'auth.accountExists',
      blocks: { name: 'isAccountTaken', test: isAccountTaken },
      description: 'Someone already registered this account.',
    },
  ],
)
