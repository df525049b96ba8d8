import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  buyCall,
  cancelCall,
  closeCall,
  orderDetailCall,
  tradeRulesCall,
} from '../../../machines/order/calls.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_0930, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

// Monday 2026-11-23, 09:30 in Madrid: the Spanish market is open; crypto always is.
const OPEN = MONDAY_0930

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({
    clockStart: OPEN,
    // Frequency is its own rule (tested elsewhere); here it would hide the balance rule.
    extraConfig: {
      'trade.Spain.ordersPerMinute': '10000',
      'trade.crypto.ordersPerMinute': '10000',
    },
  })
})
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6008')
/** An investor with this much in euros and as much in dollars. */
const fundedInvestor = (money: string) => newInvestor({ EUR: money, USD: money })

describe(`concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 simultaneous buys beyond the balance: only those the balance covers succeed', async () => {
    server.clock.set(OPEN)
    const who = await fundedInvestor('10000.00')
    const { lastPrice } = await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)
    const order: RequestOf<typeof buyCall> = {
      code: 'SAN',
      direction: 'long',
      priceType: 'limit',
      price: lastPrice!,
      lots: 100,
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.send(buyCall, order, who)),
    )
    const placed = answers.filter((a) => a.status === 1)
    const refused = answers.filter((a) => a.status === 0)
    const { orderNo } = placed[0]!.data!
    const { frozen } = await server.sendOk(orderDetailCall, { orderNo }, who)
    const fits = Math.floor(1_000_000 / Number(frozen!.replace('.', ''))) // 10 000 € in cents
    expect(placed).toHaveLength(fits)
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set(['funds.insufficient']))
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.available).toBeGreaterThanOrEqual(0n)
  })

  it('20 simultaneous closes of one position: exactly one closes it', async () => {
    server.clock.set(OPEN)
    const who = await fundedInvestor('10000.00')
    const opened = await server.send(
      buyCall,
      {
        code: 'SAN',
        direction: 'long',
        priceType: 'market',
        lots: 100,
        businessType: 'dayTrading',
      },
      who,
    )
    expect(opened.data!.state).toBe('holding')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.send(closeCall, { orderNo: opened.data!.orderNo }, who),
      ),
    )
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 'order.notHolding')).toHaveLength(19)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})

type Op =
  | { kind: 'market'; code: string; lots: number; leverage: number; direction: 'long' | 'short' }
  | { kind: 'limit'; code: string; lots: number; offset: number; direction: 'long' | 'short' }
  | { kind: 'close' | 'cancel'; pick: number }
  | { kind: 'wait'; minutes: number }

const CODES = ['SAN', 'BBVA', 'ITX', 'XRP/USD', 'DOGE/USD']
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('market' as const),
    code: fc.constantFrom(...CODES),
    lots: fc.integer({ min: 1, max: 400 }),
    leverage: fc.constantFrom(1, 2, 5, 10),
    direction: fc.constantFrom('long' as const, 'short' as const),
  }),
  fc.record({
    kind: fc.constant('limit' as const),
    code: fc.constantFrom(...CODES),
    lots: fc.integer({ min: 1, max: 400 }),
    offset: fc.integer({ min: -3, max: 3 }),
    direction: fc.constantFrom('long' as const, 'short' as const),
  }),
  fc.record({ kind: fc.constantFrom('close' as const, 'cancel' as const), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 600 }) }),
)

describe('the ledger after any sequence of opens, fills, closes and cancels', () => {
  it('cash + frozen + margin = deposits + realised profit − fees, to the cent, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        server.clock.set(OPEN)
        const who = await fundedInvestor('5000.00')
        const orderNos: string[] = []
        for (const o of ops) {
          if (o.kind === 'wait') {
            server.clock.advance(o.minutes * 60_000)
            await server.sweep()
            continue
          }
          if (o.kind === 'close' || o.kind === 'cancel') {
            const orderNo = orderNos[o.pick % Math.max(orderNos.length, 1)]
            if (orderNo)
              await server.send(o.kind === 'close' ? closeCall : cancelCall, { orderNo }, who)
            continue
          }
          // A market or a limit order: close, cancel and wait went on above.
          const trade = o as Extract<Op, { kind: 'market' | 'limit' }>
          const body: RequestOf<typeof buyCall> = { ...trade, priceType: trade.kind }
          if (trade.kind === 'limit') {
            const { lastPrice } = await server.sendOk(tradeRulesCall, { code: trade.code }, who)
            body.price = (Number(lastPrice) * (1 + trade.offset / 100)).toFixed(2)
          }
          const answer = await server.send(buyCall, body, who)
          expect(answer.http).toBe(200)
          if (answer.status === 1) orderNos.push(answer.data!.orderNo)
        }
        await expectLedgerBalanced(server.db, who.account, 'EUR')
        await expectLedgerBalanced(server.db, who.account, 'USD')
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? 4) },
    )
  })
})
