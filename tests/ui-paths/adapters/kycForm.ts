import { expect } from '@playwright/test'
import { type KycSubmission, kycFormGate } from '../../../machines/funds/kyc.ts'
import { evaluateGate } from '../../../machines/gate.ts'
import { uiAdapter } from '../adapter.ts'
import { onServerDay, sendRealName } from '../realNameForm.ts'
import type { World } from '../world.ts'

/**
 * The real-name form through /information/authInfo (spec §5 Real-name verification, §9 Age): the
 * form filled as the fixture says, on the server's day, and sent; a refusal says why in the
 * user's language and leaves the form, a complete adult submission goes under review.
 */
export const kycFormUi = uiAdapter<KycSubmission, void>({
  machineId: 'kycForm',
  // The real-name form fixes the context's clock (realNameForm.ts).
  ownContext: true,
  async arrange(world, fixture) {
    const who = await world.investor()
    const submission = await onServerDay(world, fixture)
    // The move to the server's day keeps the fixture's verdict.
    expect(evaluateGate(kycFormGate, submission)).toEqual(evaluateGate(kycFormGate, fixture))
    await world.signIn(who)
    await world.open('/information/authInfo')
    await sendRealName(world.page, submission)
  },
  show: {
    allowed: async ({ page }) => {
      // Both photos are uploaded and stored first: on a busy machine that takes a while.
      await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-state', 'underReview', {
        timeout: 45_000,
      })
      await expect(page.locator('input[name="name"]')).toHaveCount(0)
    },
    incomplete: refused('kyc.incomplete'),
    dateOfBirthInvalid: refused('kyc.dateOfBirthInvalid'),
    guardianRequired: refused('kyc.guardianRequired'),
    underAge: refused('kyc.underAge'),
  },
})

/** The reason in the user's language; still not submitted, the form still there. */
function refused(code: string) {
  return async (world: World) => {
    const toast = world.page.locator('.toast')
    for (const piece of world.texts('server', code)) await expect(toast).toContainText(piece)
    await expect(world.page.getByTestId('kyc-status')).toHaveAttribute('data-state', 'notSubmitted')
    await expect(world.page.locator('input[name="name"]')).toBeVisible()
  }
}
