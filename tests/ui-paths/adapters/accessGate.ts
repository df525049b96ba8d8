import { expect } from '@playwright/test'
import type { AccountRestrictions } from '../../../machines/session/guards.ts'
import { uiAdapter } from '../adapter.ts'
import { LOGIN_PASSWORD, restrict } from '../arrange.ts'
import { refusedSignedOut } from '../screenChecks.ts'

/**
 * The login access gate through /login/login (spec §6 Account restrictions): the operator's
 * restriction set in the console, then the person logs in; a restricted account stays on the
 * login screen with the reason in the user's language, any other lands in the app.
 */
export const accessGateUi = uiAdapter<AccountRestrictions, void>({
  machineId: 'accessGate',
  async arrange(world, flags) {
    const who = await world.investor()
    const set = Object.fromEntries(Object.entries(flags).filter(([, on]) => on))
    if (Object.keys(set).length > 0) await restrict(world, who, set)
    await world.open('/login/login')
    await world.page.locator('input[name="account"]').fill(who.account)
    await world.page.locator('input[name="password"]').fill(LOGIN_PASSWORD)
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async ({ page }) => {
      await expect(page).not.toHaveURL(/#\/login\//)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tokend'))).not.toBeNull()
    },
    disabled: refused('auth.disabled'),
    loginBanned: refused('auth.loginBanned'),
    frozen: refused('auth.frozen'),
  },
})

/** Refused on this screen, nobody signed in. */
function refused(code: string) {
  return refusedSignedOut(code, /#\/login\/login/)
}
