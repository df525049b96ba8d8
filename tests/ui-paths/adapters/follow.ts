import { expect } from '@playwright/test'
import type { FollowRecord } from '../../../machines/follow/calls.ts'
import { type FollowFacts, followGate } from '../../../machines/follow/followGate.ts'
import { amountForInput } from '../../../src/lib/money.ts'
import { uiAdapter } from '../adapter.ts'
import { DAY_MS, restrict } from '../arrange.ts'
import { keepEuros } from '../creditArrange.ts'
import { blockedBeforeForm, formVerdict, saidBeforeForm } from '../screenChecks.ts'
import type { Who, World } from '../world.ts'

/** Said instead of the form, in the user's language. */
const before = saidBeforeForm('follow-blocked', 'amount')

const verdict = formVerdict({ confirm: true })
let fundsMade = 0

/** A fund's dates, from the server's now: the deadline, the lock and the end. */
interface FundTimes {
  deadlineAt: number
  lockUntil: number
  endsAt: number
}

/**
 * A copy-trade fund of the path's own, made in the console: a euro basket of Santander and BBVA
 * started a month ago (its figures come from the exchange's closes), of `fundSize`, from
 * `minAmount`, with the dates given.
 */
async function makeFund(
  world: World,
  terms: { fundSize: string; minAmount: string },
  times: FundTimes,
): Promise<number> {
  fundsMade += 1
  const iso = (ms: number) => new Date(ms).toISOString()
  const saved = await world.admin<{ id: number }>('follow/fundSave', {
    name: `Replay fund ${fundsMade}`,
    currency: 'EUR',
    rule: {
      kind: 'basket',
      weights: [
        { code: 'SAN', weight: 0.5 },
        { code: 'BBVA', weight: 0.4 },
      ],
    },
    cycleDays: 5,
    startDay: iso(times.deadlineAt - 30 * DAY_MS).slice(0, 10),
    expectedReturn: '0.08',
    targetReturn: '0.05',
    serviceFeeRate: '0.02',
    performanceFeeRate: '0.18',
    ...terms,
    deadlineAt: iso(times.deadlineAt),
    lockUntil: iso(times.lockUntil),
    endsAt: iso(times.endsAt),
  })
  if (saved.status !== 1) throw new Error(`saving the fund: ${saved.code}`)
  return saved.data.id
}

/**
 * Following a copy-trade fund on /home/fllowDetail (spec §3, §5): a fund of the path's own with
 * the fixture's minimum, its size the room left (nobody follows it yet), its deadline three days
 * on or just passed, on the shelf or taken off; the fixture's euros available, the account barred
 * from trading where it says. A bar is said instead of the form; otherwise the amount is typed,
 * refused with its reason or confirmed, and the follow is then in the user's follows.
 */
export const followGateUi = uiAdapter<FollowFacts, void>({
  machineId: 'followGate',
  async arrange(world, f) {
    const now = await world.now()
    const deadlineAt = f.now >= f.deadlineAt ? now - 3_600_000 : now + 3 * DAY_MS
    const id = await makeFund(
      world,
      { fundSize: f.roomLeft, minAmount: f.minAmount },
      { deadlineAt, lockUntil: now + 10 * DAY_MS, endsAt: now + 40 * DAY_MS },
    )
    if (!f.onShelf) await world.admin('follow/fundShelf', { id, onShelf: false })
    const who = await world.investor()
    await keepEuros(world, who, Number(f.available))
    if (f.noTrade) await restrict(world, who, { noTrade: true })
    await world.signIn(who)
    await world.open(`/home/fllowDetail?id=${id}`)
    if (blockedBeforeForm(followGate, f)) return
    await world.page.locator('input[name="amount"]').fill(amountForInput(f.amount, world.lang))
    await world.page.locator('form button[type="submit"]').click()
  },
  show: {
    allowed: async (world) => {
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/home\/qcList/)
      await expect(world.page.locator('[data-testid^="follow-F"]')).toHaveAttribute(
        'data-state',
        'locked',
      )
    },
    barred: before('trade.noTrade'),
    offShelf: before('follow.notFound'),
    deadlinePassed: before('follow.deadlinePassed'),
    amountInvalid: verdict.refused('funds.amountRequired'),
    belowMinimum: verdict.refused('follow.belowMinimum'),
    fundFull: verdict.refused('follow.fundFull'),
    insufficient: verdict.refused('funds.insufficient'),
  },
})

interface Ctx {
  who: Who
  fundId: number
  times: FundTimes
}

