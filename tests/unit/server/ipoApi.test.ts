import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { ipoSubscriptions } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const DAY = 86_400_000

type Who = { token: string; account: string }
let server: TestServer
let admin: { token: string }
let next = 0

beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: { limit: 1000, windowMs: 60_000 } },
  })
  admin = await server.admin()
})
afterAll(() => server.close())

async function funded(euros = '20000.00'): Promise<Who> {
  next += 1
  const who = await server.investor(`60090${String(next).padStart(4, '0')}`)
  await server.fund(who.account, 'EUR', euros)
  await server.fund(who.account, 'USD', euros)
  return who
}
const products = async (who: Who, state?: string) =>
  (await server.call('ipo/list', { state, size: 50 }, who)).body.data.list
const byCode = async (who: Who, code: string) =>
  (await products(who)).find((p: { code: string }) => p.code === code)
const assets = async (who: Who) =>
  (await server.call('user/assets', { type: 'Spain' }, who)).body.data
const mine = async (who: Who) => (await server.call('ipo/mine', {}, who)).body.data.list

/** Moves the clock to `days` after the install and logs everyone in again (sessions idle out). */
async function dayAfterInstall(days: number, people: Who[]) {
  server.clock.set(new Date(MONDAY_10.getTime() + days * DAY))
  admin = await server.admin()
  for (const who of people) {
    const login = await server.call('user/login', {
      account: who.account,
      password: 'correct horse',
    })
    who.token = login.body.data.token
  }
}

describe('new shares on a new install (seed relative to the clock)', () => {
  it('lists one share open, one awaiting its draw, a placement and one listed, with spec §3 fields', async () => {
    const who = await funded()
    expect((await products(who, 'open')).map((p: { code: string }) => p.code).sort()).toEqual([
      'DBX',
      'EPY',
    ])
    expect((await products(who, 'awaitingDraw')).map((p: { code: string }) => p.code)).toEqual([
      'TND',
    ])
    const usd = (await server.call('ipo/list', { type: 'usd' }, who)).body.data.list
    expect(usd.map((p: { code: string }) => p.code)).toEqual(['DBX'])
    const listed = await products(who, 'listed')
    expect(listed.map((p: { code: string }) => p.code)).toEqual(['PAR'])
    expect(listed[0]).toMatchObject({
      issuePrice: '3.50',
      underwritingPrice: '3.50',
      issueMarket: 'BME Growth',
      sponsor: 'Renta 4 Banco',
      winningRate: '20',
    })
    // Parlem trades on the simulated exchange: it has a market price and a premium.
    expect(listed[0].marketPrice).toMatch(/^\d+\.\d+$/)
    expect(listed[0].priceDifference).toMatch(/^-?\d+\.\d{2}$/)
  })
})

