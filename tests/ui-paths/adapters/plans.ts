import { expect } from '@playwright/test'
import type { OneOffFacts } from '../../../machines/plans/oneOff.ts'
import { planOneOffGate } from '../../../machines/plans/oneOff.ts'
import { type PlanFormFacts, planFormGate } from '../../../machines/plans/planForm.ts'
import { uiAdapter } from '../adapter.ts'
import { expectOk, restrict, spainOpen } from '../arrange.ts'
import { blockedBeforeForm, formVerdict, saidBeforeForm } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/**
 * Savings plans through the screens (issue 52): the builder's gate, the one-off amount's gate on
 * a plan's page, and a plan's life from that page. The runs a plan makes are moved by the plan
 * job on the server's clock; their screens are checked here only as far as the plan's own state.
 */

const verdict = formVerdict({ confirm: true })
const before = saidBeforeForm('plan-blocked', 'name')

/** Adds an instrument from the builder's search: typed, then its match's Add. */
async function addInstrument(world: World, code: string) {
  const search = world.page.locator('.plan-search input[type="search"]')
  await search.fill(code)
  const add = world.page.getByTestId(`match-${code}`).getByRole('button')
  await add.click()
  await expect(world.page.getByTestId(`slice-${code}`)).toBeVisible()
}

/**
 * The plan builder (/trade/planBuilder): the account barred where the fixture says (said instead
 * of the form), else the name typed, each instrument added from the search with its weight, the
 * amount, schedule and day chosen, and sent; created (confirmed, then the plan's page), or refused
 * with the reason before anything is sent.
 */
export const planFormGateUi = uiAdapter<PlanFormFacts, void>({
  machineId: 'planFormGate',
  unreachable: {
    twice:
      'The search marks an instrument already in the plan as “Added” and offers no second Add; the server’s refusal is in tests/unit/server/plansApi.test.ts and the decision table.',
    notBuyable:
      'The search offers no Add for an instrument a plan cannot hold (“Not for plans”: suspended, delisted, not a share or ETF); the server refuses one sent anyway (tests/unit/server/plansApi.test.ts).',
    runDayInvalid:
      'The day is chosen from a list of the days the schedule has (Monday to Friday, or 1 to 28); the server refuses another (plansApi.test.ts and the decision table).',
  },
  cannotWalk(_events, f) {
    // A fixture's day the lists do not offer cannot be chosen.
    const most = f.schedule === 'monthly' ? 28 : 5
    return f.runDay < 1 || f.runDay > most ? 'its run day is not in the list' : null
  },
  async arrange(world, f) {
    const who = await world.investor()
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open('/trade/planBuilder')
    if (blockedBeforeForm(planFormGate, f)) return
    await world.page.locator('input[name="name"]').fill(f.name)
    for (const slice of f.slices) {
      await addInstrument(world, slice.code)
      await world.page.getByTestId(`slice-${slice.code}`).locator('input').fill(slice.weight)
    }
    await world.page.locator('input[name="amount"]').fill(f.amount)
    await world.page.locator('select[name="schedule"]').selectOption(f.schedule)
    await world.page.locator('select[name="runDay"]').selectOption(String(f.runDay))
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/trade\/planDetail\?id=\d+/)
      await expect(world.page.getByTestId('plan-summary')).toHaveAttribute('data-state', 'active')
    },
    barred: before('trade.noTrade'),
    nameInvalid: verdict.refused('plans.nameInvalid'),
    empty: verdict.refused('plans.empty'),
    tooMany: verdict.refused('plans.tooMany'),
    mixedCurrencies: verdict.refused('plans.mixedCurrencies'),
    weightInvalid: verdict.refused('plans.weightInvalid'),
    weightsNotFull: verdict.refused('plans.weightsNotFull'),
    amountInvalid: verdict.refused('plans.amountInvalid'),
    belowMinimum: verdict.refused('plans.belowMinimum'),
  },
})

/** A plan of two euro ETFs made through the API, its page opened at an open Spanish market. */
async function planOf(world: World, who: Who) {
  await world.clockWhere(spainOpen)
  const made = await world.api<{ id: number }>(
    'plans/create',
    {
      name: 'Replayed plan',
      slices: [
        { code: 'VWCE', weight: '60' },
        { code: 'SXRT', weight: '40' },
      ],
      amount: '50.00',
      schedule: 'monthly',
      runDay: 5,
      dividendPolicy: 'reinvest',
    },
    who,
  )
  expectOk('making the plan', made)
  return made.data.id
}

/**
 * A one-off amount on a plan's page (/trade/planDetail): the account barred where the fixture says
 * (said instead of the form), else the fixture's amount typed and sent; added (confirmed, its run
 * shown), or refused with the reason before anything is sent.
 */
export const planOneOffGateUi = uiAdapter<OneOffFacts, void>({
  machineId: 'planOneOffGate',
  async arrange(world, f) {
    const who = await world.investor()
    const id = await planOf(world, who)
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(`/trade/planDetail?id=${id}`)
    if (blockedBeforeForm(planOneOffGate, f)) return
    const form = world.page.getByTestId('plan-actions').locator('form').first()
    await form.locator('input[name="oneOff"]').fill(f.amount)
    await form.locator('button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.getByTestId('run-result-state')).toBeVisible()
    },
    barred: async (world) => {
      const blocked = world.page.getByTestId('plan-oneoff-blocked')
      for (const piece of world.texts('server', 'trade.noTrade'))
        await expect(blocked).toContainText(piece)
    },
    amountInvalid: verdict.refused('plans.amountInvalid'),
    belowMinimum: verdict.refused('plans.belowMinimum'),
  },
})

