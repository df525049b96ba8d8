import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quantAccountCall, quantTransferCall } from '../../../machines/quant/calls.ts'
import { quantTransfers, users } from '../../../server/db/schema.ts'
import { runQuantArrivals } from '../../../server/quant/arrivals.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { investorFactory, MONDAY_10, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const HOUR = 3_600_000

let server: TestServer
const newInvestor = investorFactory(() => server, '6065')
/** What the runs reached, so the property is seen to have moved money both ways and back. */
const reached = { ins: 0, outs: 0, arrived: 0, refused: 0 }

beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

/** What an investor does, or what time does: move money in or back, let hours pass. */
const op = fc.oneof(
  fc.record({
    kind: fc.constantFrom('in' as const, 'out' as const),
    cents: fc.integer({ min: 1, max: 400_000 }),
  }),
  fc.record({ kind: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 60 }) }),
)
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('the ledger after any sequence of quant transfers and arrivals (issue 20)', () => {
  it('every bucket equals its ledger rows, and the quant account its transfers, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (ops) => {
        server.clock.set(MONDAY_10)
        const who = await newInvestor({ EUR: '5000.00' })
        const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
        for (const step of ops) {
          if (step.kind === 'hours') {
            server.clock.advance(step.hours * HOUR)
            await runQuantArrivals(server)
          } else {
            await server.relogin(who)
            const body = {
              currency: 'EUR' as const,
              direction: step.kind,
              amount: money(step.cents),
            }
            const answer = await server.send(quantTransferCall, body, who)
            expect(answer.http).toBeLessThan(500)
            if (answer.status !== 1) reached.refused++
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
        }
        // The account is what its transfers say: in less out, and out not arrived on its way.
        const rows = await server.db
          .select()
          .from(quantTransfers)
          .where(eq(quantTransfers.userId, user!.id))
        const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
          rows.filter(keep).reduce((total, r) => total + r.amountMinor, 0n)
        const now = server.clock.now()
        for (const r of rows) {
          if (r.direction === 'in') reached.ins++
          else reached.outs++
          if (r.arrivedAt) reached.arrived++
          // Arrived exactly when it was due, never before; still on its way only if not yet due
          // when the job last looked.
          if (r.arrivedAt)
            expect(r.arrivedAt.getTime()).toBeGreaterThanOrEqual(r.arrivesAt!.getTime())
          if (r.state === 'withdrawing' && r.arrivesAt! <= now) {
            // The job has not run since it fell due (the last step was a transfer).
            expect(ops.at(-1)?.kind).not.toBe('hours')
          }
        }
        await server.relogin(who)
        const account = await server.sendOk(quantAccountCall, { currency: 'EUR' }, who)
        const inMinor = sum((r) => r.direction === 'in')
        const outMinor = sum((r) => r.direction === 'out')
        const onTheWay = sum((r) => r.state === 'withdrawing')
        expect(account.available).toBe(money(Number(inMinor - outMinor)))
        expect(account.withdrawing).toBe(money(Number(onTheWay)))
      }),
      { numRuns: 15, seed: 20261125 },
    )
    expect(reached.ins).toBeGreaterThan(0)
    expect(reached.outs).toBeGreaterThan(0)
    expect(reached.arrived).toBeGreaterThan(0)
    expect(reached.refused).toBeGreaterThan(0)
  }, 240_000)
})
