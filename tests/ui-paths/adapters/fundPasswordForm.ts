import type { FundPasswordFacts } from '../../../machines/funds/forms.ts'
import { uiAdapter } from '../adapter.ts'
import { LOGIN_PASSWORD } from '../arrange.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })

/**
 * Setting the fund password on /information/fundPass (spec §5 Fund password): six digits twice
 * and the login password; the login password is checked by the server alone.
 */
export const fundPasswordFormUi = uiAdapter<FundPasswordFacts, void>({
  machineId: 'fundPasswordForm',
  async arrange(world, f) {
    const who = await world.investor()
    await world.signIn(who)
    await world.open('/information/fundPass')
    const page = world.page
    await page.locator('input[name="password"]').fill(f.password)
    await page.locator('input[name="password2"]').fill(f.password2)
    await page
      .locator('input[name="loginPassword"]')
      .fill(f.loginPasswordCorrect ? LOGIN_PASSWORD : 'not the password')
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    malformed: verdict.refused('funds.fundPasswordFormat'),
    differ: verdict.refused('auth.passwordsDiffer'),
    loginPasswordWrong: verdict.refused('auth.oldPasswordWrong'),
  },
})
