import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

// Monday 2026-11-23, 09:30 in Madrid: the Spanish market is open; crypto always is.
const OPEN = new Date('2026-11-23T08:30:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    clockStart: OPEN,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: { limit: 10_000, windowMs: 60_000 } },
    // Frequency is its own rule (tested elsewhere); here it would hide the balance rule.
    extraConfig: {
      'trade.Spain.ordersPerMinute': '10000',
      'trade.crypto.ordersPerMinute': '10000',
    },
  })
})
afterAll(() => server.close())

let next = 0
async function fundedInvestor(eur: string) {
  next += 1
  const who = await server.investor(`6008${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', eur)
  await server.fund(who.account, 'USD', eur)
  return who
}

describe(`concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 simultaneous buys beyond the balance: only those the balance covers succeed', async () => {
    server.clock.set(OPEN)
    const who = await fundedInvestor('10000.00')
    const { lastPrice } = (await server.call('trade/rules', { code: 'SAN' }, who)).body.data
    const order = {
      code: 'SAN',
      direction: 'long',
      priceType: 'limit',
      price: lastPrice,
      lots: 100,
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.call('trade/buy', order, who)),
    )
    const placed = answers.filter((a) => a.body.status === 1)
    const refused = answers.filter((a) => a.body.status === 0)
    const frozen = (
      await server.call('trade/detail', { orderNo: placed[0]!.body.data.orderNo }, who)
    ).body.data.frozen as string
    const fits = Math.floor(1_000_000 / Number(frozen.replace('.', ''))) // 10 000 € in cents
    expect(placed).toHaveLength(fits)
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['funds.insufficient']))
    const figures = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(figures.available).toBeGreaterThanOrEqual(0n)
  })

  it('20 simultaneous closes of one position: exactly one closes it', async () => {
    server.clock.set(OPEN)
    const who = await fundedInvestor('10000.00')
    const opened = await server.call(
      'trade/buy',
      {
        code: 'SAN',
        direction: 'long',
        priceType: 'market',
        lots: 100,
        businessType: 'dayTrading',
      },
      who,
    )
    expect(opened.body.data.state).toBe('holding')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('trade/close', { orderNo: opened.body.data.orderNo }, who),
      ),
    )
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.body.code === 'order.notHolding')).toHaveLength(19)
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
            if (orderNo) await server.call(`trade/${o.kind}`, { orderNo }, who)
            continue
          }
          const body: Record<string, unknown> = { ...o, priceType: o.kind }
          if (o.kind === 'limit') {
            const { lastPrice } = (await server.call('trade/rules', { code: o.code }, who)).body
              .data
            body.price = (Number(lastPrice) * (1 + o.offset / 100)).toFixed(2)
          }
          const answer = await server.call('trade/buy', body, who)
          expect(answer.http).toBe(200)
          if (answer.body.status === 1) orderNos.push(answer.body.data.orderNo)
        }
        await expectLedgerBalanced(server.db, who.account, 'EUR')
        await expectLedgerBalanced(server.db, who.account, 'USD')
      }),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? 4) },
    )
  })
})
