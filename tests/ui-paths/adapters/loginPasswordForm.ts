import type { LoginPasswordFacts } from '../../../machines/funds/forms.ts'
import { uiAdapter } from '../adapter.ts'
import { LOGIN_PASSWORD } from '../arrange.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })

/**
 * Changing the login password on /information/loginPass (spec §5 Login password): the original,
 * then the new one twice; the original is checked by the server alone.
 */
export const loginPasswordFormUi = uiAdapter<LoginPasswordFacts, void>({
  machineId: 'loginPasswordForm',
  async arrange(world, f) {
    const who = await world.investor()
    await world.signIn(who)
    await world.open('/information/loginPass')
    const page = world.page
    await page
      .locator('input[name="oldPassword"]')
      .fill(f.loginPasswordCorrect ? LOGIN_PASSWORD : 'not the password')
    await page.locator('input[name="password"]').fill(f.password)
    await page.locator('input[name="password2"]').fill(f.password2)
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    tooShort: verdict.refused('auth.passwordWeak'),
    differ: verdict.refused('auth.passwordsDiffer'),
    originalWrong: verdict.refused('auth.oldPasswordWrong'),
  },
})
