import { type DecisionTable, EVERY_RULE, gateTable, rule } from '../decisionTable.ts'
import { accessGate } from './accessGate.ts'
import type { AccountRestrictions } from './guards.ts'

/**
 * Who may log in and keep a session (spec §6 Account restrictions), written from the spec: an
 * account without restrictions; then each restriction the back office sets, alone and together.
 * A restriction on trading or withdrawing does not keep anyone out.
 */

const base: AccountRestrictions = {
  frozen: false,
  loginBanned: false,
  disabled: false,
  noTrade: false,
  noWithdraw: false,
}
const SOURCE = 'spec §6 Account restrictions'
const everything = {
  frozen: true,
  loginBanned: true,
  disabled: true,
  noTrade: true,
  noWithdraw: true,
}

export const decisionTables: DecisionTable[] = [
  gateTable('the access gate', accessGate, base, [
    rule(EVERY_RULE, SOURCE, [
      { name: 'no restriction', change: {}, expect: 'allowed' },
      { name: 'barred from trading: still logs in', change: { noTrade: true }, expect: 'allowed' },
      {
        name: 'barred from withdrawing: still logs in',
        change: { noWithdraw: true },
        expect: 'allowed',
      },
      {
        name: 'every restriction: disabled is named first',
        change: everything,
        expect: 'disabled',
      },
      {
        name: 'login-banned and frozen: the ban first',
        change: { loginBanned: true, frozen: true },
        expect: 'loginBanned',
      },
    ]),
    rule('isDisabled', SOURCE, [
      { name: 'disabled', change: { disabled: true }, expect: 'disabled' },
    ]),
    rule('isLoginBanned', SOURCE, [
      { name: 'login-banned', change: { loginBanned: true }, expect: 'loginBanned' },
    ]),
    rule('isFrozen', SOURCE, [{ name: 'frozen', change: { frozen: true }, expect: 'frozen' }]),
  ]),
]
