import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configSetCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { buyCall, closeCall, orderDetailCall } from '../../../machines/order/calls.ts'
import { protectCall } from '../../../machines/order/protection.ts'
import { balances, messages, users } from '../../../server/db/schema.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_0930,
  MONDAY_AFTER_BELL,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Orders that protect on the server (issue 25, decision 0049): stop and stop-limit orders, a
 * position's stop-loss (fixed or trailing) and take-profit, at prices the test sets, through the
 * matcher's stop sweep. Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL.
 */

// Monday 2026-11-23 in Madrid: 09:30 (open), 17:31 (closed).
const OPEN = MONDAY_0930
const AFTER_BELL = MONDAY_AFTER_BELL

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({
    clockStart: OPEN,
    // No lock, unless a test sets one: a stop acts on a position that can be sold.
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000', 'trade.Spain.lock': '0m' },
  })
}, 60_000)
afterAll(() => server?.close())

const newInvestor = investorFactory(() => server, '6049')
async function investor(money = '10000.00') {
  const who = await newInvestor({ EUR: money })
  server.clock.set(OPEN)
  server.prices.set('SAN', 10)
  await server.relogin(who)
  return who
}
/** An order for 100 Santander shares, long, unless it says otherwise. */
type Order = Omit<RequestOf<typeof buyCall>, 'code' | 'direction' | 'lots'> &
  Partial<Pick<RequestOf<typeof buyCall>, 'code' | 'direction' | 'lots'>>
const buy = (who: Who, order: Order) =>
  server.send(buyCall, { code: 'SAN', direction: 'long', lots: 100, ...order }, who)

async function placed(who: Who, order: Order) {
  const answer = await buy(who, order)
  expect(answer, JSON.stringify(order)).toMatchObject({ status: 1 })
  return answer.data!.orderNo
}

const detail = (who: Who, orderNo: string) => server.sendOk(orderDetailCall, { orderNo }, who)

async function at(price: number) {
  server.prices.set('SAN', price)
  await server.sweep()
}

async function userOf(who: Who) {
  const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
  return user!
}

async function inbox(who: Who) {
  const user = await userOf(who)
  return server.db.select().from(messages).where(eq(messages.userId, user.id))
}

async function available(who: Who) {
  const user = await userOf(who)
  const [row] = await server.db.select().from(balances).where(eq(balances.userId, user.id))
  return row!.availableMinor
}

describe('placing stop orders', () => {
  it('refuses a stop on the wrong side, a stop-limit that cannot fill and a missing stop', async () => {
    const who = await investor()
    const refusals = [
      [{ priceType: 'stop', stopPrice: '9.90' }, 'trade.stopSide'],
      [{ priceType: 'stop', stopPrice: '10.00' }, 'trade.stopSide'],
      [{ priceType: 'stop', direction: 'short', stopPrice: '10.10' }, 'trade.stopSide'],
      [{ priceType: 'stopLimit', stopPrice: '10.20', price: '10.10' }, 'trade.stopLimitSide'],
      [{ priceType: 'stop' }, 'trade.priceInvalid'],
      [{ priceType: 'stop', stopPrice: '12.00' }, 'trade.priceLimit'],
      [{ priceType: 'market', stopLoss: '10.10' }, 'trade.stopLossSide'],
      [{ priceType: 'market', takeProfit: '9.90' }, 'trade.takeProfitSide'],
      [{ priceType: 'market', trailPercent: '0' }, 'trade.trailInvalid'],
      [{ priceType: 'market', stopLoss: 'abc' }, 'trade.priceInvalid'],
    ] as const
    for (const [order, code] of refusals)
      expect(await buy(who, order), JSON.stringify(order)).toMatchObject({ status: 0, code })
    expect((await buy(who, { priceType: 'market', trailPercent: '60' })).msg).toBe(
      'A trailing stop follows the price by more than 0\u00a0% and at most 50\u00a0%.',
    )
    // Nothing was placed, nothing frozen.
    expect(await available(who)).toBe(1_000_000n)
  })

  it('waits for its stop, then fills as a market order at the price that reached it', async () => {
    const who = await investor()
    const orderNo = await placed(who, { priceType: 'stop', stopPrice: '10.50' })
    expect(await detail(who, orderNo)).toMatchObject({
      state: 'waitingForStop',
      stopPrice: '10.500',
      triggered: false,
      frozen: '1053.15',
    })
    await at(10.4)
    expect((await detail(who, orderNo)).state).toBe('waitingForStop')
    await at(10.5)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'pending', triggered: true })
    // The next sweep fills it at the price then, past the stop: the balance pays the difference.
    await at(10.6)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'holding', confirmedPrice: '10.600' })
    expect(await available(who)).toBe(1_000_000n - 106_000n - 106n - 212n)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('cancels a stop whose gap costs more than the balance holds, and says so', async () => {
    const who = await investor('1060.00')
    const orderNo = await placed(who, { priceType: 'stop', stopPrice: '10.50' })
    await at(10.5)
    await at(12)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'cancelled', frozen: null })
    expect(await available(who)).toBe(106_000n)
    expect((await inbox(who)).map((m) => m.kind)).toContain('order.stopCancelled')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('a stop-limit works as a limit order once triggered, and waits while the price is past it', async () => {
    const who = await investor()
    const orderNo = await placed(who, {
      priceType: 'stopLimit',
      stopPrice: '10.50',
      price: '10.60',
    })
    await at(10.55)
    expect((await detail(who, orderNo)).state).toBe('pending')
    await at(10.8)
    expect((await detail(who, orderNo)).state).toBe('pending')
    await at(10.58)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'holding', confirmedPrice: '10.60' })
  })

  it('does not trigger while the market is shut', async () => {
    const who = await investor()
    const orderNo = await placed(who, { priceType: 'stop', stopPrice: '10.50' })
    server.clock.set(AFTER_BELL)
    await at(11)
    expect((await detail(who, orderNo)).state).toBe('waitingForStop')
  })
})

