import { expect } from '@playwright/test'
import type { LendingRecord, LendingTerms } from '../../../machines/lending/calls.ts'
import { type LendingFacts, lendingGate } from '../../../machines/lending/lendingGate.ts'
import { LENDING_MIN_AMOUNT } from '../../../machines/rules.ts'
import { uiAdapter } from '../adapter.ts'
import { DAY_MS, expectOk, restrict, spainOpen } from '../arrange.ts'
import { blockedBeforeForm, formVerdict, saidBeforeForm } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/** Said instead of the form, in the user's language. */
const before = saidBeforeForm('lending-blocked', 'lots')

const verdict = formVerdict({ confirm: true })

/** A position of `lots` Santander shares bought at market (the Spanish market open). */
async function holdSantander(world: World, who: Who, lots: number): Promise<string> {
  await world.clockWhere(spainOpen)
  const bought = await world.api<{ orderNo: string }>(
    'trade/buy',
    { code: 'SAN', direction: 'long', priceType: 'market', lots, leverage: 1 },
    who,
  )
  expectOk('buying Santander', bought)
  return bought.data.orderNo
}

/** The operator's lending rules for Santander (spec §3 trading rules, per instrument). */
async function santanderLending(world: World, rules: { open?: boolean; quota?: number }) {
  if (rules.open !== undefined)
    expectOk(
      'opening or closing the channel',
      await world.admin('config/set', { name: 'trade.SAN.lendingOpen', value: String(rules.open) }),
    )
  if (rules.quota !== undefined)
    expectOk(
      'setting the quota',
      await world.admin('config/set', {
        name: 'trade.SAN.lendingQuota',
        value: String(rules.quota),
      }),
    )
}

const terms = async (world: World, who: Who, orderNo: string) =>
  (await world.api<LendingTerms>('lending/terms', { orderNo }, who)).data

/** A quota leaving `left` lots to the pool, whatever earlier paths of this server lent. */
async function quotaLeaving(world: World, who: Who, orderNo: string, left: number) {
  const roomy = 1_000_000
  await santanderLending(world, { quota: roomy })
  const lent = roomy - (await terms(world, who, orderNo)).quotaLeft
  await santanderLending(world, { quota: lent + left })
}

/** Lots worth just under the minimum at the last price (a price moving by a percent keeps it). */
function lotsUnderMinimum(lastPrice: string) {
  return String(Math.floor((Number(LENDING_MIN_AMOUNT) * 0.99) / Number(lastPrice)))
}

/**
 * Offering shares to the lending pool on /information/stockLend (spec §2 Stock lending, §5, §8):
 * 500 Santander lots held; lent already where the fixture says, the channel and the quota set by
 * the operator as it says; the account barred from trading where it says. A bar is said instead
 * of the form; otherwise the lots are typed (just under the minimum's worth at the last price
 * for that fixture), refused with the reason or confirmed.
 */
export const lendingGateUi = uiAdapter<LendingFacts, void>({
  machineId: 'lendingGate',
  async arrange(world, f) {
    const who = await world.investor()
    const orderNo = await holdSantander(world, who, f.heldLots)
    await santanderLending(world, { open: true })
    await quotaLeaving(world, who, orderNo, f.quotaLeft)
    if (!f.lendable)
      expectOk('lending', await world.api('lending/apply', { orderNo, lots: '300' }, who))
    await santanderLending(world, { open: f.channelOpen })
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(`/information/stockLend?orderNo=${orderNo}`)
    if (blockedBeforeForm(lendingGate, f)) return
    const typed =
      f.amount === '999.99'
        ? lotsUnderMinimum((await terms(world, who, orderNo)).lastPrice ?? '0')
        : f.lots
    await world.page.locator('input[name="lots"]').fill(typed)
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/information\/stockLending/)
      await expect(lendingCard(world)).toHaveAttribute('data-state', /inProgress|success/)
    },
    barred: before('trade.noTrade'),
    notLendable: before('lending.notLendable'),
    channelClosed: before('lending.closed'),
    lotsInvalid: verdict.refused('lending.lotsInvalid'),
    belowMinimum: verdict.refused('lending.belowMinimum'),
    quotaFull: verdict.refused('lending.quotaFull'),
  },
})

