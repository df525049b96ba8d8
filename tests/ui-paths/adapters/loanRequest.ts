import { expect } from '@playwright/test'
import type { BorrowFacts } from '../../../machines/credit/loanForms.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { activateCredit, borrow } from '../creditArrange.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: true })

/**
 * A loan request on /trade/creditLoan (spec §5 Credit): credit activated or not, a loan already
 * pending or owed, as the fixture says (the limit is the 10,000 € a new account's score grants);
 * what the screen offers instead of the form in those cases, else the amount typed and sent.
 */
export const loanRequestUi = uiAdapter<BorrowFacts, void>({
  machineId: 'loanRequest',
  async arrange(world, f) {
    const who = await world.investor()
    if (f.activated) await activateCredit(world, who)
    if (f.owesLoan) await borrow(world, who, '500', true)
    else if (f.requestPending) await borrow(world, who, '500', false)
    await world.signIn(who)
    await world.open('/trade/creditLoan')
    const amount = world.page.locator('input[name="amount"]')
    if (!f.activated || f.owesLoan || f.requestPending) return
    await amount.fill(amountForInput(f.amount, world.lang))
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    notActivated: async ({ page }) => {
      await expect(page.locator('.card.blocker a[href="#/information/loanRating"]')).toBeVisible()
      await expect(page.locator('input[name="amount"]')).toHaveCount(0)
    },
    amountMissing: verdict.refused('loan.amountRequired'),
    amountNotWhole: verdict.refused('loan.amountNotWhole'),
    belowMinimum: verdict.refused('loan.belowMinimum'),
    owed: async ({ page }) => {
      await expect(page.getByTestId('loan-owed')).toBeVisible()
      await expect(page.locator('input[name="amount"]')).toHaveCount(0)
    },
    pending: async ({ page }) => {
      await expect(page.getByTestId('loan-pending')).toBeVisible()
      await expect(page.locator('input[name="amount"]')).toHaveCount(0)
    },
    beyondLimit: verdict.refused('loan.limitInsufficient'),
  },
})
