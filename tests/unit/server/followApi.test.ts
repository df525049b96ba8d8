import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import { auditListCall } from '../../../machines/backOffice/calls.ts'
import {
  fundFollowersCall,
  fundSaveCall,
  fundShelfCall,
} from '../../../machines/backOffice/followFunds.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  followBuyCall,
  followDetailCall,
  followListCall,
  followMineCall,
  followRedeemCall,
} from '../../../machines/follow/calls.ts'
import { followSettlement, followValueMinor } from '../../../machines/follow/fees.ts'
import { decimalToMinor } from '../../../machines/money.ts'
import { followProducts, follows, ledger } from '../../../server/db/schema.ts'
import { navOn, productRun } from '../../../server/follow/productRuns.ts'
import { settleFollows } from '../../../server/follow/settlement.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const DAY = 86_400_000

let server: TestServer

beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '60095')
/** An investor with this much in euros. */
const funded = (amount = '20000.00') => newInvestor({ EUR: amount })
const list = async (who: Who) => (await server.sendOk(followListCall, {}, who)).list
const banks = async (who: Who) => (await list(who)).find((p) => p.name.startsWith('Ibex banks'))!
const buy = (who: Who, id: number, amount: string, requestId?: string) =>
  server.send(followBuyCall, { id, amount, requestId }, who)
const mine = async (who: Who, state: 'inProgress' | 'ended') =>
  (await server.sendOk(followMineCall, { state }, who)).list
const available = async (who: Who) =>
  (await server.sendOk(assetsCall, { type: 'Spain' }, who)).available

/** Moves the clock to `days` after the install and logs everyone in again (sessions idle out). */
async function dayAfterInstall(days: number, people: Who[]) {
  server.clock.set(new Date(MONDAY_10.getTime() + days * DAY))
  for (const who of people) await server.relogin(who)
}

describe('follow funds on a new install', () => {
  it('lists three demo funds with their stated and their computed figures', async () => {
    const who = await funded()
    const products = await list(who)
    expect(products).toHaveLength(3)
    for (const p of products) {
      expect(p).toMatchObject({ serviceFeeRate: '0.02', performanceFeeRate: '0.18', onShelf: true })
      expect(Number(p.orderCount)).toBeGreaterThan(0)
    }
    // What the bank basket earned is what its rule made on the exchange's closes, not a seed.
    const row = (await server.db.select().from(followProducts)).find((r) =>
      r.name.startsWith('Ibex banks'),
    )!
    const run = productRun(server.market.provider, row, server.clock.now().getTime())
    const detail = await server.sendOk(followDetailCall, { id: row.id }, who)
    expect(detail.product.earnedReturn).toBe((Number(run.nav) - 1).toFixed(6))
    expect(detail.navs.at(-1)).toEqual({ day: run.asOf, nav: run.nav })
    expect(detail.orders.length).toBeGreaterThan(0)
  })

  it('refuses what the gate refuses, before anything moves', async () => {
    const who = await funded('3000.00')
    const p = await banks(who)
    const refusal = async (amount: string) => (await buy(who, p.id, amount)).code
    expect(await refusal('')).toBe('funds.amountRequired')
    expect(await refusal('999.99')).toBe('follow.belowMinimum')
    expect(await refusal('3000.01')).toBe('funds.insufficient')
    expect((await buy(who, 999_999, '1000')).code).toBe('follow.notFound')
    expect(await available(who)).toBe('3000.00')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('moves the money in once per request id, and settles each finished day into the ledger', async () => {
    const who = await funded()
    const p = await banks(who)
    const first = await buy(who, p.id, '5000.00', 'follow-once')
    const again = await buy(who, p.id, '5000.00', 'follow-once')
    expect(first.status).toBe(1)
    expect(again.data).toEqual(first.data)
    expect(await available(who)).toBe('15000.00')
    const started = (await mine(who, 'inProgress'))[0]!
    expect(started).toMatchObject({
      principal: '5000.00',
      value: '5000.00',
      state: 'locked',
      priced: false,
      lastDayProfit: null,
    })
    await expectLedgerBalanced(server.db, who.account, 'EUR')

    // Three days later: the days between are settled at the fund's NAV, into the follow's value.
    await dayAfterInstall(3, [who])
    await settleFollows(server)
    await settleFollows(server) // twice is once
    const [row] = await server.db
      .select()
      .from(follows)
      .where(eq(follows.followNo, started.followNo))
    const product = (await server.db.select().from(followProducts)).find((r) => r.id === p.id)!
    const run = productRun(server.market.provider, product, server.clock.now().getTime())
    // Priced at the close of the day it was made (Monday), never at a close already seen.
    expect(row?.startNav).toBe(navOn(run, '2026-11-23'))
    expect(row?.settledDay).toBe(run.asOf)
    expect(row?.valueMinor).toBe(followValueMinor(500_000n, row!.startNav!, run.nav))
    const profits = await server.db
      .select()
      .from(ledger)
      .where(eq(ledger.orderNo, started.followNo))
    expect(profits.filter((l) => l.kind === 'profit')).toHaveLength(1)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    // Still in the lock time: not redeemable.
    const early = await server.send(followRedeemCall, { followNo: started.followNo }, who)
    expect(early.code).toBe('follow.locked')
  })

  it('is redeemed after the lock, and ends at the end time, paid back less the fees', async () => {
    const a = await funded()
    const b = await funded()
    const p = await banks(a)
    await buy(a, p.id, '4000.00')
    await buy(b, p.id, '6000.00')
    const product = (await server.db.select().from(followProducts)).find((r) => r.id === p.id)!
    const lockDays = Math.ceil((product.lockUntil.getTime() - MONDAY_10.getTime()) / DAY)
    await dayAfterInstall(lockDays + 1, [a, b])
    await settleFollows(server)
    const open = (await mine(a, 'inProgress'))[0]!
    expect(open.state).toBe('open')
    const redeemed = await server.send(followRedeemCall, { followNo: open.followNo }, a)
    expect(redeemed.status).toBe(1)
    const ended = (await mine(a, 'ended'))[0]!
    const expected = followSettlement(
      decimalToMinor(ended.principal)!,
      decimalToMinor(ended.value)!,
      ended,
    )
    expect(decimalToMinor(ended.paidOut!)).toBe(expected.paidOutMinor)
    expect(decimalToMinor(ended.serviceFee!)).toBe(80_00n) // 2 % of 4.000 €
    await expectLedgerBalanced(server.db, a.account, 'EUR')
    const again = await server.send(followRedeemCall, { followNo: open.followNo }, a)
    expect(again.code).toBe('follow.ended')

    const endDays = Math.ceil((product.endsAt.getTime() - MONDAY_10.getTime()) / DAY)
    await dayAfterInstall(endDays + 1, [a, b])
    await settleFollows(server)
    const [byItself] = await mine(b, 'ended')
    expect(byItself).toMatchObject({ principal: '6000.00', serviceFee: '120.00' })
    await expectLedgerBalanced(server.db, b.account, 'EUR')
    // The follow's bucket is empty again: everything came back or left as fees.
    const assets = await server.sendOk(assetsCall, { type: 'Spain' }, b)
    expect(assets.following).toBe('0.00')
  })
})

describe('follows at once', () => {
  it('50 simultaneous follows of 1.000 € against a balance of 10.000 €: exactly 10 are taken', async () => {
    await dayAfterInstall(0, [])
    const who = await funded('10000.00')
    const p = await banks(who)
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(who, p.id, '1000.00')))
    const taken = answers.filter((r) => r.status === 1)
    expect(taken).toHaveLength(10)
    expect(answers.every((r) => r.http < 500)).toBe(true)
    expect(await available(who)).toBe('0.00')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
  it('the same follow sent five times at once with the whole balance: one follow, five answers of it', async () => {
    await dayAfterInstall(0, [])
    const who = await funded('1000.00')
    const p = await banks(who)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(who, p.id, '1000.00', 'one-key')),
    )
    expect(answers.map((r) => r.status)).toEqual([1, 1, 1, 1, 1])
    expect(new Set(answers.map((r) => r.data!.followNo)).size).toBe(1)
    expect(await available(who)).toBe('0.00')
  })
})

