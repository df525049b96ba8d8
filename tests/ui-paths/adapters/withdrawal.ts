import { isWithinWindow } from '../../../machines/funds/window.ts'
import { DEFAULT_WITHDRAW_WINDOW } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { bindCard, FUND_PASSWORD, realName, setFundPassword } from '../arrange.ts'
import { type ReviewedCtx, reviewDecision, reviewedRecordShows } from '../reviewedRecords.ts'
import { QueueRow } from '../reviewQueue.ts'
import type { Who } from '../world.ts'

interface Ctx extends ReviewedCtx {
  who: Who
}

/** What the investor's withdrawal records call each state (src/i18n/labels/funds.ts). */
const LABELS: Record<string, string> = {
  pendingReview: 'Pending review',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  failed: 'Initiation failed',
}

/**
 * A withdrawal from request to payout (spec §4 Review, §8 Funds) across both screens: each
 * reviewer's decision taken in the console's withdrawal queue, each state then checked in the
 * queue (the request under its state's filter) and in the investor's records (its label in the
 * user's language, the reason of a rejection or a failed transfer, money shown as gone only
 * once paid).
 */
export const withdrawalUi = uiAdapter<unknown, Ctx>({
  machineId: 'withdrawal',
  async arrange(world) {
    const who = await world.investor()
    await world.clockWhere((t) => isWithinWindow(DEFAULT_WITHDRAW_WINDOW, t))
    await setFundPassword(world, who)
    await bindCard(world, who)
    await realName(world, who, 'passed')
    const cards = await world.api<{ id: number }[]>('user/bankCards', {}, who)
    const placed = await world.api<{ orderNo: string }>(
      'funds/withdraw',
      { type: 'Spain', amount: '150', fundPassword: FUND_PASSWORD, methodId: cards.data[0]!.id },
      who,
    )
    if (placed.status !== 1) throw new Error(`requesting the withdrawal: ${placed.code}`)
    const queue = await world.admin<{ list: { id: number; orderNo: string }[] }>('reviews/list', {
      kind: 'withdrawal',
      state: 'pendingReview',
      size: 100,
    })
    const id = queue.data.list.find((r) => r.orderNo === placed.data.orderNo)!.id
    await world.signIn(who)
    const row = new QueueRow(await world.console(), 'withdrawal', id)
    return { who, orderNo: placed.data.orderNo, row, state: 'pendingReview', reason: null }
  },
  act: {
    'withdrawal.approve': reviewDecision('approve'),
    'withdrawal.reject': reviewDecision('reject'),
    'withdrawal.pay': reviewDecision('pay'),
  },
  show: reviewedRecordShows({
    tab: 'withdraw',
    labels: LABELS,
    settled: 'paid',
    withReason: ['rejected', 'failed'],
  }),
})
