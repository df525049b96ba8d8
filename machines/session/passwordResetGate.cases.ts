import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  gateTable,
  rule,
} from '../decisionTable.ts'
import { PASSWORD_MIN_LENGTH } from '../rules.ts'
import type { PasswordResetFacts } from './guards.ts'
import { passwordResetGate } from './passwordResetGate.ts'

/**
 * Resetting a password with a code an operator issued (issue 18, decision 0024), written from the
 * decision: the account, a code the server found right, a long enough new password typed twice;
 * then each rule in order, with the password's length at its limit.
 */

const PASSWORD = 'correct-horse'
const base: PasswordResetFacts = {
  account: '+34600123456',
  code: '482913',
  password: PASSWORD,
  password2: PASSWORD,
  codeValid: true,
}
const FORM = 'spec §5 Registration and login'

export const decisionTables: DecisionTable[] = [
  gateTable('the password reset gate', passwordResetGate, base, [
    rule(EVERY_RULE, 'not in the spec (issue 18, decision 0024)', [
      { name: 'every field right, a valid code', change: {}, expect: 'allowed' },
      {
        name: 'no code and a wrong one: the field first',
        change: { code: '', codeValid: false },
        expect: 'fieldMissing',
      },
      {
        name: 'a name for an account, a short password: the account first',
        change: { account: 'maria', password: 'short', password2: 'short' },
        expect: 'accountMalformed',
      },
      {
        name: 'passwords differing, the code wrong: the passwords first',
        change: { password2: 'correct-horsf', codeValid: false },
        expect: 'passwordsDiffer',
      },
    ]),
    rule('isResetFieldMissing', FORM, [
      { name: 'no account', change: { account: '' }, expect: 'fieldMissing' },
      { name: 'no code', change: { code: ' ' }, expect: 'fieldMissing' },
      { name: 'no new password', change: { password: '' }, expect: 'fieldMissing' },
      { name: 'no confirmation', change: { password2: '' }, expect: 'fieldMissing' },
    ]),
    rule('isAccountMalformed', 'spec §6 Logged-in ordinary user', [
      { name: 'a name for an account', change: { account: 'maria' }, expect: 'accountMalformed' },
    ]),
    rule('isPasswordTooShort', 'not in the spec (OWASP ASVS 2.1.1)', [
      ...boundary(
        `a new password against the shortest, ${PASSWORD_MIN_LENGTH} characters`,
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
    rule('isResetCodeWrong', 'not in the spec (issue 18, decision 0024)', [
      {
        name: 'a code the server found wrong, used or expired',
        change: { codeValid: false },
        expect: 'codeWrong',
      },
      {
        name: 'a code the server has not checked',
        change: { codeValid: undefined },
        expect: 'codeWrong',
      },
    ]),
  ]),
]
