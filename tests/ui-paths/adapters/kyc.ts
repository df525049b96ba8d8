import { expect } from '@playwright/test'
import { type KycSubmission, kycMachine } from '../../../machines/funds/kyc.ts'
import { type ReplayEvent, uiAdapter } from '../adapter.ts'
import { onServerDay, sendRealName } from '../realNameForm.ts'
import { QueueRow } from '../reviewQueue.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  /** The submission under review, in the console's real-name queue. */
  row: QueueRow | null
  state: string
  reason: string | null
}

/** What the real-name screen calls each state (src/i18n/labels/funds.ts). */
const LABELS: Record<string, string> = {
  notSubmitted: 'Not submitted',
  underReview: 'Under review',
  passed: 'Verified',
  rejected: 'Rejected',
}

/**
 * Real-name verification (spec §4 Real-name) across both screens: the investor sends the form on
 * /information/authInfo, the reviewer passes or rejects it in the console's real-name queue; in
 * each state the investor's screen shows its status and offers the form only while it can be
 * sent, with the reason of a rejection.
 */
export const kycUi = uiAdapter<unknown, Ctx>({
  machineId: 'kyc',
  // The real-name form fixes the context's clock (realNameForm.ts).
  ownContext: true,
  async arrange(world) {
    const who = await world.investor()
    await world.signIn(who)
    await world.open('/information/authInfo')
    return { who, row: null, state: 'notSubmitted', reason: null }
  },
  act: {
    'kyc.submit': async (world, ctx, event, accepted) => {
      await world.open('/information/authInfo')
      const form = world.page.locator('input[name="name"]')
      // Under review or verified, the screen has no form to send: that is its refusal.
      if (ctx.state === 'underReview' || ctx.state === 'passed') {
        expect(accepted).toBe(false)
        await expect(form).toHaveCount(0)
        return
      }
      await sendRealName(world.page, await onServerDay(world, event.submission as KycSubmission))
      if (!accepted) {
        // Refused with the reason the state names for it (its meta.refusals).
        const meta = kycMachine.states[ctx.state]?.meta as { refusals: Record<string, string> }
        const toast = world.page.locator('.toast')
        for (const piece of world.texts('server', meta.refusals['kyc.submit']!))
          await expect(toast).toContainText(piece)
        return
      }
      ctx.row = await submissionRow(world, ctx.who)
      ctx.reason = null
    },
    'kyc.approve': decide('approve'),
    'kyc.reject': decide('reject'),
  },
  show: Object.fromEntries(Object.keys(LABELS).map((state) => [state, shows(state)])),
})

/**
 * The investor's submission in the reviewer's queue, once the screen's call has stored it (the
 * click returns before the upload has arrived).
 */
async function submissionRow(world: World, who: Who): Promise<QueueRow> {
  const find = async () => {
    const queue = await world.admin<{ list: { id: number; account: string }[] }>('reviews/list', {
      kind: 'realname',
      state: 'underReview',
      size: 100,
    })
    return queue.data.list.find((r) => r.account === who.account)?.id
  }
  await expect.poll(find, { timeout: 15_000 }).toBeDefined()
  return new QueueRow(await world.console(), 'realname', (await find())!)
}

function decide(decision: string) {
  return async (_world: World, ctx: Ctx, event: ReplayEvent, accepted: boolean) => {
    if (!ctx.row) {
      // Nothing was submitted: the reviewer has nothing to decide on.
      expect(accepted).toBe(false)
      return
    }
    await ctx.row.decide(ctx.state, decision, event, accepted)
    if (accepted && decision === 'reject') ctx.reason = String(event.reason)
  }
}

function shows(state: string) {
  return async (world: World, ctx: Ctx) => {
    ctx.state = state
    await world.open('/information/authInfo')
    const status = world.page.getByTestId('kyc-status')
    await expect(status).toHaveAttribute('data-state', state)
    for (const piece of world.texts('screens', LABELS[state]!))
      await expect(status).toContainText(piece)
    const takesForm = state === 'notSubmitted' || state === 'rejected'
    await expect(world.page.locator('input[name="name"]')).toHaveCount(takesForm ? 1 : 0)
    if (state === 'rejected' && ctx.reason)
      await expect(world.page.locator('body')).toContainText(ctx.reason)
    if (ctx.row && state !== 'notSubmitted') await ctx.row.open(state)
  }
}
