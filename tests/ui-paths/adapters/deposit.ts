import { expect } from '@playwright/test'
import { isWithinWindow } from '../../../machines/funds/window.ts'
import { DEFAULT_DEPOSIT_WINDOW } from '../../../machines/rules.ts'
import { type ReplayEvent, uiAdapter } from '../adapter.ts'
import { requestDeposit } from '../arrange.ts'
import { QueueRow } from '../reviewQueue.ts'
import type { World } from '../world.ts'

interface Ctx {
  orderNo: string
  row: QueueRow
  state: string
  reason: string | null
}

/** What the investor's deposit records call each state (src/features/funds/labels.ts). */
const LABELS: Record<string, string> = {
  pendingReview: 'Pending review',
  credited: 'Approved',
  rejected: 'Rejected',
}

/**
 * A deposit under review (spec §4 Review) across both screens: the reviewer's decision in the
 * console's deposit queue, then the request under its state's filter there and in the investor's
 * records (label, reason, money counted only once credited).
 */
export const depositUi = uiAdapter<unknown, Ctx>({
  machineId: 'deposit',
  async arrange(world) {
    const who = await world.investor()
    await world.clockWhere((t) => isWithinWindow(DEFAULT_DEPOSIT_WINDOW, t))
    const orderNo = await requestDeposit(world, who, '500')
    const queue = await world.admin<{ list: { id: number; orderNo: string }[] }>('reviews/list', {
      kind: 'deposit',
      state: 'pendingReview',
      size: 100,
    })
    const id = queue.data.list.find((r) => r.orderNo === orderNo)!.id
    await world.signIn(who)
    const row = new QueueRow(await world.console(), 'deposit', id)
    return { orderNo, row, state: 'pendingReview', reason: null }
  },
  act: {
    'deposit.approve': decide('approve'),
    'deposit.reject': decide('reject'),
  },
  show: Object.fromEntries(Object.keys(LABELS).map((state) => [state, shows(state)])),
})

function decide(decision: string) {
  return async (_world: World, ctx: Ctx, event: ReplayEvent, accepted: boolean) => {
    await ctx.row.decide(ctx.state, decision, event, accepted)
    if (accepted && decision === 'reject') ctx.reason = String(event.reason)
  }
}

function shows(state: string) {
  return async (world: World, ctx: Ctx) => {
    ctx.state = state
    await ctx.row.open(state)
    await world.open('/information/fundRecord?tab=recharge')
    const record = world.page
      .getByTestId('records-recharge')
      .locator('li', { hasText: ctx.orderNo })
    for (const piece of world.texts('screens', LABELS[state]!))
      await expect(record).toContainText(piece)
    if (ctx.reason && state === 'rejected') await expect(record).toContainText(ctx.reason)
    await expect(record.locator('[data-settled]')).toHaveAttribute(
      'data-settled',
      String(state === 'credited'),
    )
  }
}
