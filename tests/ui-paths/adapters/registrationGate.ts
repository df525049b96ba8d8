import { expect } from '@playwright/test'
import type { RegistrationFacts } from '../../../machines/session/guards.ts'
import { uiAdapter } from '../adapter.ts'
import { refusedSignedOut } from '../screenChecks.ts'
import { INVITE_CODE } from '../workerServer.ts'

/** The fixtures' sample account; each replay registers a number of its own instead. */
const SAMPLE_ACCOUNT = '600100200'

/**
 * Registration through /login/register (spec §5 Registration and login): the form filled as the
 * fixture says (an inviter that exists or not, an account already taken or not), sent; a refusal
 * keeps the person on the form with its reason in their language, a registration signs them in.
 */
export const registrationGateUi = uiAdapter<RegistrationFacts, void>({
  machineId: 'registrationGate',
  async arrange(world, f) {
    const account = f.account === SAMPLE_ACCOUNT ? world.newAccount() : f.account
    if (f.accountTaken) await world.investor(account)
    const invite = f.invite.trim() === '' ? f.invite : f.inviterExists ? INVITE_CODE : 'NOSUCHCODE'
    const page = world.page
    await world.open('/login/register')
    await page.locator('input[name="account"]').fill(account)
    await page.locator('input[name="password"]').fill(f.password)
    await page.locator('input[name="password2"]').fill(f.password2)
    await page.locator('input[name="invite"]').fill(invite)
    if (f.fundPassword) await page.locator('input[name="fundPassword"]').fill(f.fundPassword)
    if (f.institutionCode)
      await page.locator('input[name="institutionCode"]').fill(f.institutionCode)
    await page.locator('input[name="agree"]').setChecked(f.agree)
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    // Signed in, on the welcome that follows a registration (/login/loginAfter).
    allowed: async ({ page }) => {
      await expect(page).toHaveURL(/#\/login\/loginAfter/)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tokend'))).not.toBeNull()
    },
    fieldMissing: refused('common.invalid'),
    accountMalformed: refused('auth.accountInvalid'),
    passwordTooShort: refused('auth.passwordWeak'),
    passwordsDiffer: refused('auth.passwordsDiffer'),
    fundPasswordMalformed: refused('funds.fundPasswordFormat'),
    institutionCodeMalformed: refused('auth.institutionCodeInvalid'),
    agreementMissing: refused('auth.agreementRequired'),
    inviterMissing: refused('auth.inviterMissing'),
    accountTaken: refused('auth.accountExists'),
  },
})

/** Refused on this screen, nobody signed in. */
function refused(code: string) {
  return refusedSignedOut(code, /#\/login\/register/)
}
