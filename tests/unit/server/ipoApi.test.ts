import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import {
  auditListCall,
  ipoAllotCall,
  ipoAnnounceCall,
  ipoChannelCall,
  ipoDrawCall,
  ipoResultsCall,
  ipoSaveCall,
  reviewDecideCall,
} from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  ipoListCall,
  ipoMineCall,
  ipoPayCall,
  ipoSubscribeCall,
  ipoWaiveCall,
} from '../../../machines/ipo/calls.ts'
import { closeCall, userStockListCall } from '../../../machines/order/calls.ts'
import { ipoSubscriptions } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  type Operator,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const DAY = 86_400_000

let server: TestServer
let admin: Operator

beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
})
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '60090')
/** An investor with this much in euros and as much in dollars. */
const funded = (money = '20000.00') => newInvestor({ EUR: money, USD: money })
type IpoState = RequestOf<typeof ipoListCall>['state']
const products = async (who: Who, state?: IpoState) =>
  (await server.sendOk(ipoListCall, { state, size: 50 }, who)).list
const byCode = async (who: Who, code: string) => (await products(who)).find((p) => p.code === code)!
const assets = (who: Who) => server.sendOk(assetsCall, { type: 'Spain' }, who)
const mine = async (who: Who) => (await server.sendOk(ipoMineCall, {}, who)).list

/** Moves the clock to `days` after the install and logs everyone in again (sessions idle out). */
async function dayAfterInstall(days: number, people: Who[]) {
  server.clock.set(new Date(MONDAY_10.getTime() + days * DAY))
  admin = await server.admin()
  for (const who of people) await server.relogin(who)
}

describe('new shares on a new install (seed relative to the clock)', () => {
  it('lists one share open, one awaiting its draw, a placement and one listed, with spec §3 fields', async () => {
    const who = await funded()
    expect((await products(who, 'open')).map((p) => p.code).sort()).toEqual(['DBX', 'EPY'])
    expect((await products(who, 'awaitingDraw')).map((p) => p.code)).toEqual(['TND'])
    const usd = (await server.sendOk(ipoListCall, { type: 'usd' }, who)).list
    expect(usd.map((p) => p.code)).toEqual(['DBX'])
    const listed = await products(who, 'listed')
    expect(listed.map((p) => p.code)).toEqual(['PAR'])
    expect(listed[0]).toMatchObject({
      issuePrice: '3.50',
      underwritingPrice: '3.50',
      issueMarket: 'BME Growth',
      sponsor: 'Renta 4 Banco',
      winningRate: '20',
    })
    // Parlem trades on the simulated exchange: it has a market price and a premium.
    expect(listed[0]!.marketPrice).toMatch(/^\d+\.\d+$/)
    expect(listed[0]!.priceDifference).toMatch(/^-?\d+\.\d{2}$/)
  })
})