describe('a position’s stop-loss and take-profit', () => {
  it('closes at the stop-loss price the sweep sees, with its reason and a message', async () => {
    const who = await investor()
    const orderNo = await placed(who, { priceType: 'market', stopLoss: '9.50', takeProfit: '11' })
    expect(await detail(who, orderNo)).toMatchObject({ stopLoss: '9.500', takeProfit: '11.000' })
    await at(9.6)
    expect((await detail(who, orderNo)).state).toBe('holding')
    // A gap: the stop-loss closes at the price that reached it, not at the stop.
    await at(9.4)
    expect(await detail(who, orderNo)).toMatchObject({
      state: 'closed',
      sellPrice: '9.400',
      closeReason: 'stopLoss',
    })
    const [message] = (await inbox(who)).filter((m) => m.kind === 'position.stopLoss')
    expect(message?.params).toMatchObject({ code: 'SAN', price: '9.400' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('closes a short at its take-profit', async () => {
    const who = await investor()
    const orderNo = await placed(who, {
      priceType: 'market',
      direction: 'short',
      takeProfit: '9.00',
    })
    await at(9)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'closed', closeReason: 'takeProfit' })
    expect((await inbox(who)).map((m) => m.kind)).toContain('position.takeProfit')
  })

  it('a trailing stop follows the price up, never down, and closes when the price falls to it', async () => {
    const who = await investor()
    const orderNo = await placed(who, { priceType: 'market', trailPercent: '5' })
    expect((await detail(who, orderNo)).stopLoss).toBe('9.500')
    await at(11)
    expect((await detail(who, orderNo)).stopLoss).toBe('10.450')
    await at(10.6)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'holding', stopLoss: '10.450' })
    await at(10.45)
    expect(await detail(who, orderNo)).toMatchObject({ state: 'closed', closeReason: 'stopLoss' })
  })

  it('is set, edited and removed later; refused on the wrong side or once closed', async () => {
    const who = await investor()
    const orderNo = await placed(who, { priceType: 'market' })
    const protect = (stops: Omit<RequestOf<typeof protectCall>, 'orderNo'>) =>
      server.send(protectCall, { orderNo, ...stops }, who)
    expect(await protect({ stopLoss: '10.20' })).toMatchObject({
      status: 0,
      code: 'trade.stopLossSide',
    })
    expect(await protect({ stopLoss: '9.80', takeProfit: '10.80' })).toMatchObject({
      status: 1,
      data: { orderNo, stopLoss: '9.800', takeProfit: '10.800', trailPercent: null },
    })
    // The same again changes nothing; an empty field removes that stop.
    expect((await protect({ stopLoss: '9.80', takeProfit: '10.80' })).status).toBe(1)
    expect((await protect({ stopLoss: '', takeProfit: '10.80' })).data!.stopLoss).toBeNull()
    await at(9)
    expect((await detail(who, orderNo)).state).toBe('holding')
    await server.send(closeCall, { orderNo }, who)
    expect(await protect({ stopLoss: '8.00' })).toMatchObject({
      status: 0,
      code: 'order.notHolding',
    })
    const stranger = await investor()
    expect(await server.send(protectCall, { orderNo, stopLoss: '8.00' }, stranger)).toMatchObject({
      status: 0,
      code: 'order.missing',
    })
  })

  it('waits for the lock to pass before a stop-loss closes (spec §4 Selling)', async () => {
    const admin = await server.admin()
    const lock = (value: string) =>
      server.send(configSetCall, { name: 'trade.Spain.lock', value }, admin)
    expect((await lock('1m')).status).toBe(1)
    try {
      const who = await investor()
      const orderNo = await placed(who, { priceType: 'market', stopLoss: '9.50' })
      await at(9)
      expect((await detail(who, orderNo)).state).toBe('locked')
      server.clock.advance(61_000)
      await at(9)
      expect(await detail(who, orderNo)).toMatchObject({ state: 'closed', closeReason: 'stopLoss' })
    } finally {
      expect((await lock('0m')).status).toBe(1)
    }
  })
})