/**
 * A follow through its life (spec §3 Copy-trade product, §4 Copy trade): started on the fund's
 * screen; each settled day, the lock's end and the end time brought by the server's clock, moved
 * there, which wakes the settlement job; redeemed on the user's follows once the lock is over.
 * Each state seen on the follow's card, where the redeem button is offered only when it may be.
 */
export const followUi = uiAdapter<unknown, Ctx>({
  machineId: 'follow',
  async arrange(world) {
    const now = await world.now()
    const times = {
      deadlineAt: now + 3 * DAY_MS,
      lockUntil: now + 15 * DAY_MS,
      endsAt: now + 40 * DAY_MS,
    }
    const fundId = await makeFund(world, { fundSize: '250000', minAmount: '1000' }, times)
    const who = await world.investor()
    await world.signIn(who)
    await world.open(`/home/fllowDetail?id=${fundId}`)
    return { who, fundId, times }
  },
  act: {
    'follow.start': async (world) => {
      await world.page.locator('input[name="amount"]').fill('5000')
      await world.page.locator('form button[type="submit"]').click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      await expect(world.page).toHaveURL(/#\/home\/qcList/)
    },
    // Four days on hold a trading day's close whatever the weekday (a follow is priced, then
    // settled, on the closes after it).
    'follow.settleDay': async (world, ctx, _event, accepted) => {
      if (!accepted) return
      const before = await mine(world, ctx)
      await world.clockWhere((t) => t >= (before.at ?? 0) + 4 * DAY_MS, 10)
      await expect
        .poll(async () => settledMark(await mine(world, ctx)), { timeout: 30_000 })
        .not.toBe(settledMark(before))
    },
    'follow.unlock': async (world, ctx) => {
      await world.clockWhere((t) => t > ctx.times.lockUntil + 60_000, 20)
      await expect
        .poll(async () => (await mine(world, ctx)).state, { timeout: 30_000 })
        .toBe('open')
    },
    'follow.end': async (world, ctx) => {
      await world.clockWhere((t) => t > ctx.times.endsAt + 60_000, 45)
      await expect
        .poll(async () => (await mine(world, ctx)).state, { timeout: 30_000 })
        .toBe('ended')
    },
    'follow.redeem': async (world, _ctx, _event, accepted) => {
      const here = world.page.url()
      await world.open('/home/qcList')
      const redeem = card(world).locator('button.primary')
      if (!accepted) {
        // Where the machine does not take it (before a follow, in the lock time), nothing offers it.
        const listed = world.page.locator('.screen .empty, [data-testid^="follow-F"]')
        await expect(listed.first()).toBeVisible()
        await expect(redeem).toHaveCount(0)
        await world.page.goto(here)
        return
      }
      await redeem.click()
      await world.page.getByRole('dialog').locator('button.primary').click()
      for (const piece of world.texts('screens', '{0} is back in your available balance.'))
        await expect(world.page.locator('.toast')).toContainText(piece)
    },
  },
  show: {
    toFollow: async ({ page }) => {
      await expect(page.locator('input[name="amount"]')).toBeVisible()
    },
    locked: cardShows('locked', { redeemable: false }),
    open: cardShows('open', { redeemable: true }),
    ended: async (world) => {
      await world.open('/home/qcList?tab=ended')
      await expect(card(world)).toHaveAttribute('data-state', 'ended')
      await expect(card(world).getByTestId('paid-out')).not.toHaveText('—')
      await expect(card(world).locator('button.primary')).toHaveCount(0)
    },
  },
})

/** The user's one follow, as the server has it, with the server's now when it was asked. */
async function mine(world: World, ctx: Ctx): Promise<FollowRecord & { at?: number }> {
  for (const state of ['inProgress', 'ended'] as const) {
    const listed = await world.api<{ list: FollowRecord[] }>('follow/mine', { state }, ctx.who)
    const found = listed.data.list[0]
    if (found) return { ...found, at: await world.now() }
  }
  throw new Error('the follow is not among the user’s follows')
}

/** What changes when a day is settled: the day it is settled to, and whether it is priced. */
const settledMark = (f: FollowRecord) => `${f.settledDay}/${f.priced}`

const card = (world: World) => world.page.locator('[data-testid^="follow-F"]')

/** The follow's card in progress, in `state`, with the redeem button only when redeemable. */
function cardShows(state: 'locked' | 'open', { redeemable }: { redeemable: boolean }) {
  return async (world: World) => {
    await world.open('/home/qcList')
    await expect(card(world)).toHaveAttribute('data-state', state)
    await expect(card(world).locator('button.primary')).toHaveCount(redeemable ? 1 : 0)
  }
}