describe('subscription rules (spec §5 New shares, §8)', () => {
  it('refuses below the minimum shares, a fraction, a closed period, a second subscription', async () => {
    const who = await funded()
    const epy = await byCode(who, 'EPY')
    const tnd = await byCode(who, 'TND')
    const par = await byCode(who, 'PAR')
    const send = (id: number, quantity: RequestOf<typeof ipoSubscribeCall>['quantity']) =>
      server.send(ipoSubscribeCall, { id, quantity, tier: 'A' }, who)
    expect(await send(epy.id, '9999')).toMatchObject({
      code: 'ipo.belowMinShares',
      msg: 'The minimum subscription is 10000 shares.',
    })
    expect((await send(epy.id, '10000.5')).code).toBe('ipo.sharesInvalid')
    expect((await send(tnd.id, '10000')).code).toBe('ipo.notOpen')
    expect((await send(par.id, '10000')).code).toBe('ipo.alreadyListed')
    // A tier the schema does not know, sent on purpose.
    const tierZ = { id: epy.id, quantity: '10000', tier: 'Z' }
    expect(await server.sendRaw(ipoSubscribeCall, tierZ, who)).toMatchObject({
      code: 'common.invalid',
      params: { field: 'tier' },
    })
    expect((await send(epy.id, '10000')).status).toBe(1)
    expect((await send(epy.id, '10000')).code).toBe('ipo.countExceeded')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('refuses a tier minimum, an empty balance and a closed channel', async () => {
    const who = await funded('500.00')
    const epy = await byCode(who, 'EPY')
    const tierB = await server.send(
      ipoSubscribeCall,
      { id: epy.id, quantity: '10000', tier: 'B' },
      who,
    )
    expect(tierB).toMatchObject({ code: 'ipo.belowTierMin', params: { amount: '80000.00' } })
    const poor = await server.send(
      ipoSubscribeCall,
      { id: epy.id, quantity: '10000', tier: 'A' },
      who,
    )
    expect(poor.code).toBe('funds.insufficient')
    await server.send(ipoChannelCall, { id: epy.id, open: false }, admin)
    const closed = await server.send(ipoSubscribeCall, { id: epy.id, quantity: '10000' }, who)
    expect(closed.code).toBe('ipo.channelClosed')
    await server.send(ipoChannelCall, { id: epy.id, open: true }, admin)
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
      const sent = await server.send(ipoSubscribeCall, { id: dbx.id, quantity: '20000' }, who)
      expect(sent.status).toBe(1)
      subs.push(sent.data!.subscriptionNo)
    }
    // The application period of DBX ends five days after the install (seed); move past it.
    await dayAfterInstall(5.1, [a, b])
    const tooMany = await server.send(
      ipoAllotCall,
      { id: dbx.id, allotments: { [subs[0]!]: 20001 } },
      admin,
    )
    expect(tooMany).toMatchObject({ code: 'ipo.allotmentInvalid', params: { count: '20000' } })
    const allot = await server.send(
      ipoAllotCall,
      { id: dbx.id, allotments: { [subs[0]!]: 15000 } },
      admin,
    )
    expect(allot.data).toMatchObject({ won: 1 })
    await server.send(ipoAnnounceCall, { id: dbx.id }, admin)
    const sa = (await mine(a))[0]!
    expect(sa).toMatchObject({ state: 'pendingPayment', allottedShares: 15000, frozen: '19000.00' })
    const waived = await server.send(ipoWaiveCall, { subscriptionNo: sa.subscriptionNo }, a)
    expect(waived.data!.state).toBe('waived')
    const sb = (await mine(b))[0]!
    expect(sb).toMatchObject({ state: 'fundsReturned', refunded: '19000.00' })
    for (const who of [a, b]) await expectLedgerBalanced(server.db, who.account, 'USD')
    const results = await server.sendOk(ipoResultsCall, { id: dbx.id }, admin)
    expect(results.map((r) => r.state).sort()).toEqual(['fundsReturned', 'waived'])
  })

  it('a reviewer rejects a pending subscription with a reason; the money returns', async () => {
    const who = await funded()
    // A product of its own, open now, so the test does not depend on the seed's calendar.
    const saved = await server.send(
      ipoSaveCall,
      productForm(server.clock.now().getTime(), {
        code: 'NEW',
        name: 'New Co',
        winningRate: '10',
        closesInMs: DAY,
      }),
      admin,
    )
    expect(saved.status).toBe(1)
    const sent = await server.send(ipoSubscribeCall, { id: saved.data!.id, quantity: '10000' }, who)
    const [row] = await server.db
      .select()
      .from(ipoSubscriptions)
      .where(eq(ipoSubscriptions.subscriptionNo, sent.data!.subscriptionNo))
    const decide = (reason?: string) =>
      server.send(
        reviewDecideCall,
        { kind: 'subscription', id: row!.id, decision: 'reject', reason },
        admin,
      )
    expect((await decide()).code).toBe('review.reasonRequired')
    expect((await decide('Not eligible')).data?.state).toBe('rejected')
    expect((await decide('Twice')).code).toBe('review.alreadyDecided')
    expect(await assets(who)).toMatchObject({ available: '20000.00', frozen: '0.00' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    expect(audit.map((e) => e.action)).toEqual(
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
      const sent = await server.send(
        ipoSubscribeCall,
        { id: epy.id, quantity: 10000, tier: 'A' },
        who,
      )
      expect(sent.data!.state).toBe('pendingDraw')
      expect((await assets(who)).frozen).toBe('800.00')
    }
    const early = await server.send(ipoDrawCall, { id: epy.id }, admin)
    expect(early.code).toBe('ipo.drawNotDue')
    // EPY's application period ends six days after the install (seed).
    await dayAfterInstall(6.1, [a, b])
    const pay = async (who: Who) =>
      server.send(ipoPayCall, { subscriptionNo: (await mine(who))[0]!.subscriptionNo }, who)
    expect((await pay(a)).code).toBe('order.notAwaitingPayment')
    const draw = await server.send(ipoDrawCall, { id: epy.id }, admin)
    expect(draw.data).toMatchObject({ rerun: false, matches: true })
    const again = await server.send(ipoDrawCall, { id: epy.id }, admin)
    expect(again.data).toMatchObject({ rerun: true, matches: true, seed: draw.data!.seed })
    expect(again.data!.won).toBe(draw.data!.won)
    const announce = await server.send(ipoAnnounceCall, { id: epy.id }, admin)
    expect(announce.status).toBe(1)
    const states = await Promise.all([a, b].map(async (who) => (await mine(who))[0]!))
    // Everyone who subscribed to EPY is drawn at 50 %: the two here are among them.
    for (const [i, s] of states.entries()) {
      const who = [a, b][i]!
      if (s.state === 'pendingPayment') {
        expect(s).toMatchObject({ allottedShares: 10000, due: '8000.00' })
        const paid = await pay(who)
        expect(paid.data?.state).toBe('paid')
        expect((await pay(who)).code).toBe('order.notAwaitingPayment')
        const holdings = (await server.send(userStockListCall, { type: 'Spain' }, who)).data
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
        const held = (await server.sendOk(userStockListCall, { type: 'Spain' }, who))[0]!
        expect(held.state).toBe('holding')
        const close = await server.send(closeCall, { orderNo: held.orderNo }, who)
        expect(close).toMatchObject({ status: 0, code: 'trade.notListed' })
        await dayAfterInstall(6.1, [a, b])
      } else {
        expect(s).toMatchObject({ state: 'fundsReturned', refunded: '800.00', allottedShares: 0 })
        expect(await assets(who)).toMatchObject({ available: '20000.00', frozen: '0.00' })
      }
      await expectLedgerBalanced(server.db, who.account, 'EUR')
    }
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['ipo.draw', 'ipo.drawVerify', 'ipo.announce']),
    )
  })
})
