import { defineGate, gateOnFlags } from '../gate.ts'
import { type AccountRestrictions, isDisabled, isFrozen, isLoginBanned } from './guards.ts'

/** Login (and every authenticated call) passes this gate over the account's restriction flags. */
export const accessGate = defineGate<AccountRestrictions>(
  'accessGate',
  'Decides whether an account may log in or keep using its session, from the flags the back office sets (spec §6).',
  [
    {
      state: 'disabled',
      code: 'auth.disabled',
      blocks: { name: 'isDisabled', test: isDisabled },
      description: 'The operator disabled the account.',
    },
    {
      state: 'loginBanned',
      code: 'auth.loginBanned',
      blocks: { name: 'isLoginBanned', test: isLoginBanned },
      description: 'The operator banned logins for the account.',
    },
    {
      state: 'frozen',
      code: 'auth.frozen',
      blocks: { name: 'isFrozen', test: isFrozen },
      description: 'The operator froze the account.',
    },
  ],
)

/** The access gate's verdict on an account's flags, run once per combination (gateOnFlags). */
export const accessVerdict = gateOnFlags<AccountRestrictions>(accessGate, {
  frozen: true,
  loginBanned: true,
  disabled: true,
  noTrade: true,
  noWithdraw: true,
})
