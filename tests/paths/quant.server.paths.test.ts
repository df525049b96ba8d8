import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, it } from 'vitest'
import type { AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { quantTransferCall } from '../../machines/quant/calls.ts'
import { quantAllocateCall, quantStopCall } from '../../machines/quant/strategyCalls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { quantAllocations, quantStrategies, quantTransfers, users } from '../../server/db/schema.ts'
import { runQuantArrivals } from '../../server/quant/arrivals.ts'
import { runStrategies } from '../../server/quant/strategyJob.ts'
import { sweepOrders } from '../../server/trading/matcher.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The quant account's lifecycles' generated paths, replayed against the real server. Transfers:
 * the user's transfer call makes each (in, or out of money moved in first), the arrival job moves
 * money out on (the clock set past its arrival). Allocations: the user's calls allocate to a
 * strategy that always holds Santander and stop it (in the evening, so its position waits for
 * Madrid's next session), the strategy job rebalances a trading day later and settles once the
 * matcher has closed the position. The stored state must be the machine's after every step.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const MINUTE = 60_000
const DAY = 86_400_000
const HOUR = 3_600_000
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let next = 0

const MACHINES = (['quantTransfer', 'quantAllocation'] as const).filter(isSelected)
/** A strategy whose rule always holds Santander: what it does is known in advance. */
let santander = 0

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  const [row] = await server.db
    .insert(quantStrategies)
    .values({
      name: 'Santander basket (paths)',
      currency: 'EUR',
      rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 0.8 }] },
      cycleDays: 1,
      minAmountMinor: 10_000n,
      createdAt: MONDAY_10,
    })
    .returning()
  santander = row!.id
}, 60_000)

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('quant-server', Object.assign({}, ...reports.map((report) => report())))
})

type Who = { token: string; account: string }

async function asUser<C extends AnyCall>(who: Who, call: C, body: RequestOf<C>) {
  await server.relogin(who)
  return (await server.send(call, body, who)).status
}

async function createTransferSubject() {
  next += 1
  server.clock.set(MONDAY_10)
  const who = await server.investor(`6045${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '5000.00')
  const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
  // The money a transfer out takes, moved in beforehand (not the path's transfer).
  await asUser(who, quantTransferCall, { currency: 'EUR', direction: 'in', amount: '1000.00' })
  const row = async () =>
    (
      await server.db
        .select()
        .from(quantTransfers)
        .where(eq(quantTransfers.userId, user!.id))
        .orderBy(quantTransfers.id)
    )[1]
  const transfer = (direction: 'in' | 'out') =>
    asUser(who, quantTransferCall, { currency: 'EUR', direction, amount: '100.00' })
  return {
    state: async () => (await row())?.state ?? 'toTransfer',
    async send(event: ReplayEvent, accepted: boolean): Promise<number | null> {
      const current = await row()
      switch (event.type) {
        case 'transfer.in':
        case 'transfer.out':
          // A transfer that exists is not made again: another would be another entity.
          if (current && !accepted) return null
          return transfer(event.type === 'transfer.in' ? 'in' : 'out')
        case 'transfer.arrive':
          if (accepted && current?.arrivesAt)
            server.clock.set(new Date(current.arrivesAt.getTime() + MINUTE))
          await runQuantArrivals(server)
          return null
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
    after: () => expectLedgerBalanced(server.db, who.account, 'EUR'),
  }
}

async function createAllocationSubject() {
  next += 1
  server.clock.set(MONDAY_10)
  const who = await server.investor(`6045${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '5000.00')
  await asUser(who, quantTransferCall, { currency: 'EUR', direction: 'in', amount: '2000.00' })
  const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
  const row = async () =>
    (
      await server.db.select().from(quantAllocations).where(eq(quantAllocations.userId, user!.id))
    )[0]
  return {
    state: async () => (await row())?.state ?? 'toAllocate',
    async send(event: ReplayEvent, accepted: boolean): Promise<number | null> {
      const current = await row()
      switch (event.type) {
        case 'allocation.start':
          // An allocation that exists is not made again: another would be another entity.
          if (current && !accepted) return null
          return asUser(who, quantAllocateCall, { strategyId: santander, amount: '1000.00' })
        case 'allocation.rebalance':
          // A trading day later, the rule decides again on Monday's close.
          if (accepted) server.clock.advance(DAY)
          await runStrategies(server)
          return null
        case 'allocation.stop':
          // In the evening: Madrid is shut, so the position waits for its next session.
          if (accepted) server.clock.advance(10 * HOUR)
          return asUser(who, quantStopCall, { allocationNo: current?.allocationNo ?? 'A-none' })
        case 'allocation.settle':
          if (accepted) server.clock.advance(14 * HOUR)
          await sweepOrders(server)
          await runStrategies(server)
          return null
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
    after: () => expectLedgerBalanced(server.db, who.account, 'EUR'),
  }
}

for (const machineId of MACHINES)
  describeServerReplays(
    machineId,
    reports,
    machineId === 'quantAllocation' ? createAllocationSubject : createTransferSubject,
  )

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
