import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { INSTITUTION_CODE_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../rules.ts'
import type { RegistrationFacts } from './guards.ts'
import { registrationGate } from './registrationGate.ts'

/**
 * Registering (spec §2 Login and register, §3 Registration, §5 Registration and login, §6), as
 * the server decides it: a phone number, a long enough password typed twice, an inviter's code,
 * the agreement accepted; then each rule in the order a person fixes them, with the lengths at
 * their limits. Each guard's own rows are in guards.cases.ts.
 */

const PASSWORD = 'correct-horse'
const base: RegistrationFacts = {
  account: '+34600123456',
  password: PASSWORD,
  password2: PASSWORD,
  invite: 'ABC123',
  agree: true,
  inviterExists: true,
  accountTaken: false,
}
const FORM = 'spec §5 Registration and login'

export const decisionTables: DecisionTable[] = [
  gateTable('the registration gate', registrationGate, base, [
    rule(EVERY_RULE, FORM, [
      { name: 'every field right, a new account', change: {}, expect: 'allowed' },
      {
        name: 'with a fund password and an institution code',
        change: { fundPassword: '482913', institutionCode: 'ACME-01' },
        expect: 'allowed',
      },
      {
        name: 'no invitation code and a name for an account: the fields first',
        change: { invite: '', account: 'maria' },
        expect: 'fieldMissing',
      },
      {
        name: 'a name for an account and a short password: the account first',
        change: { account: 'maria', password: 'short', password2: 'short' },
        expect: 'accountMalformed',
      },
      {
        name: 'a short password typed differently: the length first',
        change: { password: 'short', password2: 'other' },
        expect: 'passwordTooShort',
      },
      {
        name: 'a bad institution code, the agreement not accepted: the code first',
        change: { institutionCode: 'ACME 01', agree: false },
        expect: 'institutionCodeMalformed',
      },
      {
        name: 'the agreement not accepted, no inviter: the agreement first',
        change: { agree: false, inviterExists: false },
        expect: 'agreementMissing',
      },
      {
        name: 'no inviter, the account taken: the inviter first',
        change: { inviterExists: false, accountTaken: true },
        expect: 'inviterMissing',
      },
    ]),
    rule('isFieldMissing', FORM, [
      { name: 'no account', change: { account: '' }, expect: 'fieldMissing' },
      { name: 'no confirmation', change: { password2: ' ' }, expect: 'fieldMissing' },
      { name: 'no invitation code', change: { invite: '' }, expect: 'fieldMissing' },
    ]),
    rule('isAccountMalformed', 'spec §6 Logged-in ordinary user', [
      ...boundary(
        `account digits against the fewest, ${PHONE_DIGITS.min}`,
        counts(PHONE_DIGITS.min, 'digit'),
        (n) => ({ account: '6'.repeat(n) }),
        { below: 'accountMalformed', at: 'allowed', above: 'allowed' },
      ),
      ...boundary(
        `account digits against the most, ${PHONE_DIGITS.max}`,
        counts(PHONE_DIGITS.max, 'digit'),
        (n) => ({ account: '6'.repeat(n) }),
        { below: 'allowed', at: 'allowed', above: 'accountMalformed' },
      ),
    ]),
    rule('isPasswordTooShort', 'not in the spec (OWASP ASVS 2.1.1)', [
      ...boundary(
        `a password against the shortest, ${PASSWORD_MIN_LENGTH} characters`,
        counts(PASSWORD_MIN_LENGTH, 'character'),
        (n) => ({ password: 'p'.repeat(n), password2: 'p'.repeat(n) }),
        { below: 'passwordTooShort', at: 'allowed', above: 'allowed' },
      ),
    ]),
    rule('isPasswordMismatch', FORM, [
      {
        name: 'the confirmation differs',
        change: { password2: 'correct-horsf' },
        expect: 'passwordsDiffer',
      },
    ]),
    rule('registrationFundPasswordMalformed', 'spec §3 Registration', [
      {
        name: 'a fund password of five digits',
        change: { fundPassword: '12345' },
        expect: 'fundPasswordMalformed',
      },
      { name: 'no fund password', change: { fundPassword: '' }, expect: 'allowed' },
    ]),
    rule('registrationInstitutionCodeMalformed', 'spec §6 Institution code', [
      ...boundary(
        `an institution code against its most, ${INSTITUTION_CODE_MAX_LENGTH} characters`,
        counts(INSTITUTION_CODE_MAX_LENGTH, 'character'),
        (n) => ({ institutionCode: 'A'.repeat(n) }),
        { below: 'allowed', at: 'allowed', above: 'institutionCodeMalformed' },
      ),
      {
        name: 'a valid institution code, ACME-01',
        change: { institutionCode: 'ACME-01' },
        expect: 'allowed',
      },
      {
        name: 'an institution code with a space',
        change: { institutionCode: 'ACME 01' },
        expect: 'institutionCodeMalformed',
      },
    ]),
    rule('isAgreementMissing', 'spec §2 Login and register', [
      { name: 'the agreement not accepted', change: { agree: false }, expect: 'agreementMissing' },
    ]),
    rule('isInviterMissing', FORM, [
      {
        name: 'no inviter has the code',
        change: { inviterExists: false },
        expect: 'inviterMissing',
      },
    ]),
    rule('isAccountTaken', FORM, [
      {
        name: 'the account registered already',
        change: { accountTaken: true },
        expect: 'accountTaken',
      },
    ]),
  ]),
]
