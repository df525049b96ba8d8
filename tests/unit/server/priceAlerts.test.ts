import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertsCall, cancelAlertCall, createAlertCall } from '../../../machines/alerts/calls.ts'
import { MAX_ACTIVE_ALERTS } from '../../../machines/alerts/priceAlert.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { messages, priceAlerts, users } from '../../../server/db/schema.ts'
import {
  investorFactory,
  MONDAY_0930,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Price alerts (issue 25, decision 0051) through the API and the matcher's alert sweep, at
 * prices the test sets: each kind fires once, at the price that reached it, with a message; a
 * removed alert never fires; the rules of the form are the server's too.
 */
const OPEN = MONDAY_0930

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({ clockStart: OPEN })
}, 60_000)
afterAll(() => server?.close())

const newInvestor = investorFactory(() => server, '6051')
async function investor() {
  const who = await newInvestor()
  server.prices.set('SAN', 10)
  return who
}

/** An alert on Santander unless it names another code. */
type Alert = Omit<RequestOf<typeof createAlertCall>, 'code'> & { code?: string }
const create = (who: Who, alert: Alert) =>
  server.send(createAlertCall, { code: 'SAN', ...alert }, who)

async function created(who: Who, alert: Alert) {
  const answer = await create(who, alert)
  expect(answer, JSON.stringify(alert)).toMatchObject({ status: 1 })
  return answer.data!
}

async function at(price: number) {
  server.prices.set('SAN', price)
  await server.sweep()
}

async function inbox(who: Who) {
  const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
  return server.db.select().from(messages).where(eq(messages.userId, user!.id))
}

const list = (who: Who) => server.sendOk(alertsCall, {}, who)

describe('price alerts', () => {
  it('fire once each, at the price that reached them, with a message', async () => {
    const who = await investor()
    const above = await created(who, { kind: 'above', level: '10.50' })
    const below = await created(who, { kind: 'below', level: '9.50' })
    const move = await created(who, { kind: 'move', level: '8' })
    expect(move).toMatchObject({ reference: '10.000', level: '8' })
    await at(10.4)
    expect((await list(who)).every((a) => a.state === 'active')).toBe(true)
    await at(10.6)
    await at(10.9)
    await at(9.2)
    const alerts = await list(who)
    const byId = (id: number) => alerts.find((a: { id: number }) => a.id === id)
    expect(byId(above.id)).toMatchObject({ state: 'fired', firedPrice: '10.600' })
    expect(byId(move.id)).toMatchObject({ state: 'fired', firedPrice: '10.900' })
    expect(byId(below.id)).toMatchObject({ state: 'fired', firedPrice: '9.200' })
    const fired = (await inbox(who)).filter((m) => m.kind === 'alert.fired')
    expect(fired).toHaveLength(3)
    expect(fired.map((m) => m.params?.reason).sort()).toEqual(['above', 'below', 'move'])
    // Fired means told once: more prices past the level tell nothing more.
    await at(11)
    expect((await inbox(who)).filter((m) => m.kind === 'alert.fired')).toHaveLength(3)
  })

  it('a 52-week alert fires on a new high beyond the one when it was set', async () => {
    const who = await investor()
    const high = await created(who, { kind: 'high52w' })
    const level = Number(high.level)
    expect(level).toBeGreaterThan(0)
    await at(level)
    expect((await list(who))[0]).toMatchObject({ state: 'active' })
    await at(level * 1.01)
    expect((await list(who))[0]).toMatchObject({ state: 'fired' })
  })

  it('refuses what would fire at once, a level that is no price, and a removed alert never fires', async () => {
    const who = await investor()
    const refusals = [
      [{ kind: 'above', level: '9.90' }, 'alert.alreadyReached'],
      [{ kind: 'below', level: '10' }, 'alert.alreadyReached'],
      [{ kind: 'above', level: '0' }, 'alert.levelInvalid'],
      [{ kind: 'move', level: '101' }, 'alert.levelInvalid'],
      [{ kind: 'above', level: '1\u0000' }, 'common.invalid'],
      [{ kind: 'above', level: '11', code: 'NOPE' }, 'market.unknownInstrument'],
    ] as const
    for (const [alert, code] of refusals)
      expect(await create(who, alert), JSON.stringify(alert)).toMatchObject({
        status: 0,
        code,
      })
    expect(await list(who)).toEqual([])
    const alert = await created(who, { kind: 'above', level: '11', requestId: 'a-1' })
    // The same request again answers the same alert.
    expect((await create(who, { kind: 'above', level: '11', requestId: 'a-1' })).data!.id).toBe(
      alert.id,
    )
    const removed = await server.send(cancelAlertCall, { id: alert.id }, who)
    expect(removed).toMatchObject({ status: 1, data: { state: 'cancelled' } })
    expect((await server.send(cancelAlertCall, { id: alert.id }, who)).code).toBe('alert.notActive')
    const stranger = await investor()
    expect((await server.send(cancelAlertCall, { id: alert.id }, stranger)).code).toBe(
      'alert.missing',
    )
    await at(12)
    expect((await inbox(who)).filter((m) => m.kind === 'alert.fired')).toHaveLength(0)
  })

  it('keeps at most the allowed number of active alerts', async () => {
    const who = await investor()
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    await server.db.insert(priceAlerts).values(
      Array.from({ length: MAX_ACTIVE_ALERTS }, () => ({
        userId: user!.id,
        code: 'SAN',
        name: 'Santander',
        currency: 'EUR',
        kind: 'above' as const,
        level: '99',
        reference: '10',
        createdAt: OPEN,
      })),
    )
    expect(await create(who, { kind: 'above', level: '20' })).toMatchObject({
      status: 0,
      code: 'alert.tooMany',
      msg: `You can keep at most ${MAX_ACTIVE_ALERTS} active price alerts. Remove one first.`,
    })
  })
})
