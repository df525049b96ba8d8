import { isWithinWindow } from '../../../machines/funds/window.ts'
import { DEFAULT_DEPOSIT_WINDOW } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { requestDeposit } from '../arrange.ts'
import { type ReviewedCtx, reviewDecision, reviewedRecordShows } from '../reviewedRecords.ts'
import { QueueRow } from '../reviewQueue.ts'

type Ctx = ReviewedCtx

/** What the investor's deposit records call each state (src/i18n/labels/funds.ts). */
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
    'deposit.approve': reviewDecision('approve'),
    'deposit.reject': reviewDecision('reject'),
  },
  show: reviewedRecordShows({
    tab: 'recharge',
    labels: LABELS,
    settled: 'credited',
    withReason: ['rejected'],
  }),
})
