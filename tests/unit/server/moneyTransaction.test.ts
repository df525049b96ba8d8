import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db/schema.ts'
import { lockBalance, lockBalances } from '../../../server/money/ledger.ts'
import { lockRows, moneyTransaction } from '../../../server/money/transaction.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Decision 0013: balance rows first, in ascending (user, currency) order, then entity rows. */
let server: TestServer
let userId: number
beforeAll(async () => {
  server = await startTestServer()
  await server.investor('600990001')
  const [row] = await server.db.select().from(users).where(eq(users.account, '600990001'))
  userId = row!.id
})
afterAll(() => server.close())

describe('the lock order of a money transaction', () => {
  it('takes balances in order, then entity rows, and may take a locked balance again', async () => {
    await moneyTransaction(server.db, async (tx) => {
      await lockBalances(tx, [
        { userId, currency: 'USD' },
        { userId, currency: 'EUR' },
      ])
      await lockRows(tx, users, eq(users.id, userId))
      await lockBalance(tx, userId, 'EUR')
    })
  })

  it('refuses a balance after an entity row', async () => {
    await expect(
      moneyTransaction(server.db, async (tx) => {
        await lockRows(tx, users, eq(users.id, userId))
        await lockBalance(tx, userId, 'EUR')
      }),
    ).rejects.toThrow(/lock order: balance .*EUR locked after an entity row/)
  })

  it('refuses a balance below one already taken', async () => {
    await expect(
      moneyTransaction(server.db, async (tx) => {
        await lockBalance(tx, userId, 'USD')
        await lockBalance(tx, userId, 'EUR')
      }),
    ).rejects.toThrow(/lock order: balance .*EUR locked after .*USD/)
  })

  it('refuses a lock outside a money transaction', async () => {
    await expect(
      server.db.transaction((tx) => lockBalance(tx, userId, 'EUR').then(() => undefined)),
    ).rejects.toThrow(/outside moneyTransaction/)
    await expect(
      server.db.transaction((tx) =>
        lockRows(tx, users, eq(users.id, userId)).then(() => undefined),
      ),
    ).rejects.toThrow(/outside moneyTransaction/)
  })
})
