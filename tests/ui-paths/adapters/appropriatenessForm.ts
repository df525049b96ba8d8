import { expect } from '@playwright/test'
import type { AppropriatenessFacts } from '../../../machines/order/appropriateness.ts'
import { uiAdapter } from '../adapter.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })
const QUESTIONS = ['experience', 'leverageLoss', 'shortLoss', 'closeOut'] as const

/**
 * The appropriateness check on /trade/appropriateness (issue 25): a newcomer who has not taken
 * it answers the fixture's questions (an unanswered one left blank), ticks the warning where the
 * fixture acknowledged it, and sends; the check is taken, or refused with the reason.
 */
export const appropriatenessFormUi = uiAdapter<AppropriatenessFacts, void>({
  machineId: 'appropriatenessForm',
  async arrange(world, f) {
    const who = await world.investor(undefined, undefined, { assessed: false })
    await world.signIn(who)
    await world.open('/trade/appropriateness')
    const page = world.page
    await expect(page.getByTestId('risk-warning')).toBeVisible()
    for (const question of QUESTIONS) {
      const answer = f[question]
      if (answer !== null)
        await page.locator(`input[name="${question}"][value="${answer}"]`).check()
    }
    const warning = page.getByTestId('appropriateness-warning')
    if (f.acknowledged) await warning.locator('input[name="acknowledged"]').check()
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    unanswered: verdict.refused('appropriateness.unanswered'),
    warningUnread: verdict.refused('appropriateness.warningRequired'),
  },
})