interface Ctx {
  who: Who
}

/**
 * Shares lent through their life (spec §2 Stock lending, §4: in progress, success, failed,
 * finished): 300 of 500 Santander lots offered on the lending form with the lending job held
 * still, so the offer is seen in progress; the job then let go to take them, or the channel
 * closed first so it cannot; a day's fee paid once the clock has passed a trading day's close;
 * recalled on the lendings screen, where a recall is offered only while they are with the pool.
 */
export const lendingUi = uiAdapter<unknown, Ctx>({
  machineId: 'lending',
  async arrange(world) {
    const who = await world.investor()
    const orderNo = await holdSantander(world, who, 500)
    await santanderLending(world, { open: true, quota: 1_000_000 })
    await world.hold('lending', true)
    await world.signIn(who)
    await world.open(`/information/stockLend?orderNo=${orderNo}`)
    return { who }
  },
  act: {
    'lending.apply': async (world) => {
      await world.page.locator('input[name="lots"]').fill('300')
      await world.page.locator('form button[type="submit"]').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/information\/stockLending/)
    },
    'lending.accept': async (world, ctx) => decided(world, ctx, 'success'),
    'lending.reject': async (world, ctx) => {
      await santanderLending(world, { open: false })
      await decided(world, ctx, 'failed')
      await santanderLending(world, { open: true })
    },
    // Four days on hold a trading day's close whatever the weekday; the job pays that day.
    'lending.accrue': async (world, ctx) => {
      const before = await mine(world, ctx)
      const now = await world.now()
      await world.hold('lending', false)
      await world.clockWhere((t) => t >= now + 4 * DAY_MS, 10)
      await expect
        .poll(async () => (await mine(world, ctx)).earned, { timeout: 30_000 })
        .not.toBe(before.earned)
      await world.hold('lending', true)
    },
    'lending.recall': async (world, _ctx, _event, accepted) => {
      await world.open('/information/stockLending')
      const recall = lendingCard(world).locator('button')
      // Where the machine does not take it (failed, finished), nothing offers it.
      if (!accepted) {
        await expect(lendingCard(world)).toBeVisible()
        return expect(recall).toHaveCount(0)
      }
      await recall.click()
      await world.page.getByRole('dialog').locator('button.primary').click()
    },
  },
  show: {
    toLend: async ({ page }) => {
      await expect(page.locator('input[name="lots"]')).toBeVisible()
    },
    inProgress: cardShows('inProgress', { recall: true }),
    success: cardShows('success', { recall: true }),
    failed: cardShows('failed', { recall: false }),
    finished: cardShows('finished', { recall: false }),
  },
})

async function mine(world: World, ctx: Ctx): Promise<LendingRecord> {
  const listed = await world.api<{ list: LendingRecord[] }>('lending/mine', { size: 5 }, ctx.who)
  const found = listed.data.list[0]
  if (!found) throw new Error('the lending is not among the user’s lendings')
  return found
}

/** The lending job let go until it has decided the offer, then held again. */
async function decided(world: World, ctx: Ctx, state: 'success' | 'failed') {
  await world.hold('lending', false)
  await expect.poll(async () => (await mine(world, ctx)).state, { timeout: 90_000 }).toBe(state)
  await world.hold('lending', true)
}

const lendingCard = (world: World) => world.page.locator('[data-testid^="lending-B"]').first()

/** The lending's card in `state`, offering a recall only while the shares are with the pool. */
function cardShows(state: string, { recall }: { recall: boolean }) {
  return async (world: World) => {
    await world.open('/information/stockLending')
    await expect(lendingCard(world)).toHaveAttribute('data-state', state)
    await expect(lendingCard(world).locator('button')).toHaveCount(recall ? 1 : 0)
  }
}
