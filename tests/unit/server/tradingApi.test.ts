import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  blockProductsCall,
  buyCall,
  cancelCall,
  closeCall,
  orderDetailCall,
  tradeRulesCall,
} from '../../../machines/order/calls.ts'
import { orderActions } from '../../../machines/order/machine.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { type Investor, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

// 2026-11-20 is a Friday: 11:00 in Madrid (open), 05:00 in New York (pre-market).
const FRIDAY_MADRID_OPEN = new Date('2026-11-20T10:00:00Z')
const MONDAY_MADRID_OPEN = new Date('2026-11-23T08:05:00Z')

let server: TestServer
let alice: Investor
let bob: Investor

beforeAll(async () => {
  server = await startScenarioServer({ clockStart: FRIDAY_MADRID_OPEN })
  alice = await server.investor('600700001')
  bob = await server.investor('600700002')
  await server.fund(alice.account, 'EUR', '10000.00')
  await server.fund(alice.account, 'USD', '10000.00')
})
afterAll(() => server.close())

/** Moves the clock and logs the investors in again (a session ends after a long idle time). */
async function jump(to: Date) {
  const moved = Math.abs(to.getTime() - server.clock.now().getTime())
  server.clock.set(to)
  if (moved < 60_000) return
  for (const who of [alice, bob]) await server.relogin(who)
}

/** An order: a market buy at leverage 1 unless it says otherwise. */
type Order = Partial<RequestOf<typeof buyCall>> & Pick<RequestOf<typeof buyCall>, 'code' | 'lots'>
const buy = (who: Investor, body: Order) =>
  server.send(buyCall, { direction: 'long', priceType: 'market', leverage: 1, ...body }, who)
const detail = (orderNo: string) => server.sendOk(orderDetailCall, { orderNo }, alice)
const rules = (code: string) => server.sendOk(tradeRulesCall, { code }, alice)

describe('a market order on a Spanish share (spec §4, §5 Trading)', () => {
  let orderNo: string

  it('fills at once at the last price and is locked until T+1', async () => {
    const { lastPrice } = await rules('SAN')
    const answer = await buy(alice, { code: 'SAN', lots: 100 })
    expect(answer).toMatchObject({ status: 1, data: { state: 'locked' } })
    orderNo = answer.data!.orderNo
    const position = await detail(orderNo)
    expect(position).toMatchObject({ state: 'locked', confirmedPrice: lastPrice, lots: 100 })
    expect(position.lockUntil).toBe('2026-11-23T08:00:00.000Z') // Monday's open in Madrid
    const figures = await expectLedgerBalanced(server.db, alice.account, 'EUR')
    expect(figures.margin).toBe(BigInt(position.margin!.replace('.', '')))
  })

  it('refuses to close while locked, and a second user cannot even see it', async () => {
    // The screen decides the lock on the server's clock, which the position carries.
    const position = await detail(orderNo)
    expect(position.now).toBe(server.clock.now().getTime())
    expect(orderActions(position, position.now).close).toBe('trade.locked')
    // The server says how long (spec §8: cannot sell until T+N).
    const refused = await server.send(closeCall, { orderNo }, alice)
    expect(refused).toMatchObject({ code: 'trade.lockedDays', msg: expect.stringContaining('T+1') })
    for (const contract of [closeCall, cancelCall, orderDetailCall]) {
      expect((await server.send(contract, { orderNo }, bob)).code).toBe('order.missing')
    }
    expect((await server.send(cancelCall, { orderNo }, alice)).code).toBe('order.notPending')
  })

  it('closes after the lock and settles the profit, fees and stamp duty', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const closed = await server.send(closeCall, { orderNo }, alice)
    expect(closed).toMatchObject({ status: 1, data: { state: 'closed' } })
    const position = await detail(orderNo)
    expect(position.sellPrice).toMatch(/^\d+\.\d{3}$/)
    expect(position.yingkui).not.toBeNull()
    expect(position.actualProfit).not.toBeNull()
    const figures = await expectLedgerBalanced(server.db, alice.account, 'EUR')
    expect(figures.margin).toBe(0n)
    expect(figures.frozen).toBe(0n)
    expect((await server.send(closeCall, { orderNo }, alice)).code).toBe('order.notHolding')
  })
})

describe('a limit order (spec §5 Trading)', () => {
  it('rests as pending, freezes its cost and is cancelled back to the available balance', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const before = await expectLedgerBalanced(server.db, alice.account, 'EUR')
    const { lastPrice } = await rules('BBVA')
    const low = (Number(lastPrice) * 0.95).toFixed(3)
    const answer = await buy(alice, { code: 'BBVA', priceType: 'limit', price: low, lots: 50 })
    expect(answer.data!.state).toBe('pending')
    const during = await expectLedgerBalanced(server.db, alice.account, 'EUR')
    expect(during.frozen).toBeGreaterThan(0n)
    expect(during.available).toBeLessThan(before.available)
    expect((await server.send(closeCall, { orderNo: answer.data!.orderNo }, alice)).code).toBe(
      'order.notHolding',
    )
    const cancelled = await server.send(cancelCall, { orderNo: answer.data!.orderNo }, alice)
    expect(cancelled.data!.state).toBe('cancelled')
    const after = await expectLedgerBalanced(server.db, alice.account, 'EUR')
    expect(after.available).toBe(before.available)
  })

  it('is filled by the matcher when the price reaches it', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const { lastPrice } = await rules('ITX')
    const high = (Number(lastPrice) * 1.02).toFixed(2)
    const answer = await buy(alice, { code: 'ITX', priceType: 'limit', price: high, lots: 10 })
    expect(answer.data!.state).toBe('pending')
    expect(await server.sweep()).toBeGreaterThanOrEqual(1)
    expect(await detail(answer.data!.orderNo)).toMatchObject({
      state: 'locked',
      confirmedPrice: high,
    })
    await expectLedgerBalanced(server.db, alice.account, 'EUR')
  })
})

