import { expect } from '@playwright/test'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { type ReplayEvent, uiAdapter } from '../adapter.ts'
import { realName } from '../arrange.ts'
import { QueueRow } from '../reviewQueue.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  row: QueueRow | null
  state: string
  reason: string | null
}

/** The loan every path asks for (the fixture's "a loan of 500"). */
const PRINCIPAL = '500'

/**
 * A loan (spec §4 Loan, §5 Credit) across the investor app and the console: an investor whose
 * real name passed and whose credit is activated asks for 500 € on /trade/creditLoan; the
 * reviewer approves or rejects it in the console's loan queue; repayments are typed as the path
 * says ("all", "part" or "more" of what the loan really owes, with its interest), confirmed, and
 * each state is seen on the loan screen and in the loan records.
 */
export const loanUi = uiAdapter<unknown, Ctx>({
  machineId: 'loan',
  async arrange(world) {
    const who = await world.investor()
    await realName(world, who, 'passed')
    const activated = await world.api('loan/activate', {}, who)
    if (activated.status !== 1) throw new Error(`activating credit: ${activated.code}`)
    await world.signIn(who)
    await world.open('/trade/creditLoan')
    return { who, row: null, state: 'requested', reason: null }
  },
  act: {
    'loan.submit': async ({ page }) => {
      await page.locator('input[name="amount"]').fill(PRINCIPAL)
      await page.locator('form button[type="submit"]').click()
      await page.getByRole('dialog').locator('button.primary').click()
      await expect(page.getByTestId('submission-result')).toBeVisible()
    },
    'loan.approve': decide('approve'),
    'loan.reject': decide('reject'),
    'loan.repay': async (world, _ctx, event, accepted) => {
      await world.open('/trade/creditLoan')
      const owed = decimalToMinor(
        ((await world.page.getByTestId('loan-outstanding').textContent()) ?? '')
          .replace(/[^\d,.]/g, '')
          .replace(/\./g, '')
          .replace(',', '.'),
      )!
      // "All", "part" or "more" of what the event says is owed, of what the loan owes now.
      const asked = Number(event.amount)
      const said = Number(event.outstanding)
      const minor = asked === said ? owed : asked < said ? owed / 2n : owed + 100n
      await world.page
        .locator('input[name="repay"]')
        .fill(amountForInput(minorToDecimal(minor), world.lang))
      await world.page.locator('form button[type="submit"]').click()
      if (!accepted) {
        for (const piece of world.texts('server', 'loan.repayExceeds'))
          await expect(world.page.locator('.toast')).toContainText(piece)
        return
      }
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.getByTestId('repay-result-state')).toBeVisible()
    },
  },
  show: {
    requested: async ({ page }) => {
      await expect(page.locator('input[name="amount"]')).toBeVisible()
      await expect(page.getByTestId('loan-pending')).toHaveCount(0)
    },
    pendingReview: async (world, ctx) => {
      ctx.state = 'pendingReview'
      ctx.row ??= await loanRow(world, ctx.who)
      await world.open('/trade/creditLoan')
      await expect(world.page.getByTestId('loan-pending')).toBeVisible()
      await ctx.row.open('pendingReview')
    },
    outstanding: owes('outstanding'),
    partlyRepaid: owes('partlyRepaid'),
    repaid: ended('repaid'),
    rejected: ended('rejected'),
  },
})

async function loanRow(world: World, who: Who): Promise<QueueRow> {
  const queue = await world.admin<{ list: { id: number; account: string }[] }>('reviews/list', {
    kind: 'loan',
    state: 'pendingReview',
    size: 100,
  })
  const id = queue.data.list.find((r) => r.account === who.account)!.id
  return new QueueRow(await world.console(), 'loan', id)
}

function decide(decision: string) {
  return async (_world: World, ctx: Ctx, event: ReplayEvent, accepted: boolean) => {
    await ctx.row!.decide(ctx.state, decision, event, accepted)
    if (accepted && decision === 'reject') ctx.reason = String(event.reason)
  }
}

/** The loan on the screen with what it owes, in this state, and its repayment form. */
function owes(state: string) {
  return async (world: World, ctx: Ctx) => {
    ctx.state = state
    await world.open('/trade/creditLoan')
    await expect(world.page.getByTestId('loan-owed')).toHaveAttribute('data-state', state)
    await expect(world.page.locator('input[name="repay"]')).toBeVisible()
    await ctx.row!.open(state)
  }
}

/** Nothing owed on the screen, which offers a new loan; the record says how this one ended. */
function ended(state: string) {
  return async (world: World, ctx: Ctx) => {
    ctx.state = state
    await world.open('/trade/creditLoan')
    await expect(world.page.getByTestId('loan-owed')).toHaveCount(0)
    await expect(world.page.getByTestId('loan-pending')).toHaveCount(0)
    await world.open('/information/loanRecord')
    const record = world.page.getByTestId('loan-record').first()
    await expect(record).toHaveAttribute('data-state', state)
    if (ctx.reason && state === 'rejected') await expect(record).toContainText(ctx.reason)
  }
}
