import { expect } from '@playwright/test'
import type { ReplayEvent } from './adapter.ts'
import type { QueueRow } from './reviewQueue.ts'
import type { World } from './world.ts'

/** A deposit or withdrawal under review: its queue row, last state shown, and reason given. */
export interface ReviewedCtx {
  orderNo: string
  row: QueueRow
  state: string
  reason: string | null
}

/** The reviewer's `decision` on the request in the state last shown, remembering a reason. */
export function reviewDecision(decision: string) {
  return async (_world: World, ctx: ReviewedCtx, event: ReplayEvent, accepted: boolean) => {
    await ctx.row.decide(ctx.state, decision, event, accepted)
    if (accepted && decision === 'reject') ctx.reason = String(event.reason)
  }
}

/**
 * What each state of a reviewed money request shows (spec §4 Review): the request under its
 * state's filter in the console, and in the investor's records its label in the user's language,
 * the reason where the state has one, and the money in colour only once `settled`.
 */
export function reviewedRecordShows(options: {
  tab: 'recharge' | 'withdraw'
  /** Each state's label (src/i18n/labels/funds.ts). */
  labels: Record<string, string>
  settled: string
  withReason: string[]
}) {
  const shows = (state: string) => async (world: World, ctx: ReviewedCtx) => {
    ctx.state = state
    await ctx.row.open(state)
    await world.open(`/information/fundRecord?tab=${options.tab}`)
    const record = world.page
      .getByTestId(`records-${options.tab}`)
      .locator('li', { hasText: ctx.orderNo })
    for (const piece of world.texts('screens', options.labels[state]!))
      await expect(record).toContainText(piece)
    if (ctx.reason && options.withReason.includes(state))
      await expect(record).toContainText(ctx.reason)
    await expect(record.locator('[data-settled]')).toHaveAttribute(
      'data-settled',
      String(state === options.settled),
    )
  }
  return Object.fromEntries(Object.keys(options.labels).map((state) => [state, shows(state)]))
}