describe('subscription rules (spec §5 New shares, §8)', () => {
  it('refuses below the minimum shares, a fraction, a closed period, a second subscription', async () => {
    const who = await funded()
    const epy = await byCode(who, 'EPY')
    const tnd = await byCode(who, 'TND')
    const par = await byCode(who, 'PAR')
    const send = (id: number, quantity: unknown) =>
      server.call('ipo/subscribe', { id, quantity, tier: 'A' }, who)
    expect((await send(epy.id, '9999')).body).toMatchObject({
      code: 'ipo.belowMinShares',
      msg: 'The minimum subscription is 10000 shares.',
    })
    expect((await send(epy.id, '10000.5')).body.code).toBe('ipo.sharesInvalid')
    expect((await send(tnd.id, '10000')).body.code).toBe('ipo.notOpen')
    expect((await send(par.id, '10000')).body.code).toBe('ipo.alreadyListed')
    expect(
      (await server.call('ipo/subscribe', { id: epy.id, quantity: '10000', tier: 'Z' }, who)).body,
    ).toMatchObject({ code: 'common.invalid', params: { field: 'tier' } })
    expect((await send(epy.id, '10000')).body.status).toBe(1)
    expect((await send(epy.id, '10000')).body.code).toBe('ipo.countExceeded')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('refuses a tier minimum, an empty balance and a closed channel', async () => {
    const who = await funded('500.00')
    const epy = await byCode(who, 'EPY')
    const tierB = await server.call(
      'ipo/subscribe',
      { id: epy.id, quantity: '10000', tier: 'B' },
      who,
    )
    expect(tierB.body).toMatchObject({ code: 'ipo.belowTierMin', params: { amount: '80000.00' } })
    const poor = await server.call(
      'ipo/subscribe',
      { id: epy.id, quantity: '10000', tier: 'A' },
      who,
    )
    expect(poor.body.code).toBe('funds.insufficient')
    await server.adminCall('ipo/channel', { id: epy.id, open: false }, admin)
    const closed = await server.call('ipo/subscribe', { id: epy.id, quantity: '10000' }, who)
    expect(closed.body.code).toBe('ipo.channelClosed')
    await server.adminCall('ipo/channel', { id: epy.id, open: true }, admin)
    expect(await mine(who)).toEqual([])
  })
})

describe('a placement allotted by the back office, and a waiver', () => {
  it('allots part of one request, nothing to another; the winner waives', async () => {
    const a = await funded()
    const b = await funded()
    const dbx = await byCode(a, 'DBX')
    const subs = []
    for (const who of [a, b]) {
      const sent = await server.call('ipo/subscribe', { id: dbx.id, quantity: '20000' }, who)
      expect(sent.body.status).toBe(1)
      subs.push(sent.body.data.subscriptionNo)
    }
    // The application period of DBX ends five days after the install (seed); move past it.
    await dayAfterInstall(5.1, [a, b])
    const tooMany = await server.adminCall(
      'ipo/allot',
      { id: dbx.id, allotments: { [subs[0]]: 20001 } },
      admin,
    )
    expect(tooMany.body).toMatchObject({ code: 'ipo.allotmentInvalid', params: { count: '20000' } })
    const allot = await server.adminCall(
      'ipo/allot',
      { id: dbx.id, allotments: { [subs[0]]: 15000 } },
      admin,
    )
    expect(allot.body.data).toMatchObject({ won: 1 })
    await server.adminCall('ipo/announce', { id: dbx.id }, admin)
    const [sa] = await mine(a)
    expect(sa).toMatchObject({ state: 'pendingPayment', allottedShares: 15000, frozen: '19000.00' })
    const waived = await server.call('ipo/waive', { subscriptionNo: sa.subscriptionNo }, a)
    expect(waived.body.data.state).toBe('waived')
    const [sb] = await mine(b)
    expect(sb).toMatchObject({ state: 'fundsReturned', refunded: '19000.00' })
    for (const who of [a, b]) await expectLedgerBalanced(server.db, who.account, 'USD')
    const results = (await server.adminCall('ipo/results', { id: dbx.id }, admin)).body.data
    expect(results.map((r: { state: string }) => r.state).sort()).toEqual([
      'fundsReturned',
      'waived',
    ])
  })

  it('a reviewer rejects a pending subscription with a reason; the money returns', async () => {
    const who = await funded()
    // A product of its own, open now, so the test does not depend on the seed's calendar.
    const saved = await server.adminCall(
      'ipo/save',
      productForm(server.clock.now().getTime(), {
        code: 'NEW',
        name: 'New Co',
        winningRate: '10',
        closesInMs: DAY,
      }),
      admin,
    )
    expect(saved.body.status).toBe(1)
    const sent = await server.call(
      'ipo/subscribe',
      { id: saved.body.data.id, quantity: '10000' },
      who,
    )
    const [row] = await server.db
      .select()
      .from(ipoSubscriptions)
      .where(eq(ipoSubscriptions.subscriptionNo, sent.body.data.subscriptionNo))
    const decide = (reason?: string) =>
      server.adminCall(
        'reviews/decide',
        { kind: 'subscription', id: row!.id, decision: 'reject', reason },
        admin,
      )
    expect((await decide()).body.code).toBe('review.reasonRequired')
    expect((await decide('Not eligible')).body.data.state).toBe('rejected')
    expect((await decide('Twice')).body.code).toBe('review.alreadyDecided')
    expect(await assets(who)).toMatchObject({ available: '20000.00', frozen: '0.00' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    const audit = (await server.adminCall('audit/list', {}, admin)).body.data.list
    expect(audit.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['ipo.create', 'ipo.announce', 'ipo.allot', 'subscription.reject']),
    )
  })
})

describe('a lottery from subscription to holding and refund (spec §4 Subscription)', () => {
  it('freezes 10 %, draws at 50 %, announces, pays into a locked holding and refunds the loser', async () => {
    const a = await funded()
    const b = await funded()
    const epy = await byCode(a, 'EPY')
    for (const who of [a, b]) {
      const sent = await server.call(
        'ipo/subscribe',
        { id: epy.id, quantity: 10000, tier: 'A' },
        who,
      )
      expect(sent.body.data.state).toBe('pendingDraw')
      expect((await assets(who)).frozen).toBe('800.00')
    }
    const early = await server.adminCall('ipo/draw', { id: epy.id }, admin)
    expect(early.body.code).toBe('ipo.drawNotDue')
    // EPY's application period ends six days after the install (seed).
    await dayAfterInstall(6.1, [a, b])
    const pay = async (who: Who) =>
      server.call('ipo/pay', { subscriptionNo: (await mine(who))[0].subscriptionNo }, who)
    expect((await pay(a)).body.code).toBe('order.notAwaitingPayment')
    const draw = await server.adminCall('ipo/draw', { id: epy.id }, admin)
    expect(draw.body.data).toMatchObject({ rerun: false, matches: true })
    const again = await server.adminCall('ipo/draw', { id: epy.id }, admin)
    expect(again.body.data).toMatchObject({ rerun: true, matches: true, seed: draw.body.data.seed })
    expect(again.body.data.won).toBe(draw.body.data.won)
    const announce = await server.adminCall('ipo/announce', { id: epy.id }, admin)
    expect(announce.body.status).toBe(1)
    const states = await Promise.all([a, b].map(async (who) => (await mine(who))[0]))
    // Everyone who subscribed to EPY is drawn at 50 %: the two here are among them.
    for (const [i, s] of states.entries()) {
      const who = [a, b][i]!
      if (s.state === 'pendingPayment') {
        expect(s).toMatchObject({ allottedShares: 10000, due: '8000.00' })
        const paid = await pay(who)
        expect(paid.body.data.state).toBe('paid')
        expect((await pay(who)).body.code).toBe('order.notAwaitingPayment')
        const holdings = (await server.call('trade/userstocklist', { type: 'Spain' }, who)).body
          .data
        expect(holdings).toMatchObject([
          { code: 'EPY', lots: 10000, state: 'locked', businessType: 'ipo', amount: '8000.00' },
        ])
        expect(await assets(who)).toMatchObject({
          available: '12000.00',
          frozen: '0.00',
          margin: '8000.00',
        })
        // After the listing date the lock ends; EPY is not quoted by the exchange, so it cannot
        // be sold yet.
        await dayAfterInstall(15, [who])
        await server.sweep()
        const [held] = (await server.call('trade/userstocklist', { type: 'Spain' }, who)).body.data
        expect(held.state).toBe('holding')
        const close = await server.call('trade/close', { orderNo: held.orderNo }, who)
        expect(close.body).toMatchObject({ status: 0, code: 'trade.notListed' })
        await dayAfterInstall(6.1, [a, b])
      } else {
        expect(s).toMatchObject({ state: 'fundsReturned', refunded: '800.00', allottedShares: 0 })
        expect(await assets(who)).toMatchObject({ available: '20000.00', frozen: '0.00' })
      }
      await expectLedgerBalanced(server.db, who.account, 'EUR')
    }
    const audit = (await server.adminCall('audit/list', {}, admin)).body.data.list
    expect(audit.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['ipo.draw', 'ipo.drawVerify', 'ipo.announce']),
    )
  })
})
