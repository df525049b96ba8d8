import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { alertsCall, cancelAlertCall, createAlertCall } from '../../machines/alerts/calls.ts'
import type { AlertTerms } from '../../machines/alerts/priceAlert.ts'
import type { PathFixture } from '../../machines/registry.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { priceAlerts } from '../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The price alert paths against the real server (issue 25): the fixture's alert is set on SAN at
 * the tests' own price of 10.00 (a 52-week alert at the level the fixture names, written to the
 * row: the exchange's own 52-week figures are not the fixture's), each price of the path set and
 * the matcher swept; a cancel goes through alerts/cancel. The stored alert must be where the
 * machine is.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let next = 0
const MACHINES = (['priceAlert'] as const).filter(isSelected)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
}, 60_000)

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('priceAlert-server', Object.assign({}, ...reports.map((report) => report())))
})

async function createAlertSubject(fixture: PathFixture) {
  const terms = fixture.input as AlertTerms
  next += 1
  const who = await server.investor(`6052${String(next).padStart(5, '0')}`)
  server.prices.set('SAN', 10)
  const created = await server.send(
    createAlertCall,
    { code: 'SAN', kind: terms.kind, level: terms.level },
    who,
  )
  expect(created.status).toBe(1)
  const { id } = created.data!
  if (terms.kind === 'high52w' || terms.kind === 'low52w')
    await server.db.update(priceAlerts).set({ level: terms.level }).where(eq(priceAlerts.id, id))
  const alert = async () =>
    (await server.sendOk(alertsCall, { code: 'SAN' }, who)).find((a) => a.id === id)
  return {
    async state() {
      return ((await alert())?.state ?? 'cancelled') as string
    },
    async send(event: ReplayEvent): Promise<number | null> {
      if (event.type === 'alert.cancel')
        return (await server.send(cancelAlertCall, { id }, who)).status
      server.prices.set('SAN', Number(event.price))
      await server.sweep()
      return null
    },
    async after() {
      server.prices.set('SAN', null)
    },
  }
}

for (const machineId of MACHINES) describeServerReplays(machineId, reports, createAlertSubject)

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
