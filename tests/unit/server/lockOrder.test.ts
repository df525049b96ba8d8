import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewDecideCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  channelsCall,
  exchangeCall,
  rechargeCall,
  withdrawCall,
} from '../../../machines/funds/calls.ts'
import { marketDetailCall } from '../../../machines/marketView/calls.ts'
import { buyCall } from '../../../machines/order/calls.ts'
import { orders, users } from '../../../server/db/schema.ts'
import { imageFile } from '../../support/images.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  type Operator,
  reviewQueue,
  startScenarioServer,
  transactionRecords,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'
import { makeWithdrawalReady } from '../../support/withdrawalReady.ts'

/**
 * The documented lock order (balance rows by user and currency, then entity rows; decision 0013)
 * under a race on one account: a deposit approval, a withdrawal decision, an exchange and an
 * order at once. It means most on PostgreSQL (`npm run test:server` with DATABASE_URL, as CI
 * runs it), where a transaction that took an entity row before a balance row deadlocked.
 */
const ROUNDS = 8
let server: TestServer
let admin: Operator

beforeAll(async () => {
  server = await startScenarioServer() // Monday 10:00 in Madrid
  admin = await server.admin()
}, 120_000)
afterAll(() => server.close())

async function pendingId(kind: 'deposit' | 'withdrawal', account: string) {
  const list = await reviewQueue(server, admin, kind, 'pendingReview', { size: 100 })
  return list.find((row) => row.account === account)!.id
}

describe('one account raced by the back office and its owner', () => {
  it(`${ROUNDS} rounds of deposit approval, withdrawal decision, exchange and order: no deadlock, no 5xx`, async () => {
    const who = await server.investor('600980001')
    const methodId = await makeWithdrawalReady(server, who)
    await server.fund(who.account, 'EUR', '20000.00')
    const channel = (await server.sendOk(channelsCall, { type: 'Spain' }, who))[0]!
    const price = (await server.sendOk(marketDetailCall, { code: 'SAN' }, who)).price
    for (let round = 0; round < ROUNDS; round++) {
      const deposit = await server.sendForm(
        rechargeCall,
        { channelId: String(channel.id), amount: '100.00', proof: imageFile() },
        who,
      )
      expect(deposit.status).toBe(1)
      const withdrawal = await server.send(
        withdrawCall,
        { type: 'Spain', amount: '100.00', fundPassword: '135790', methodId },
        who,
      )
      expect(withdrawal.status).toBe(1)
      const [depositId, withdrawalId] = [
        await pendingId('deposit', who.account),
        await pendingId('withdrawal', who.account),
      ]
      const answers = await Promise.all([
        server.send(
          reviewDecideCall,
          { kind: 'deposit', id: depositId, decision: 'approve' },
          admin,
        ),
        server.send(
          reviewDecideCall,
          {
            kind: 'withdrawal',
            id: withdrawalId,
            decision: round % 2 ? 'approve' : 'reject',
            reason: 'race',
          },
          admin,
        ),
        server.send(exchangeCall, { from: 'EUR', to: 'USD', amount: '10.00' }, who),
        server.send(
          buyCall,
          { code: 'SAN', direction: 'long', priceType: 'limit', price, lots: 10, leverage: 1 },
          who,
        ),
      ])
      for (const answer of answers) {
        expect(answer.http, answer.text).toBe(200)
        expect(answer.code ?? null, answer.text).not.toBe('funds.busy')
      }
      expect(answers.slice(0, 3).map((a) => a.status)).toEqual([1, 1, 1])
    }
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    await expectLedgerBalanced(server.db, who.account, 'USD')
  }, 240_000)

  it('one requestId sent 30 times at once to trade/buy places one filled order, answered 30 times', async () => {
    const who = await server.investor('600980003')
    await server.fund(who.account, 'EUR', '100000.00')
    const body: RequestOf<typeof buyCall> = {
      code: 'SAN',
      direction: 'long',
      priceType: 'market',
      lots: 100,
      requestId: 'buy-race-1',
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => server.send(buyCall, body, who)),
    )
    expect(answers.map((a) => a.http)).toEqual(Array(30).fill(200))
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(1))
    expect(new Set(answers.map((a) => a.data!.orderNo)).size).toBe(1)
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    const placed = await server.db.select().from(orders).where(eq(orders.userId, user!.id))
    expect(placed).toHaveLength(1)
    expect(placed[0]!.state).toBe('locked')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('one requestId sent 30 times at once to funds/exchange makes one exchange, answered 30 times', async () => {
    const who = await server.investor('600980002')
    await server.fund(who.account, 'EUR', '1000.00')
    const body: RequestOf<typeof exchangeCall> = {
      from: 'EUR',
      to: 'USD',
      amount: '10.00',
      requestId: 'exchange-race-1',
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => server.send(exchangeCall, body, who)),
    )
    expect(answers.map((a) => a.http)).toEqual(Array(30).fill(200))
    expect(new Set(answers.map((a) => a.data?.orderNo)).size).toBe(1)
    const trades = await transactionRecords(server, who, 'trade', { size: 100 })
    // One exchange event, its two legs (out of EUR, into USD): nothing written twice.
    const exchanges = trades.list.filter((r) => r.kind === 'exchange')
    expect(exchanges).toHaveLength(1)
    expect(exchanges[0]!.legs.map((l) => l.currency)).toEqual(['EUR', 'USD'])
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
