import { expect } from '@playwright/test'
import { withdrawalRequestInput } from '../../../machines/funds/calls.ts'
import { isWithinWindow } from '../../../machines/funds/window.ts'
import type { WithdrawalRequestFacts } from '../../../machines/funds/withdrawal.ts'
import { evaluateGate } from '../../../machines/gate.ts'
import { DEFAULT_WITHDRAW_WINDOW, FUND_PASSWORD_MAX_FAILURES } from '../../../machines/rules.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { bindCard, FUND_PASSWORD, realName, setFundPassword } from '../arrange.ts'
import type { Who, World } from '../world.ts'

/** The euros every replay investor starts with (the worker server's DEMO_BALANCE). */
const DEMO_EUROS = 10_000
/** A fund password that is not the investor's. */
const WRONG_PASSWORD = '000000'

interface Terms {
  currency: string
  min: string
  max: string | null
  available: string
}

/**
 * The withdrawal form through /information/cashOut (spec §5 Withdrawal, §8 Funds): an investor
 * whom nothing blocks, with the fixture's balance, maximum and password history; the form filled
 * as the fixture says and sent. A refusal shows its reason in the user's language; a form the
 * gate takes is confirmed and submitted.
 */
export const withdrawalRequestUi = uiAdapter<WithdrawalRequestFacts, { who: Who }>({
  machineId: 'withdrawalRequest',
  unreachable: {
    methodMissing:
      'The form always has a card chosen: it opens only once one is bound (the withdrawal gate), with the first card selected.',
  },
  async arrange(world, f) {
    const who = await world.investor()
    await world.clockWhere((t) => isWithinWindow(DEFAULT_WITHDRAW_WINDOW, t))
    await setFundPassword(world, who)
    await bindCard(world, who)
    await realName(world, who, 'passed')
    if (f.max !== null) await setting(world, 'funds.withdraw.max', f.max)
    await holdAvailable(world, who, f)
    if (f.fundPasswordLocked)
      for (let i = 0; i < FUND_PASSWORD_MAX_FAILURES; i++)
        await world.api(
          'funds/withdraw',
          {
            type: 'Spain',
            amount: '100',
            fundPassword: WRONG_PASSWORD,
            methodId: await cardId(world, who),
          },
          who,
        )
    await expectServerAgrees(world, who, f)
    await world.signIn(who)
    await world.open('/information/cashOut')
    const page = world.page
    if (f.currency !== 'EUR') {
      await page.locator('select[name="currency"]').selectOption(f.currency)
      // The amount field comes back once the currency's own terms are in ("Amount (KRW)", in
      // Chinese with full-width brackets).
      await expect(page.locator('form')).toContainText(new RegExp(`[(（]${f.currency}[)）]`))
    }
    await expect(page.locator('input[name="amount"]')).toBeVisible()
    await page.locator('input[name="amount"]').fill(amountForInput(f.amount, world.lang))
    if (f.fundPasswordGiven)
      await page
        .locator('input[name="fundPassword"]')
        .fill(f.fundPasswordWrong ? WRONG_PASSWORD : FUND_PASSWORD)
    await page.locator('form button[type="submit"]').click()
    return { who }
  },
  show: {
    allowed: async ({ page }) => {
      const confirm = page.getByRole('dialog')
      await expect(confirm).toBeVisible()
      await confirm.locator('button.primary').click()
      await expect(page.getByTestId('submission-result')).toBeVisible()
    },
    amountMissing: refused('funds.amountRequired'),
    wholeUnits: refused('funds.wholeUnits'),
    passwordMissing: refused('funds.fundPasswordRequired'),
    belowMin: refused('funds.belowMin'),
    aboveMax: refused('funds.aboveMax'),
    insufficient: refused('funds.insufficient'),
    // Only the server knows the password: it answers once the person has confirmed.
    passwordLocked: refusedOnConfirm('funds.fundPasswordLocked'),
    passwordWrong: refusedOnConfirm('funds.fundPasswordWrong'),
  },
})

async function setting(world: World, name: string, value: string) {
  const set = await world.admin('config/set', { name, value })
  if (set.status !== 1) throw new Error(`setting ${name}: ${set.code}`)
}

async function cardId(world: World, who: Who): Promise<number> {
  const cards = await world.api<{ id: number }[]>('user/bankCards', {}, who)
  return cards.data[0]!.id
}

/**
 * The fixture's available balance: in euros, the demo balance less a withdrawal left pending (its
 * amount frozen); in another currency, euros exchanged into it, at least the fixture's amount.
 */
async function holdAvailable(world: World, who: Who, f: WithdrawalRequestFacts) {
  if (f.currency === 'EUR') {
    const frozen = DEMO_EUROS - Number(f.available)
    if (frozen <= 0) return
    const pending = await world.api(
      'funds/withdraw',
      {
        type: 'Spain',
        amount: String(frozen),
        fundPassword: FUND_PASSWORD,
        methodId: await cardId(world, who),
      },
      who,
    )
    if (pending.status !== 1) throw new Error(`freezing ${frozen}: ${pending.code}`)
    return
  }
  const rates = await world.api<{ currency: string; usd: string }[]>('funds/rates', {}, who)
  const usd = (c: string) => Number(rates.data.find((r) => r.currency === c)!.usd)
  const euros = Math.ceil((Number(f.available) * usd(f.currency)) / usd('EUR')) + 1
  const exchanged = await world.api(
    'funds/exchange',
    { from: 'EUR', to: f.currency, amount: String(euros) },
    who,
  )
  if (exchanged.status !== 1) throw new Error(`exchanging into ${f.currency}: ${exchanged.code}`)
}

/** The server's terms, with the fixture's form, put the gate where the fixture's facts do. */
async function expectServerAgrees(world: World, who: Who, f: WithdrawalRequestFacts) {
  const view = await world.api<Terms>(
    'funds/withdrawGate',
    { type: 'Spain', currency: f.currency },
    who,
  )
  const form = {
    amount: f.amount,
    methodChosen: f.methodChosen,
    fundPassword: f.fundPasswordGiven ? 'x' : '',
  }
  const server = {
    fundPasswordLocked: f.fundPasswordLocked === true,
    fundPasswordWrong: f.fundPasswordWrong === true,
    minutesLeft: 0,
  }
  const held = withdrawalRequestInput(form, view.data, server)
  const fixture = withdrawalRequestInput(form, f, server)
  expect(evaluateGate(held.gate, held.facts)).toEqual(evaluateGate(fixture.gate, fixture.facts))
}

/** No confirmation asked, the reason shown in the user's language. */
function refused(code: string) {
  return async (world: World) => {
    const toast = world.page.locator('.toast')
    for (const piece of world.texts('server', code)) await expect(toast).toContainText(piece)
    await expect(world.page.getByRole('dialog')).toHaveCount(0)
  }
}

/** Confirmed, then refused by the server with its reason; nothing submitted. */
function refusedOnConfirm(code: string) {
  return async (world: World) => {
    const confirm = world.page.getByRole('dialog')
    await confirm.locator('button.primary').click()
    const toast = world.page.locator('.toast')
    for (const piece of world.texts('server', code)) await expect(toast).toContainText(piece)
    await expect(world.page.getByTestId('submission-result')).toHaveCount(0)
  }
}
