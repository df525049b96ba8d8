import { expect } from '@playwright/test'
import type { BroadcastFacts } from '../../../machines/messages/broadcastGate.ts'
import { uiAdapter } from '../adapter.ts'
import type { World } from '../world.ts'

/** A phone number nobody registered on a replay server (they start with 6 and a seed). */
const NOBODY = '599999999'

/**
 * The operator's message in the console's Messages section (issue 21): to everyone or to one
 * account (a real one, or one that does not exist) as the fixture says, title and text typed; a
 * message the gate takes is confirmed and sent, a refusal is said in the operator's language.
 */
export const broadcastGateUi = uiAdapter<BroadcastFacts, void>({
  machineId: 'broadcastGate',
  async arrange(world, f) {
    const account =
      f.audience === 'account' ? (f.accountFound ? (await world.investor()).account : NOBODY) : null
    const admin = await world.console()
    await admin.locator('.admin-nav [data-section="messages"]').click()
    const form = admin.getByTestId('admin-broadcast')
    await form.locator('select[name="audience"]').selectOption(f.audience)
    if (account) await form.locator('input[name="account"]').fill(account)
    await form.locator('input[name="title"]').fill(f.title)
    await form.locator('textarea[name="body"]').fill(f.body)
    await form.locator('button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      const admin = await world.console()
      await admin.getByRole('dialog').locator('button.primary').click()
      await expect(admin.getByTestId('submission-result')).toBeVisible()
    },
    titleInvalid: refused('message.titleInvalid'),
    bodyInvalid: refused('message.bodyInvalid'),
    accountMissing: refused('auth.accountMissing'),
  },
})

/** Not sent: the console says why in the operator's language. */
function refused(code: string) {
  return async (world: World) => {
    const admin = await world.console()
    const dialog = admin.getByRole('dialog')
    // A check only the server makes (the account) is answered once the operator has confirmed.
    if ((await dialog.count()) > 0) await dialog.locator('button.primary').click()
    for (const piece of world.texts('server', code))
      await expect(admin.locator('.toast')).toContainText(piece)
    await expect(admin.getByTestId('submission-result')).toHaveCount(0)
  }
}
