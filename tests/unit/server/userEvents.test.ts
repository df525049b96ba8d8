import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { broadcastCall } from '../../../machines/messages/calls.ts'
import { buyCall, tradeRulesCall } from '../../../machines/order/calls.ts'
import { users } from '../../../server/db/schema.ts'
import { announce } from '../../../server/events/userEvents.ts'
import { moneyTransaction } from '../../../server/money/transaction.ts'
import { MONDAY_10 } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'
import { readUserEvents } from '../../support/userEventReader.ts'

const MONDAY_10_MADRID = MONDAY_10

/**
 * A signed-in app's event stream (issue 24): it hears of its user's new messages and of orders the
 * matcher moved, through LISTEN/NOTIFY (PGlite here, PostgreSQL in the PostgreSQL pass); across
 * server processes in severalProcesses.test.ts.
 */
describe('GET /api/vue/user/events', () => {
  let server: TestServer
  let admin: { token: string }
  beforeAll(async () => {
    server = await startTestServer({ clockStart: MONDAY_10_MADRID })
    admin = await server.admin()
  })
  afterAll(async () => {
    await server.close()
  })
  const open = (who: { token: string; account: string }) =>
    server.app.request('/api/vue/user/events', { headers: who })

  it('asks for a session; a forged or garbled one is refused the same way, never a 5xx', async () => {
    expect((await server.app.request('/api/vue/user/events')).status).toBe(401)
    for (const headers of [
      { token: 'x'.repeat(10_000), account: '600000001' },
      { token: "' or 1=1 --", account: '../../etc/passwd' },
      { token: '%00%ff\u00e9', account: '' },
    ]) {
      const answer = await server.app.request('/api/vue/user/events', { headers })
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ status: 0, code: 'auth.sessionExpired' })
    }
  })

  it('tells a user of their own message, and nobody else of it', async () => {
    const ana = await server.investor('602490001')
    const ben = await server.investor('602490002')
    const anas = readUserEvents(await open(ana))
    const bens = readUserEvents(await open(ben))
    // The stream is open once the server has subscribed: give it a moment before the message.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const coming = anas.next()
    const sent = await server.send(
      broadcastCall,
      { audience: 'account', account: ana.account, title: 'Statement', body: 'Ready.' },
      admin,
    )
    expect(sent.status).toBe(1)
    expect(await coming).toBe('messages')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(bens.topics).toEqual([])
    await anas.stop()
    await bens.stop()
  })

  it('a broadcast to all reaches every open app', async () => {
    const cleo = await server.investor('602490003')
    const cleos = readUserEvents(await open(cleo))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const coming = cleos.next()
    await server.send(broadcastCall, { audience: 'all', title: 'Hi', body: 'All.' }, admin)
    expect(await coming).toBe('messages')
    await cleos.stop()
  })

  it('a change that rolls back is never announced; one that commits is, after its commit', async () => {
    const eve = await server.investor('602490005')
    const [row] = await server.db.select().from(users).where(eq(users.account, eve.account))
    const eves = readUserEvents(await open(eve))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(
      moneyTransaction(server.db, async (tx) => {
        await announce(tx, row!.id, 'messages')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    const coming = eves.next()
    await moneyTransaction(server.db, (tx) => announce(tx, row!.id, 'orders'))
    // The first event heard is the committed one.
    expect(await coming).toBe('orders')
    expect(eves.topics).toEqual(['orders'])
    await eves.stop()
  })

  it('an order the matcher fills is announced to its owner', async () => {
    const dan = await server.investor('602490004')
    await server.fund(dan.account, 'EUR', '100000.00')
    const { lastPrice } = await server.sendOk(tradeRulesCall, { code: 'SAN' }, dan)
    const price = (Number(lastPrice) * 1.02).toFixed(lastPrice!.split('.')[1]?.length ?? 0)
    const placed = await server.send(
      buyCall,
      { code: 'SAN', direction: 'long', priceType: 'limit', price, lots: 100 },
      dan,
    )
    expect(placed.status).toBe(1)
    const dans = readUserEvents(await open(dan))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const coming = dans.next()
    await server.sweep()
    expect(await coming).toBe('orders')
    await dans.stop()
  })
})
