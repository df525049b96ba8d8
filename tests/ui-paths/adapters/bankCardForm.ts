import type { BankCardFacts } from '../../../machines/funds/forms.ts'
import { uiAdapter } from '../adapter.ts'
import { formVerdict } from '../screenChecks.ts'

const verdict = formVerdict({ confirm: false })
let cardsMade = 0

/**
 * Binding a bank card on /information/addBankCard (spec §3 Bank card): the form typed as the
 * fixture says, with a number of the path's own (as many digits as the fixture's), bound first
 * by another investor where the fixture says the card exists; that check is the server's alone.
 */
export const bankCardFormUi = uiAdapter<BankCardFacts, void>({
  machineId: 'bankCardForm',
  async arrange(world, f) {
    cardsMade += 1
    const serial = `${String(world.seedValue % 1000).padStart(3, '0')}${String(cardsMade).padStart(9, '0')}`
    const last12 = serial.slice(-f.last12.length)
    const who = await world.investor()
    const card = { ...f, last12 }
    if (f.cardExists) {
      const other = await world.investor()
      const bound = await world.api('user/addBankCard', card, other)
      if (bound.status !== 1) throw new Error(`binding the card first: ${bound.code}`)
    }
    await world.signIn(who)
    await world.open('/information/addBankCard')
    const page = world.page
    for (const field of ['holder', 'first4', 'bankName', 'branchName', 'bankCode'] as const)
      await page.locator(`input[name="${field}"]`).fill(f[field])
    await page.locator('input[name="last12"]').fill(last12)
    await page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: verdict.taken,
    fieldMissing: verdict.refused('common.invalid'),
    numberMalformed: verdict.refused('funds.cardInvalid'),
    exists: verdict.refused('funds.cardExists'),
  },
})