/** A screen's word in the replay's language (a text without placeholders). */
const word = (world: World, id: string) => world.texts('screens', id)[0]!

interface PlanCtx {
  who: Who
  id: number
}

const stateOf = async (world: World, ctx: PlanCtx) =>
  (await world.api<{ plan: { state: string } }>('plans/detail', { id: ctx.id }, ctx.who)).data.plan
    .state

/** Presses a button of the plan's page and confirms, when the page offers it. */
async function pressAndConfirm(world: World, name: string, confirm = true) {
  await world.page.getByTestId('plan-actions').getByRole('button', { name, exact: true }).click()
  if (confirm) await world.page.getByRole('dialog').locator('button.primary').click()
}

/** The plan's page again, and the button `name` absent: where the machine does not take it. */
async function offersNo(world: World, ctx: PlanCtx, name: string) {
  await world.open(`/trade/planDetail?id=${ctx.id}`)
  await expect(world.page.getByTestId('plan-summary')).toBeVisible()
  await expect(
    world.page.getByTestId('plan-actions').getByRole('button', { name, exact: true }),
  ).toHaveCount(0)
}

/**
 * A plan's life on its page (issue 52; decision 0073): a plan of two euro ETFs with a first
 * one-off bought through the API at an open market. Pause and Resume are the page's buttons (the
 * one the plan's state takes; a retried one changes nothing, so the other is not offered); a
 * one-off, a sale of a tenth and a rebalance are asked and confirmed, each filling at once; an
 * edit renames it in the builder; closing is asked while the market is closed, so the plan stays
 * closing until the job fills the sale at the next open. Where the machine takes no step, the
 * page offers none.
 */
export const planUi = uiAdapter<unknown, PlanCtx>({
  machineId: 'plan',
  async arrange(world) {
    const who = await world.investor()
    const id = await planOf(world, who)
    expectOk('a first one-off', await world.api('plans/contribute', { id, amount: '100.00' }, who))
    await world.signIn(who)
    await world.open(`/trade/planDetail?id=${id}`)
    return { who, id }
  },
  act: {
    'plan.pause': async (world, ctx, _event, accepted) => {
      const state = await stateOf(world, ctx)
      if (!accepted || state === 'paused') return offersNo(world, ctx, word(world, 'Pause'))
      await pressAndConfirm(world, word(world, 'Pause'), false)
    },
    'plan.resume': async (world, ctx, _event, accepted) => {
      const state = await stateOf(world, ctx)
      if (!accepted || state === 'active') return offersNo(world, ctx, word(world, 'Resume'))
      await pressAndConfirm(world, word(world, 'Resume'), false)
    },
    'plan.contribute': async (world, ctx, _event, accepted) => {
      if (!accepted) return offersNo(world, ctx, word(world, 'Add to the plan'))
      await world.clockWhere(spainOpen)
      await world.open(`/trade/planDetail?id=${ctx.id}`)
      const form = world.page.getByTestId('plan-actions').locator('form').first()
      await form.locator('input[name="oneOff"]').fill('20')
      await form.locator('button[type="submit"]').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page.getByTestId('run-result-state')).toBeVisible()
    },
    'plan.rebalance': async (world, ctx, _event, accepted) => {
      if (!accepted) return offersNo(world, ctx, word(world, 'Rebalance'))
      await world.clockWhere(spainOpen)
      await world.open(`/trade/planDetail?id=${ctx.id}`)
      await pressAndConfirm(world, word(world, 'Rebalance'))
      await expect(world.page.getByTestId('run-result-state')).toBeVisible()
    },
    'plan.sell': async (world, ctx, _event, accepted) => {
      if (!accepted) return offersNo(world, ctx, word(world, 'Sell this share'))
      await world.clockWhere(spainOpen)
      await world.open(`/trade/planDetail?id=${ctx.id}`)
      await world.page.locator('input[name="percent"]').fill('10')
      await pressAndConfirm(world, word(world, 'Sell this share'))
      await expect(world.page.getByTestId('run-result-state')).toBeVisible()
    },
    'plan.edit': async (world, ctx, _event, accepted) => {
      await world.open(`/trade/planDetail?id=${ctx.id}`)
      const edit = world.page
        .getByTestId('plan-actions')
        .getByRole('link', { name: word(world, 'Edit') })
      if (!accepted) return expect(edit).toHaveCount(0)
      await edit.click()
      await world.page.locator('input[name="name"]').fill('Replayed plan, edited')
      await world.page.locator('form button[type="submit"]').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/trade\/planDetail\?id=\d+/)
    },
    'plan.close': async (world, ctx, _event, accepted) => {
      if (!accepted) return offersNo(world, ctx, word(world, 'Close the plan'))
      // At a closed market: the closing sale waits, and the plan is closing meanwhile.
      await world.clockWhere((t) => !spainOpen(t))
      await world.open(`/trade/planDetail?id=${ctx.id}`)
      await pressAndConfirm(world, word(world, 'Close the plan'))
    },
    'plan.closed': async (world, ctx, _event, accepted) => {
      if (!accepted) return
      await world.clockWhere(spainOpen)
      await expect.poll(() => stateOf(world, ctx), { timeout: 90_000 }).toBe('closed')
    },
  },
  show: {
    active: shows('active'),
    paused: shows('paused'),
    closing: shows('closing'),
    closed: shows('closed'),
  },
})

function shows(state: string) {
  return async (world: World, ctx: PlanCtx) => {
    await world.open(`/trade/planDetail?id=${ctx.id}`)
    await expect(world.page.getByTestId('plan-summary')).toHaveAttribute('data-state', state)
  }
}
