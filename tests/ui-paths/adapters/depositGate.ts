import { expect } from '@playwright/test'
import { type DepositFacts, depositGate } from '../../../machines/funds/deposit.ts'
import { isWithinWindow } from '../../../machines/funds/window.ts'
import { evaluateGate } from '../../../machines/gate.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import {
  PNG,
  PRIVATE_CHANNEL,
  privateEuroChannel,
  publicEuroChannel,
  requestDeposit,
} from '../arrange.ts'
import type { World } from '../world.ts'

/**
 * A deposit request through /information/rechargeChannel (spec §5 Deposit, §8 Funds): the hours
 * and a deposit already waiting are said before the form; otherwise the form is filled as the
 * fixture says (amount, proof, a private channel's password and key) and sent; a refusal says
 * why in the user's language, a request the gate takes is submitted.
 */
export const depositGateUi = uiAdapter<DepositFacts, void>({
  machineId: 'depositGate',
  async arrange(world, f) {
    const who = await world.investor()
    if (f.pendingDeposit) {
      await world.clockWhere((t) => isWithinWindow(f.window, t))
      await requestDeposit(world, who, '500')
    }
    const inside = isWithinWindow(f.window, f.now)
    await world.clockWhere((t) => isWithinWindow(f.window, t) === inside)
    const channel = f.privateChannel
      ? await privateEuroChannel(world, who)
      : await publicEuroChannel(world, who)
    await world.signIn(who)
    await world.open(`/information/rechargeChannel?id=${channel}`)
    const page = world.page
    const verdict = evaluateGate(depositGate, f)
    if (!verdict.allowed && verdict.beforeForm) return
    await page.locator('input[name="amount"]').fill(amountForInput(f.amount, world.lang))
    if (f.proofUploaded)
      await page
        .locator('input[name="proof"]')
        .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    if (f.privateChannel) {
      await page
        .locator('input[name="channelPassword"]')
        .fill(f.channelPasswordCorrect ? PRIVATE_CHANNEL.password : 'not-the-password')
      await page
        .locator('input[name="secretKey"]')
        .fill(f.secretKeyMatches ? PRIVATE_CHANNEL.secretKey : 'ZZZZ')
    }
    await page.locator('form button[type="submit"]').click()
    // What the form's gate takes is confirmed before it is sent (issue 48); what it refuses is
    // said at once, with no question.
    const dialog = page.getByRole('dialog')
    await expect(dialog.or(page.locator('.toast'))).toBeVisible()
    if (await dialog.isVisible()) await dialog.locator('button.primary').click()
  },
  show: {
    allowed: async ({ page }) => {
      await expect(page.getByTestId('submission-result')).toBeVisible()
    },
    outsideHours: closed('funds.outsideHours'),
    alreadyPending: closed('funds.depositPending'),
    channelPasswordWrong: refused('funds.channelPasswordWrong'),
    secretKeyMismatch: refused('funds.secretKeyMismatch'),
    amountMissing: refused('funds.amountRequired'),
    proofMissing: refused('funds.proofRequired'),
    belowMin: refused('funds.belowMin'),
    aboveMax: refused('funds.aboveMax'),
  },
})

/** Said before the form, with the reason in the user's language; no form to fill. */
function closed(code: string) {
  return async (world: World) => {
    const card = world.page.getByTestId('deposit-closed')
    for (const piece of world.texts('server', code)) await expect(card).toContainText(piece)
    await expect(world.page.locator('input[name="amount"]')).toHaveCount(0)
  }
}

/** The form refused with its reason; nothing submitted. */
function refused(code: string) {
  return async (world: World) => {
    const toast = world.page.locator('.toast')
    for (const piece of world.texts('server', code)) await expect(toast).toContainText(piece)
    await expect(world.page.getByTestId('submission-result')).toHaveCount(0)
  }
}
