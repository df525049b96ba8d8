import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quantTransferCall } from '../../../machines/quant/calls.ts'
import { balances, quantAllocations, quantStrategies, users } from '../../../server/db/schema.ts'
import { move, post } from '../../../server/money/ledger.ts'
import { moneyTransaction } from '../../../server/money/transaction.ts'
import { closeOrder, placeOrder } from '../../../server/trading/orderService.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({
    extraConfig: { 'trade.Spain.lock': '0m' },
  })
}, 60_000)
afterAll(() => server.close())

const bucketsOf = async (userId: number) =>
  (await server.db.select().from(balances).where(eq(balances.userId, userId))).find(
    (b) => b.currency === 'EUR',
  )!

describe("an order funded by the quant account's money in trading (issue 20)", () => {
  it('freezes, fills and settles against quant in-trading money, never the balance', async () => {
    const who = await server.investor('606800001')
    await server.fund(who.account, 'EUR', '10000.00')
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    // 5.000 € moved into the quant account, 5.000 of it allocated (as quant/allocate does).
    expect(
      (
        await server.send(
          quantTransferCall,
          { currency: 'EUR', direction: 'in', amount: '5000.00' },
          who,
        )
      ).status,
    ).toBe(1)
    const [strategy] = await server.db.select().from(quantStrategies).limit(1)
    const [allocation] = await server.db
      .insert(quantAllocations)
      .values({
        allocationNo: 'ATEST1',
        userId: user!.id,
        strategyId: strategy!.id,
        currency: 'EUR',
        amountMinor: 500_000n,
        state: 'running',
        createdAt: server.clock.now(),
      })
      .returning()
    await moneyTransaction(server.db, (tx) =>
      post(tx, { userId: user!.id, currency: 'EUR', orderNo: 'ATEST1', at: server.clock.now() }, [
        ...move('quant', 'quantTrading', 'quantTransfer', 500_000n),
      ]),
    )
    const STRATEGY = { funding: 'quant', allocationId: allocation!.id } as const
    const order = {
      businessType: 'normal' as const,
      code: 'SAN',
      direction: 'long' as const,
      priceType: 'market' as const,
      lots: 100,
      leverage: 1,
    }
    const placed = await placeOrder(server, user!, order, STRATEGY)
    const opened = await bucketsOf(user!.id)
    expect(opened.availableMinor).toBe(500_000n)
    expect(opened.quantTradingMinor).toBeLessThan(500_000n)
    expect(opened.marginMinor).toBeGreaterThan(0n)

    // Its owner cannot close a strategy's position: the strategy's job does.
    await expect(
      closeOrder(server, { orderNo: placed.orderNo, userId: user!.id }),
    ).rejects.toMatchObject({ code: 'quant.strategyOrder' })
    await closeOrder(server, { orderNo: placed.orderNo })
    const closed = await bucketsOf(user!.id)
    expect(closed.availableMinor).toBe(500_000n)
    expect(closed.marginMinor).toBe(0n)
    // What came back went to the quant account's money in trading: less the fees, ± the price.
    expect(closed.quantTradingMinor).toBeGreaterThan(490_000n)
    await expectLedgerBalanced(server.db, who.account, 'EUR')

    // More than the money in trading is refused, whatever the balance holds.
    const big = { ...order, lots: 1_000 }
    await expect(placeOrder(server, user!, big, STRATEGY)).rejects.toMatchObject({
      code: 'funds.insufficient',
    })
    // An allocation that is no longer running places nothing (a stop settling meanwhile).
    await server.db
      .update(quantAllocations)
      .set({ state: 'stopping' })
      .where(eq(quantAllocations.id, allocation!.id))
    await expect(placeOrder(server, user!, order, STRATEGY)).rejects.toMatchObject({
      code: 'quant.stopped',
    })
  })
})