describe('funds in the console (audited)', () => {
  type Form = RequestOf<typeof fundSaveCall>
  const form = (overrides: Partial<Form> = {}): Form => {
    const now = server.clock.now().getTime()
    return {
      name: 'Console fund',
      currency: 'EUR',
      rule: { kind: 'trend', code: 'SAN', fast: 5, slow: 20 },
      cycleDays: 1,
      startDay: '2026-07-01',
      expectedReturn: '0.05',
      targetReturn: '0.20',
      serviceFeeRate: '0.02',
      performanceFeeRate: '0.18',
      fundSize: '100000.00',
      minAmount: '500.00',
      deadlineAt: new Date(now + 10 * DAY).toISOString(),
      lockUntil: new Date(now + 20 * DAY).toISOString(),
      endsAt: new Date(now + 60 * DAY).toISOString(),
      ...overrides,
    }
  }

  it('creates a fund on the exchange’s instruments only, takes it off the shelf, lists its followers', async () => {
    await dayAfterInstall(0, [])
    const admin = await server.admin()
    const unknown = await server.send(
      fundSaveCall,
      form({ rule: { kind: 'trend', code: 'NOPE', fast: 5, slow: 20 } }),
      admin,
    )
    expect(unknown.code).toBe('common.invalid')
    const backwards = await server.send(
      fundSaveCall,
      form({ rule: { kind: 'trend', code: 'SAN', fast: 20, slow: 5 } }),
      admin,
    )
    expect(backwards.code).toBe('common.invalid')
    // A day that does not exist is refused, not saved to break every later list of funds.
    const noSuchDay = await server.send(fundSaveCall, form({ startDay: '2026-02-30' }), admin)
    expect(noSuchDay.http).toBe(200)
    expect(noSuchDay.code).toBe('common.invalid')
    const saved = await server.send(fundSaveCall, form(), admin)
    expect(saved.status).toBe(1)
    const id = saved.data!.id
    expect(saved.data).toMatchObject({ onShelf: true, followers: 0, held: '0.00' })

    const who = await funded()
    expect((await buy(who, id, '600.00')).status).toBe(1)
    const off = await server.send(fundShelfCall, { id, onShelf: false }, admin)
    expect(off.data).toMatchObject({ onShelf: false, followers: 1, held: '600.00' })
    expect((await list(who)).some((p) => p.id === id)).toBe(false)
    expect((await buy(who, id, '600.00')).code).toBe('follow.notFound')
    const followers = (await server.send(fundFollowersCall, { id }, admin)).data
    expect(followers).toEqual([
      expect.objectContaining({ account: who.account, principal: '600.00', state: 'locked' }),
    ])
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    const actions = audit.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['follow.fundCreate', 'follow.fundOffShelf']))
  })
})