describe('placement rules, each refused with its message', () => {
  const cases: Array<[string, Order, string]> = [
    ['a fractional lot count', { code: 'SAN', lots: 1.5 }, 'trade.lotsInvalid'],
    [
      'a zero limit price',
      { code: 'SAN', lots: 100, priceType: 'limit', price: '0' },
      'trade.priceInvalid',
    ],
    [
      'a price beyond the limit',
      { code: 'SAN', lots: 100, priceType: 'limit', price: '999' },
      'trade.priceLimit',
    ],
    ['an index', { code: 'IBEX', lots: 1 }, 'trade.cannotBuy'],
    ['a suspended share', { code: 'HLZ', lots: 100 }, 'trade.cannotBuy'],
    [
      'a leverage not offered',
      { code: 'SAN', lots: 100, leverage: 3 },
      'trade.leverageUnavailable',
    ],
    ['a short on OTC', { code: 'GIGA', lots: 100, direction: 'short' }, 'trade.marginDisabled'],
    ['an amount below the minimum', { code: 'SAN', lots: 1 }, 'trade.belowMinAmount'],
    ['more than the balance', { code: 'SAN', lots: 100_000 }, 'funds.insufficient'],
    ['an unknown instrument', { code: 'NOPE', lots: 1 }, 'market.unknownInstrument'],
  ]
  for (const [what, body, code] of cases) {
    it(`refuses ${what} and changes nothing`, async () => {
      await jump(MONDAY_MADRID_OPEN)
      const before = await expectLedgerBalanced(server.db, alice.account, 'EUR')
      const answer = await buy(alice, body)
      expect(answer).toMatchObject({ status: 0, code })
      expect(await expectLedgerBalanced(server.db, alice.account, 'EUR')).toEqual(before)
    })
  }

  it('names the minimum amount in the message', async () => {
    const answer = await buy(alice, { code: 'SAN', lots: 1 })
    expect(answer.msg).toBe('The minimum amount to open a position is 100.00.')
  })

  it('refuses orders on a Saturday, and US market orders before the bell', async () => {
    await jump(new Date('2026-11-21T10:00:00Z'))
    expect((await buy(alice, { code: 'SAN', lots: 100 })).code).toBe('trade.notTradingTime')
    await jump(new Date('2026-11-23T13:00:00Z')) // 08:00 in New York: pre-market
    expect((await buy(alice, { code: 'AAPL', lots: 10 })).code).toBe('trade.notTradingTime')
    const { lastPrice } = await rules('AAPL')
    const limit = await buy(alice, {
      code: 'AAPL',
      lots: 10,
      priceType: 'limit',
      price: lastPrice!,
    })
    expect(limit.data!.state).toBe('pending')
  })

  it('answers the same requestId with the same order', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const first = await buy(alice, { code: 'TEF', lots: 100, requestId: 'r-1' })
    const again = await buy(alice, { code: 'TEF', lots: 100, requestId: 'r-1' })
    expect(again.data!.orderNo).toBe(first.data!.orderNo)
  })

  it('refuses an account barred from trading', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const carol = await server.investor('600700003')
    const { users } = await import('../../../server/db/schema.ts')
    const { eq } = await import('drizzle-orm')
    await server.db.update(users).set({ noTrade: true }).where(eq(users.account, carol.account))
    expect((await buy(carol, { code: 'SAN', lots: 100 })).code).toBe('trade.noTrade')
  })
})

describe('day trades and block trades', () => {
  it('a day trade has no lock and is closed by the matcher when the session ends', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const answer = await buy(alice, { code: 'REP', lots: 100, businessType: 'dayTrading' })
    expect(answer.data!.state).toBe('holding')
    await jump(new Date('2026-11-23T16:31:00Z')) // 17:31 in Madrid
    await server.sweep()
    expect((await detail(answer.data!.orderNo)).state).toBe('closed')
    await expectLedgerBalanced(server.db, alice.account, 'EUR')
  })

  it('a block trade fills at the block price, above its minimum, inside its window', async () => {
    await jump(MONDAY_MADRID_OPEN)
    const products = await server.sendOk(blockProductsCall, {}, alice)
    const san = products.find((p) => p.code === 'SAN')!
    const ibe = products.find((p) => p.code === 'IBE')!
    const block = (body: Order) => buy(alice, { businessType: 'block', ...body })
    expect(await block({ code: 'SAN', productId: san.id, lots: 10 })).toMatchObject({
      code: 'trade.blockMinShares',
      msg: 'The minimum for this block trade is 1000 shares.',
    })
    expect((await block({ code: 'IBE', productId: ibe.id, lots: 500 })).code).toBe(
      'trade.blockClosed',
    )
    expect((await block({ code: 'SAN', productId: 999, lots: 1000 })).code).toBe(
      'trade.productMissing',
    )
    const placed = await block({ code: 'SAN', productId: san.id, lots: 1000 })
    expect(placed.data!.state).toBe('locked')
    expect((await detail(placed.data!.orderNo)).confirmedPrice).toBe(san.blockPrice)
    await expectLedgerBalanced(server.db, alice.account, 'EUR')
  })
})
