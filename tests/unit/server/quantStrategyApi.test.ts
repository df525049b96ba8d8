import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditListCall } from '../../../machines/backOffice/calls.ts'
import {
  strategiesAdminCall,
  strategyFlagsCall,
  strategySaveCall,
} from '../../../machines/backOffice/quantStrategies.ts'
import type { AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { lendingTermsCall } from '../../../machines/lending/calls.ts'
import { buyCall, closeCall, userStockListCall } from '../../../machines/order/calls.ts'
import { quantAccountCall, quantTransferCall } from '../../../machines/quant/calls.ts'
import {
  quantAllocateCall,
  quantAllocationCall,
  quantStopCall,
  quantStrategiesCall,
} from '../../../machines/quant/strategyCalls.ts'
import {
  balances,
  orders,
  quantAllocations,
  quantStrategies,
  users,
} from '../../../server/db/schema.ts'
import { runStrategies } from '../../../server/quant/strategyJob.ts'
import { runDividends } from '../../../server/trading/dividendJob.ts'
import { sweepOrders } from '../../../server/trading/matcher.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const HOUR = 3_600_000

let server: TestServer
/** A strategy that always wants half its money in Solana: what it does is known in advance. */
let halfSolana: number
beforeAll(async () => {
  // Crypto trades at every hour.
  server = await startScenarioServer({ extraConfig: { 'trade.crypto.lock': '0m' } })
  const [row] = await server.db
    .insert(quantStrategies)
    .values({
      name: 'Half in Solana (test)',
      currency: 'USD',
      rule: { kind: 'basket', weights: [{ code: 'SOL/USD', weight: 0.5 }] },
      cycleDays: 1,
      minAmountMinor: 50_000n,
      createdAt: MONDAY_10,
    })
    .returning()
  halfSolana = row!.id
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6071')
/** An investor with 10.000 $, `amount` of them moved into the quant account. */
async function quantFunded(amount: string) {
  server.clock.set(MONDAY_10)
  const who = await newInvestor({ USD: '10000.00' })
  const moved = await server.send(
    quantTransferCall,
    { currency: 'USD', direction: 'in', amount },
    who,
  )
  expect(moved.status).toBe(1)
  return who
}
const call = <C extends AnyCall>(who: Who, contract: C, body: RequestOf<C>) =>
  server.send(contract, body, who)
const account = (who: Who) => server.sendOk(quantAccountCall, { currency: 'USD' }, who)
const quantBalance = async (userId: number) =>
  (
    await server.db
      .select()
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.currency, 'EUR')))
  )[0]!
const allocate = (who: Who, amount: string, strategyId = halfSolana, requestId?: string) =>
  call(who, quantAllocateCall, { strategyId, amount, requestId })

