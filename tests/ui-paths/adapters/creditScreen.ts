import { expect } from '@playwright/test'
import type { CreditRating } from '../../../machines/credit/calls.ts'
import type { CreditStandingFacts } from '../../../machines/credit/loanForms.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk } from '../arrange.ts'
import { activateCredit, borrow } from '../creditArrange.ts'
import type { Who, World } from '../world.ts'

interface Ctx {
  who: Who
  /** The standing the server holds now. */
  now: CreditStandingFacts
}

const rating = async (world: World, who: Who) =>
  (await world.api<CreditRating>('loan/rating', {}, who)).data

/** The reviewer's decision on the borrower's pending loan request. */
async function decidePending(world: World, who: Who, decision: 'approve' | 'reject') {
  const queue = await world.admin<{ list: { id: number; account: string }[] }>('reviews/list', {
    kind: 'loan',
    state: 'pendingReview',
    size: 100,
  })
  const id = queue.data.list.find((r) => r.account === who.account)?.id
  if (id === undefined) throw new Error(`${who.account} has no loan under review`)
  expectOk(
    `the reviewer's ${decision}`,
    await world.admin('reviews/decide', {
      kind: 'loan',
      id,
      decision,
      ...(decision === 'reject' ? { reason: 'A replayed path needs a rejection.' } : {}),
    }),
  )
}

/**
 * The server brought from the borrower's standing to `target`, as it happens to a person: credit
 * activated, a loan requested (500 €), the reviewer approving or rejecting it, the loan repaid in
 * full. Credit once activated stays so: no path asks to go back (cannotWalk).
 */
async function reach(world: World, ctx: Ctx, target: CreditStandingFacts) {
  const { who } = ctx
  if (target.activated && !ctx.now.activated) await activateCredit(world, who)
  if (ctx.now.requestPending && !target.requestPending)
    await decidePending(world, who, target.owesLoan && !ctx.now.owesLoan ? 'approve' : 'reject')
  if (ctx.now.owesLoan && !target.owesLoan) {
    const { loan } = await rating(world, who)
    if (loan)
      expectOk(
        'repaying in full',
        await world.api('loan/repay', { loanNo: loan.loanNo, amount: loan.outstanding }, who),
      )
  }
  const owesNow = (await rating(world, who)).loan !== null
  if (target.owesLoan && !owesNow) await borrow(world, who, '500', true)
  if (target.requestPending && (await rating(world, who)).pending === null)
    await borrow(world, who, '500', false)
  ctx.now = { ...target }
}

/**
 * What the credit-loan screen offers (spec §2 Credit loan) on /trade/creditLoan: the borrower's
 * standing made on the server as the fixture and each fresh rating say (activation, a request, the
 * reviewer's decision, a repayment), the screen opened again for the fresh rating as a borrower
 * coming back to it does; the conditions to activate, the repayment form, the request under
 * review or the loan form, as the machine decides.
 */
export const creditScreenUi = uiAdapter<CreditStandingFacts, Ctx>({
  machineId: 'creditScreen',
  cannotWalk(events, input) {
    let activated = input.activated
    for (const event of events) {
      const standing = event.standing as CreditStandingFacts
      if (activated && !standing.activated)
        return 'Credit once activated stays activated: no borrower goes back to before it.'
      activated = standing.activated
    }
    return null
  },
  async arrange(world, input) {
    const who = await world.investor()
    const ctx: Ctx = { who, now: { activated: false, owesLoan: false, requestPending: false } }
    await reach(world, ctx, input)
    await world.signIn(who)
    await world.open('/trade/creditLoan')
    return ctx
  },
  act: {
    'rating.loaded': async (world, ctx, event) => {
      await reach(world, ctx, event.standing as CreditStandingFacts)
      await world.open('/trade/creditLoan')
    },
  },
  show: {
    activate: mode('activate'),
    repay: mode('repay'),
    pendingReview: mode('pendingReview'),
    borrow: mode('borrow'),
  },
})

/** Exactly one of the screen's four offers is drawn: the machine's. */
function mode(shown: 'activate' | 'repay' | 'pendingReview' | 'borrow') {
  return async (world: World) => {
    const page = world.page
    const offers = {
      activate: page.locator('a[href="#/information/loanRating"].button'),
      repay: page.locator('input[name="repay"]'),
      pendingReview: page.getByTestId('loan-pending'),
      borrow: page.locator('input[name="amount"]'),
    }
    await expect(offers[shown]).toBeVisible()
    for (const [name, offer] of Object.entries(offers))
      if (name !== shown) await expect(offer).toHaveCount(0)
  }
}
