import { expect } from '@playwright/test'
import type { ActivationFacts } from '../../../machines/credit/activation.ts'
import { CREDIT_ACTIVITY_DAYS } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { realName } from '../arrange.ts'
import { activateCredit, bindCard, keepEuros } from '../creditArrange.ts'
import type { World } from '../world.ts'

const DAY_MS = 86_400_000

/**
 * Credit activation on /information/loanRating (spec §9 Credit-limit activation): the real name,
 * recent activity (the clock moved past 30 days without any), euros held or a bank card, as the
 * fixture says; the button stays disabled with the first unmet condition in words, or activates.
 */
export const creditActivationUi = uiAdapter<ActivationFacts, void>({
  machineId: 'creditActivation',
  async arrange(world, f) {
    const who = await world.investor()
    await keepEuros(world, who, Number(f.assets))
    if (f.bankCards > 0) await bindCard(world, who)
    if (f.activated) await activateCredit(world, who)
    else if (f.kyc !== 'notSubmitted') await realName(world, who, f.kyc)
    const idle =
      f.lastActivityAt !== null && f.now - f.lastActivityAt > CREDIT_ACTIVITY_DAYS * DAY_MS
    if (idle) {
      const from = await world.now()
      await world.clockWhere((t) => t - from > (CREDIT_ACTIVITY_DAYS + 1) * DAY_MS, 40)
    }
    await world.signIn(who)
    await world.open('/information/loanRating')
  },
  show: {
    allowed: async (world) => {
      const button = world.page.locator('button.button.primary')
      await expect(button).toBeEnabled()
      await button.click()
      await expect(world.page.locator('a.button.primary.screen-action')).toBeVisible()
    },
    alreadyActive: async ({ page }) => {
      await expect(page.locator('a.button.primary.screen-action')).toBeVisible()
    },
    realNameMissing: blocked('kyc.required'),
    inactive: blocked('loan.inactive'),
    assetsOrCardMissing: blocked('loan.assetsOrCard'),
  },
})

/** Activation not offered: the button disabled, the unmet condition said in the user's language. */
function blocked(code: string) {
  return async (world: World) => {
    await expect(world.page.locator('button.button.primary')).toBeDisabled()
    const why = world.page.getByTestId('activation-blocked')
    for (const piece of world.texts('server', code)) await expect(why).toContainText(piece)
  }
}
