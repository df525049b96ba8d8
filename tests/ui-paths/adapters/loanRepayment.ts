import type { RepayFacts } from '../../../machines/credit/loanForms.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { activateCredit, borrow, keepEuros } from '../creditArrange.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: true })

/**
 * A repayment on /trade/creditLoan (spec §5 Credit): a loan of 500 € approved, the euros held cut
 * to the fixture's "available" where it is short of the amount, and the amount typed as the
 * fixture says against what the loan owes (its 500 € with a day's interest at most).
 */
export const loanRepaymentUi = uiAdapter<RepayFacts, void>({
  machineId: 'loanRepayment',
  async arrange(world, f) {
    const who = await world.investor()
    await activateCredit(world, who)
    await borrow(world, who, '500', true)
    // The loan's 500 € are in the balance too: what is left to repay from is demo + 500.
    if (Number(f.available) < Number(f.amount))
      await keepEuros(world, who, Number(f.available) - 500)
    // "More than owed": a cent above what the loan owes with its interest.
    const amount = Number(f.amount) > Number(f.outstanding) ? '600.00' : f.amount
    await world.signIn(who)
    await world.open('/trade/creditLoan')
    await world.page.locator('input[name="repay"]').fill(amountForInput(amount, world.lang))
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    amountMissing: verdict.refused('loan.amountRequired'),
    exceeds: verdict.refused('loan.repayExceeds'),
    insufficient: verdict.refused('funds.insufficient'),
  },
})
