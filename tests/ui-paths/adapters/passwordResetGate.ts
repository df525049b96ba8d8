import type { PasswordResetFacts } from '../../../machines/session/guards.ts'
import { uiAdapter } from '../adapter.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })
/** The fixtures' sample account; a replay resets a real one of its server. */
const SAMPLE_ACCOUNT = '600100200'

/**
 * A forgotten password reset on /login/resetPassword (decision 0024): the operator issues a
 * one-time code in the console for a real account, the person types account, code and the new
 * password twice as the fixture says (a code that is not the issued one where the fixture's code
 * is not valid); the code is the server's check alone.
 */
export const passwordResetGateUi = uiAdapter<PasswordResetFacts, void>({
  machineId: 'passwordResetGate',
  async arrange(world, f) {
    const who = await world.investor()
    const issued = await world.admin<{ code: string }>('users/resetCode', {
      account: who.account,
      reason: 'The caller proved who they are with their real-name details.',
    })
    if (issued.status !== 1) throw new Error(`issuing the code: ${issued.code}`)
    const account = f.account === SAMPLE_ACCOUNT ? who.account : f.account
    const code = f.code.trim() === '' ? f.code : f.codeValid ? issued.data.code : 'ZZZZZZZZZZ'
    await world.open('/login/resetPassword')
    const page = world.page
    await page.locator('input[name="account"]').fill(account)
    await page.locator('input[name="code"]').fill(code)
    await page.locator('input[name="password"]').fill(f.password)
    await page.locator('input[name="password2"]').fill(f.password2)
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    fieldMissing: verdict.refused('common.invalid'),
    accountMalformed: verdict.refused('auth.accountInvalid'),
    passwordTooShort: verdict.refused('auth.passwordWeak'),
    passwordsDiffer: verdict.refused('auth.passwordsDiffer'),
    codeWrong: verdict.refused('auth.resetCodeWrong'),
  },
})