describe('AI quant strategies (issue 20): allocate, trade by the rule, stop', () => {
  it('lists the strategies on the shelf with what their rules did on the exchange', async () => {
    const who = await quantFunded('1000.00')
    const shelf = await server.sendOk(quantStrategiesCall, {}, who)
    expect(shelf.available).toEqual({ EUR: '0.00', USD: '1000.00' })
    const names = shelf.list.map((s: { name: string }) => s.name)
    expect(names).toEqual(
      expect.arrayContaining(['Solana trend (demo)', 'Ibex mean reversion (demo)']),
    )
    for (const strategy of shelf.list) {
      expect(strategy.record.navs.length).toBeGreaterThan(40)
      expect(Number(strategy.record.maxDrawdown)).toBeGreaterThanOrEqual(0)
      expect(strategy.mine).toBeNull()
    }
  })

  it('places the rule’s order with the allocation’s money, then closes it and returns the money when stopped', async () => {
    const who = await quantFunded('3000.00')
    const placed = await allocate(who, '2000.00', halfSolana, 'alloc-1')
    expect(placed).toMatchObject({ status: 1, data: { state: 'running' } })
    // The same request again is answered the same, and allocates nothing more.
    expect((await allocate(who, '2000.00', halfSolana, 'alloc-1')).data).toEqual(placed.data)
    const { allocationNo } = placed.data!
    const detail = await server.sendOk(quantAllocationCall, { allocationNo }, who)
    // Half of 2.000 $ in Solana, in whole coins, bought at once: crypto trades now.
    expect(detail.orders).toHaveLength(1)
    const order = detail.orders[0]!
    expect(order).toMatchObject({ code: 'SOL/USD', state: 'holding', allocationNo })
    // The close the rule acted on is told: the last one finished before now.
    expect(detail.allocation.decidedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(detail.allocation.decidedDay! < MONDAY_10.toISOString().slice(0, 10)).toBe(true)
    const cost = Number(order.fillPrice) * order.lots
    expect(cost).toBeLessThanOrEqual(1000)
    expect(cost + Number(order.fillPrice)).toBeGreaterThan(990)
    // The quant account: 1.000 $ available, the rest in trading at its value now.
    const during = await account(who)
    expect(during.available).toBe('1000.00')
    expect(Number(during.inTrading)).toBeGreaterThan(1980)
    // Not among the person's positions, and not theirs to close.
    const positions = await server.sendOk(userStockListCall, { type: 'usd' }, who)
    expect(positions).not.toContainEqual(expect.objectContaining({ orderNo: order.orderNo }))
    expect((await call(who, closeCall, { orderNo: order.orderNo })).code).toBe(
      'quant.strategyOrder',
    )
    // Nor theirs to lend, and no person's order takes the job's keys.
    expect((await call(who, lendingTermsCall, { orderNo: order.orderNo })).code).toBe(
      'quant.strategyOrder',
    )
    const buy: RequestOf<typeof buyCall> = {
      code: 'SOL/USD',
      direction: 'long',
      priceType: 'market',
      lots: 1,
    }
    expect((await call(who, buyCall, { ...buy, requestId: 'strategy:A1:x' })).code).toBe(
      'common.invalid',
    )
    // Allocating to the same strategy again is refused while it runs.
    expect((await allocate(who, '600.00')).code).toBe('quant.alreadyRunning')

    server.clock.set(new Date(MONDAY_10.getTime() + HOUR))
    const stopped = await call(who, quantStopCall, { allocationNo })
    // Crypto trades now: the position closes at once and the money is back.
    expect(stopped.data!.state).toBe('stopped')
    const after = await server.sendOk(quantAllocationCall, { allocationNo }, who)
    expect(after.orders[0]!.state).toBe('closed')
    const [row] = await server.db
      .select()
      .from(quantAllocations)
      .where(eq(quantAllocations.allocationNo, allocationNo))
    const back = await account(who)
    expect(back.inTrading).toBe('0.00')
    expect(back.available).toBe((1000 + Number(row!.returnedMinor) / 100).toFixed(2))
    // What came back is what the curve ends at, and the profit is after every fee.
    const returned = (Number(row!.returnedMinor) / 100).toFixed(2)
    expect(after.allocation.value).toBe(returned)
    expect(after.curve.at(-1)!.value).toBe(after.allocation.value)
    const fees = Number(after.orders[0]!.fees)
    expect(fees).toBeGreaterThan(0)
    expect(Number(after.allocation.profit)).toBeCloseTo(Number(after.orders[0]!.result), 2)
    expect((await call(who, quantStopCall, { allocationNo })).code).toBe('quant.stopped')
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })

  it('sizes a seat account’s entry at its 1 % spread, so the order fits the money', async () => {
    const who = await quantFunded('2000.00')
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    await server.db.update(users).set({ accountType: 'dma' }).where(eq(users.id, user!.id))
    const [all] = await server.db
      .insert(quantStrategies)
      .values({
        name: 'All in Solana (test)',
        currency: 'USD',
        rule: { kind: 'basket', weights: [{ code: 'SOL/USD', weight: 1 }] },
        cycleDays: 1,
        minAmountMinor: 10_000n,
        createdAt: MONDAY_10,
      })
      .returning()
    const placed = await allocate(who, '2000.00', all!.id)
    const { allocationNo } = placed.data!
    const detail = await server.sendOk(quantAllocationCall, { allocationNo }, who)
    expect(detail.orders).toHaveLength(1)
    // 1 % of what was bought went to the spread.
    const order = detail.orders[0]!
    const amount = Number(order.fillPrice) * order.lots
    expect(Number(order.fees)).toBeCloseTo(amount * 0.01, 1)
  })

  it('refuses what the gate refuses and changes nothing', async () => {
    const who = await quantFunded('800.00')
    // The minimum is named, in the strategy's currency (issue 48: "… is ." had no amount).
    expect(await allocate(who, '499.99')).toMatchObject({
      code: 'quant.belowMinimum',
      msg: 'The minimum to allocate to this strategy is 500.00.',
      params: { amount: '500.00', currency: 'USD' },
    })
    expect((await allocate(who, '800.01')).code).toBe('funds.insufficient')
    expect((await allocate(who, 'abc')).code).toBe('funds.amountRequired')
    expect((await allocate(who, '600.00', 999_999)).code).toBe('quant.strategyMissing')
    await server.db
      .update(quantStrategies)
      .set({ onShelf: false })
      .where(eq(quantStrategies.id, halfSolana))
    expect((await allocate(who, '600.00')).code).toBe('quant.strategyMissing')
    await server.db
      .update(quantStrategies)
      .set({ onShelf: true })
      .where(eq(quantStrategies.id, halfSolana))
    expect((await account(who)).available).toBe('800.00')
    expect((await call(who, quantStopCall, { allocationNo: 'A2026NOPE' })).code).toBe(
      'quant.missing',
    )
  })

  it('waits for the Madrid session to buy Spanish shares, and acts once per cycle', async () => {
    const who = await server.investor('607199999')
    await server.fund(who.account, 'EUR', '5000.00')
    const [spanish] = await server.db
      .insert(quantStrategies)
      .values({
        name: 'Santander basket (test)',
        currency: 'EUR',
        rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.8 }] },
        cycleDays: 2,
        minAmountMinor: 10_000n,
        createdAt: MONDAY_10,
      })
      .returning()
    // Sunday evening: Madrid is shut.
    server.clock.set(new Date('2026-11-22T19:00:00Z'))
    await call(who, quantTransferCall, { currency: 'EUR', direction: 'in', amount: '2000.00' })
    const placed = await allocate(who, '2000.00', spanish!.id)
    expect(placed.data!.state).toBe('running')
    const byAllocation = async () => {
      const [row] = await server.db
        .select()
        .from(quantAllocations)
        .where(eq(quantAllocations.allocationNo, placed.data!.allocationNo))
      return {
        row: row!,
        orders: await server.db.select().from(orders).where(eq(orders.allocationId, row!.id)),
      }
    }
    expect((await byAllocation()).orders).toHaveLength(0)
    expect((await byAllocation()).row.decidedDay).toBeNull()
    server.clock.set(MONDAY_10)
    await runStrategies(server)
    const monday = await byAllocation()
    expect(monday.orders).toHaveLength(1)
    expect(monday.orders[0]).toMatchObject({ code: 'SAN', funding: 'quant' })
    expect(monday.row.decidedDay).toBe('2026-11-20')
    // Run again the same day: nothing new (one order per allocation, day and share).
    await runStrategies(server)
    await sweepOrders(server)
    expect((await byAllocation()).orders).toHaveLength(1)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('lets the console edit, pause and shelve a strategy, every change audited', async () => {
    const admin = await server.admin()
    type Form = RequestOf<typeof strategySaveCall>
    const form: Form = {
      name: 'Solana and Avalanche (test)',
      currency: 'USD',
      rule: {
        kind: 'basket',
        weights: [
          { code: 'SOL/USD', weight: 0.3 },
          { code: 'AVAX/USD', weight: 0.3 },
        ],
      },
      cycleDays: 1,
      minAmount: '500.00',
    }
    // An instrument in another currency than the strategy's money is refused.
    const euro = await server.send(
      strategySaveCall,
      { ...form, rule: { kind: 'trend', code: 'SAN', fast: 5, slow: 20 } },
      admin,
    )
    expect(euro.code).toBe('common.invalid')
    const saved = await server.send(strategySaveCall, form, admin)
    expect(saved.data).toMatchObject({ onShelf: true, enabled: true, running: 0 })
    const id = saved.data!.id

    // Paused: an allocation is taken, but the strategy places no order until it is resumed.
    const paused = await server.send(strategyFlagsCall, { id, enabled: false }, admin)
    expect(paused.data!.enabled).toBe(false)
    const who = await quantFunded('1000.00')
    const placed = await allocate(who, '1000.00', id)
    const { allocationNo } = placed.data!
    expect((await server.sendOk(quantAllocationCall, { allocationNo }, who)).orders).toHaveLength(0)
    await server.send(strategyFlagsCall, { id, enabled: true }, admin)
    await runStrategies(server)
    const codes = (await server.sendOk(quantAllocationCall, { allocationNo }, who)).orders.map(
      (o) => o.code,
    )
    expect(codes.sort()).toEqual(['AVAX/USD', 'SOL/USD'])
    const listed = await server.sendOk(strategiesAdminCall, {}, admin)
    expect(listed.find((s) => s.id === id)).toMatchObject({
      running: 1,
      allocated: '1000.00',
    })

    // Its money and orders are in dollars: its currency cannot change now.
    const euros: Form = {
      ...form,
      id,
      currency: 'EUR',
      rule: { kind: 'trend', code: 'SAN', fast: 5, slow: 20 },
    }
    expect((await server.send(strategySaveCall, euros, admin)).code).toBe('common.invalid')
    // Off the shelf: no new allocation, the running one goes on.
    await server.send(strategyFlagsCall, { id, onShelf: false }, admin)
    const other = await quantFunded('1000.00')
    expect((await allocate(other, '600.00', id)).code).toBe('quant.strategyMissing')
    const mine = (await server.sendOk(quantStrategiesCall, {}, who)).list
    expect(mine.find((s) => s.id === id)?.mine?.allocationNo).toBe(allocationNo)

    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    const actions = audit.map((e) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'quant.strategyCreate',
        'quant.strategyPause',
        'quant.strategyEnable',
        'quant.strategyOffShelf',
      ]),
    )
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })

  it('a stop racing the job that places an entry never leaves an order behind', async () => {
    const [spanish] = await server.db
      .insert(quantStrategies)
      .values({
        name: 'Santander basket, raced (test)',
        currency: 'EUR',
        rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.8 }] },
        cycleDays: 1,
        minAmountMinor: 10_000n,
        createdAt: MONDAY_10,
      })
      .returning()
    for (let round = 0; round < 4; round++) {
      const who = await server.investor(`60739999${round}`)
      await server.fund(who.account, 'EUR', '5000.00')
      // Sunday: Madrid is shut, so the allocation's entry waits for the job on Monday.
      server.clock.set(new Date('2026-11-22T19:00:00Z'))
      await call(who, quantTransferCall, { currency: 'EUR', direction: 'in', amount: '2000.00' })
      const placed = await allocate(who, '2000.00', spanish!.id)
      server.clock.set(MONDAY_10)
      const job = runStrategies(server)
      for (let i = 0; i < round; i++) await new Promise((resolve) => setImmediate(resolve))
      await Promise.all([
        job,
        call(who, quantStopCall, { allocationNo: placed.data!.allocationNo }),
      ])
      // Whatever won, a later run (the lock passed, the session open) leaves nothing behind.
      server.clock.set(new Date('2026-11-24T10:00:00Z'))
      await runStrategies(server)
      await sweepOrders(server)
      await runStrategies(server)
      const [row] = await server.db
        .select()
        .from(quantAllocations)
        .where(eq(quantAllocations.allocationNo, placed.data!.allocationNo))
      expect(row!.state).toBe('stopped')
      const own = await server.db.select().from(orders).where(eq(orders.allocationId, row!.id))
      expect(own.every((o) => o.state === 'closed' || o.state === 'cancelled')).toBe(true)
      const [balance] = await server.db
        .select()
        .from(balances)
        .where(and(eq(balances.userId, row!.userId), eq(balances.currency, 'EUR')))
      expect(balance!.quantTradingMinor).toBe(0n)
      expect(balance!.marginMinor).toBe(0n)
      await expectLedgerBalanced(server.db, who.account, 'EUR')
    }
  })

  it('pays a dividend due after the stop into the quant account, not into money in trading', async () => {
    const [spanish] = await server.db
      .insert(quantStrategies)
      .values({
        name: 'Santander basket, dividend (test)',
        currency: 'EUR',
        rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.8 }] },
        cycleDays: 1,
        minAmountMinor: 10_000n,
        createdAt: MONDAY_10,
      })
      .returning()
    // Thursday before Santander's ex-date (Friday 2027-01-15): bought, then stopped on the day.
    server.clock.set(new Date('2027-01-14T10:00:00Z'))
    const who = await server.investor('607400001')
    await server.fund(who.account, 'EUR', '5000.00')
    await call(who, quantTransferCall, { currency: 'EUR', direction: 'in', amount: '2000.00' })
    const placed = await allocate(who, '2000.00', spanish!.id)
    expect(placed.data!.state).toBe('running')
    server.clock.set(new Date('2027-01-15T10:00:00Z'))
    await call(who, quantStopCall, { allocationNo: placed.data!.allocationNo })
    server.clock.set(new Date('2027-01-18T10:00:00Z'))
    await sweepOrders(server)
    await runStrategies(server)
    await runDividends(server)
    const [row] = await server.db
      .select()
      .from(quantAllocations)
      .where(eq(quantAllocations.allocationNo, placed.data!.allocationNo))
    expect(row!.state).toBe('stopped')
    const quantBefore = (await quantBalance(row!.userId)).quantMinor
    // Pay day, two weeks after the ex-date.
    server.clock.set(new Date('2027-01-30T12:00:00Z'))
    expect((await runDividends(server)).paid).toBeGreaterThan(0)
    const after = await quantBalance(row!.userId)
    expect(after.quantTradingMinor).toBe(0n)
    expect(after.quantMinor).toBeGreaterThan(quantBefore)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
