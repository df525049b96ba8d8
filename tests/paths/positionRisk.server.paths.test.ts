import { afterAll, beforeAll, expect, it } from 'vitest'
import { buyCall, orderDetailCall } from '../../machines/order/calls.ts'
import type { PositionRiskContext } from '../../machines/order/positionRisk.ts'
import type { PathFixture } from '../../machines/registry.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The margin call and close-out paths, replayed against the real server (issue 25): the path's
 * position is opened at 10.00 (the tests' own price for SAN), each price of the path is set and
 * the matcher's sweep run, and the stored position must be where the machine is: covered, under
 * a margin call, or closed out.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let next = 0

const MACHINES = (['positionRisk'] as const).filter(isSelected)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000' },
  })
}, 60_000)

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('positionRisk-server', Object.assign({}, ...reports.map((report) => report())))
})

async function createRiskSubject(fixture: PathFixture) {
  const { exposure } = fixture.input as PositionRiskContext
  next += 1
  server.clock.set(MONDAY_10)
  const who = await server.investor(`6047${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '10000.00')
  server.prices.set('SAN', 10)
  const placed = await server.send(
    buyCall,
    {
      code: 'SAN',
      direction: exposure.direction,
      priceType: 'market',
      lots: exposure.lots,
      leverage: exposure.leverage,
    },
    who,
  )
  expect(placed.status).toBe(1)
  const { orderNo } = placed.data!
  const position = () => server.sendOk(orderDetailCall, { orderNo }, who)
  // The position is the fixture's: what the machine decides on is what the server stored.
  expect(await position()).toMatchObject({ amount: exposure.amount, margin: exposure.margin })
  return {
    async state() {
      const p = await position()
      if (p.state === 'closed') return p.closeReason === 'closeOut' ? 'closedOut' : p.state
      return p.marginCall ? 'marginCall' : 'covered'
    },
    async send(event: ReplayEvent): Promise<number | null> {
      if (event.type !== 'risk.price') throw new Error(`no driver for ${event.type}`)
      server.prices.set('SAN', Number(event.price))
      await server.sweep()
      return null
    },
    async after() {
      server.prices.set('SAN', null)
      await expectLedgerBalanced(server.db, who.account, 'EUR')
    },
  }
}

for (const machineId of MACHINES) describeServerReplays(machineId, reports, createRiskSubject)

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
