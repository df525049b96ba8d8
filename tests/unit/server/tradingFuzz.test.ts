import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEnvelope } from '../../support/envelope.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { MONDAY_0930 } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Whatever a signed-in client sends to the trading calls, the answer is an envelope (never a 5xx
 * or a stack trace), and the ledger stays balanced: no half-written change of money.
 */
let server: TestServer
let who: { token: string; account: string }
beforeAll(async () => {
  // Monday 09:30 in Madrid, so that well-formed orders get past the trading-hours rule too.
  server = await startTestServer({
    clockStart: MONDAY_0930,
    extraConfig: {
      'trade.Spain.ordersPerMinute': '10000',
      'trade.crypto.ordersPerMinute': '10000',
    },
  })
  who = await server.investor('600000951')
  await server.fund(who.account, 'EUR', '20000.00')
  await server.fund(who.account, 'USD', '20000.00')
})
afterAll(() => server.close())

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('SAN', 'IBEX', 'XRP/USD', 'long', 'short', 'market', 'limit', 'dayTrading'),
  fc.constantFrom('block', 'holdings', 'ended', 'Spain', 'usd', '0', '-1', '1e9', '8.5', '.'),
  fc.integer({ min: -5, max: 5000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
)
const body = fc.dictionary(
  fc.constantFrom(
    'code',
    'direction',
    'priceType',
    'price',
    'lots',
    'leverage',
    'businessType',
    'productId',
    'requestId',
    'orderNo',
    'type',
    'tab',
    'page',
    'size',
  ),
  value,
)
const PATHS = [
  'trade/buy',
  'trade/close',
  'trade/cancel',
  'trade/orders',
  'trade/detail',
  'trade/rules',
  'trade/userstocklist',
  'trade/blockProducts',
]

describe('trading calls under fuzzing', () => {
  it('answer every body with an envelope and leave the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, async (path, sent) => {
        expectEnvelope(await server.callRaw(path, sent, who))
      }),
      { numRuns: 400 },
    )
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })

  it('answers well-shaped orders with odd values the same way, placing only what passes the gate', async () => {
    const order = fc.record({
      code: fc.constantFrom('SAN', 'BBVA', 'XRP/USD', 'HLZ', 'IBEX', 'GIGA'),
      direction: fc.constantFrom('long', 'short'),
      priceType: fc.constantFrom('market', 'limit'),
      price: fc.oneof(
        fc.constantFrom('0', '0.00', '7.5', '8', '9999', '1e3', '-1', '', ' ', '7,5'),
        fc.string({ maxLength: 24 }),
      ),
      lots: fc.oneof(
        fc.integer({ min: 0, max: 3_000 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
      ),
      leverage: fc.constantFrom(1, 2, 3, 5, 10, 50),
      businessType: fc.constantFrom('normal', 'dayTrading', 'block'),
    })
    let placed = 0
    await fc.assert(
      fc.asyncProperty(order, async (sent) => {
        const { http, body: answer } = await server.callRaw('trade/buy', sent, who)
        expect(http).toBe(200)
        if (answer.status === 1) placed += 1
        else expect(typeof answer.code).toBe('string')
      }),
      { numRuns: 300 },
    )
    expect(placed).toBeGreaterThan(0)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    await expectLedgerBalanced(server.db, who.account, 'USD')
  })
})
