import { expect } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import { evaluateGate } from '../../machines/gate.ts'
import type { World } from './world.ts'

/** The screen's toast says the server message `code` in the run's language. */
export async function expectToast(world: World, code: string) {
  const toast = world.page.locator('.toast')
  for (const piece of world.texts('server', code)) await expect(toast).toContainText(piece)
}

/**
 * A form gate's verdict on screen: taken (its result shown, after a confirmation when the form
 * asks for one), or refused with the reason of `code` and nothing submitted. A check the server
 * alone makes is answered once the person has confirmed.
 */
export function formVerdict(options: { confirm: boolean }) {
  const confirm = async (world: World) => {
    if (!options.confirm) return
    const dialog = world.page.getByRole('dialog')
    await dialog.locator('button.primary').click()
  }
  return {
    taken: async (world: World) => {
      await confirm(world)
      await expect(world.page.getByTestId('submission-result')).toBeVisible()
    },
    refused:
      (code: string, serverOnly = false) =>
      async (world: World) => {
        if (serverOnly) await confirm(world)
        await expectToast(world, code)
        await expect(world.page.getByTestId('submission-result')).toHaveCount(0)
      },
  }
}

/** Still on a sign-in screen (`route`), the reason said in the user's language, no session kept. */
export function refusedSignedOut(code: string, route: RegExp) {
  return async (world: World) => {
    await expectToast(world, code)
    await expect(world.page).toHaveURL(route)
    expect(await world.page.evaluate(() => localStorage.getItem('tokend'))).toBeNull()
  }
}

/**
 * Whether the gate, on the fixture's facts, blocks on a check that reads nothing typed: the
 * screen then says it instead of drawing the form, and the adapter types nothing. The gate's own
 * verdict, not a copy of its rules.
 */
export function blockedBeforeForm<F extends object>(gate: AnyStateMachine, facts: F): boolean {
  const verdict = evaluateGate(gate, facts)
  return !verdict.allowed && verdict.beforeForm
}

/**
 * A gate's block that reads nothing typed, said instead of the form (`blockedTestId`) in the
 * user's language, with the form's field (`field`) not drawn. One per form, as
 * `const before = saidBeforeForm('follow-blocked', 'amount')`, then `before('trade.noTrade')`.
 */
export function saidBeforeForm(blockedTestId: string, field: string) {
  return (code: string) => async (world: World) => {
    const blocked = world.page.getByTestId(blockedTestId)
    for (const piece of world.texts('server', code)) await expect(blocked).toContainText(piece)
    await expect(world.page.locator(`input[name="${field}"]`)).toHaveCount(0)
  }
}
