import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, it } from 'vitest'
import type { AnyCall, RequestOf } from '../../machines/contract/call.ts'
import {
  planCloseCall,
  planContributeCall,
  planCreateCall,
  planEditCall,
  planPauseCall,
  planRebalanceCall,
  planResumeCall,
  planSellCall,
} from '../../machines/plans/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { planRuns, plans } from '../../server/db/schema.ts'
import { runPlans } from '../../server/plans/planJob.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * Savings plans' two lifecycles (issue 52), their generated paths replayed against the server:
 * the investor's calls move a plan (at an open market, so each run fills at once; its closing sale
 * asked for on a Saturday, so it waits and the job closes the plan at Monday's open); the plan job
 * moves a run (it waits before the open, fills after it — with one instrument halted where the path
 * keeps a slice as cash — or is skipped when the balance falls short).
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const SATURDAY_10 = new Date('2026-11-28T09:00:00Z')
const MONDAY_NEXT_10 = new Date('2026-11-30T09:00:00Z')
/** Tuesday 24 November before the Madrid open, and at 10:00. */
const TUESDAY_0700 = new Date('2026-11-24T06:00:00Z')
const TUESDAY_10 = new Date('2026-11-24T09:00:00Z')
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let next = 0

const MACHINES = (['plan', 'planRun'] as const).filter(isSelected)

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
  writeCoveragePart('plans-server', Object.assign({}, ...reports.map((report) => report())))
})

type Who = { token: string; account: string }

async function asUser<C extends AnyCall>(who: Who, call: C, body: RequestOf<C>) {
  await server.relogin(who)
  return (await server.send(call, body, who)).status
}

const PIE: RequestOf<typeof planCreateCall> = {
  name: 'Replayed',
  slices: [
    { code: 'VWCE', weight: '60' },
    { code: 'SXRT', weight: '40' },
  ],
  amount: '50.00',
  schedule: 'weekly',
  runDay: 2,
  dividendPolicy: 'reinvest',
}

async function investor(money: string) {
  next += 1
  server.clock.set(MONDAY_10)
  server.prices.set('VWCE', 100)
  server.prices.set('SXRT', 200)
  const who = await server.investor(`6052${String(next).padStart(5, '0')}`)
  if (money !== '0') await server.fund(who.account, 'EUR', money)
  return who
}

/** A plan with holdings (so a sale has something to sell), driven by its investor's calls. */
async function createPlanSubject() {
  const who = await investor('10000.00')
  const { id } = await server.sendOk(planCreateCall, PIE, who)
  await server.sendOk(planContributeCall, { id, amount: '100.00' }, who)
  const state = async () => (await server.db.select().from(plans).where(eq(plans.id, id)))[0]!.state
  return {
    state,
    async send(event: ReplayEvent): Promise<number | null> {
      server.clock.set(MONDAY_10)
      switch (event.type) {
        case 'plan.pause':
          return asUser(who, planPauseCall, { id })
        case 'plan.resume':
          return asUser(who, planResumeCall, { id })
        case 'plan.edit':
          return asUser(who, planEditCall, { id, ...PIE, name: 'Replayed, edited' })
        case 'plan.contribute':
          return asUser(who, planContributeCall, { id, amount: '20.00' })
        case 'plan.rebalance':
          return asUser(who, planRebalanceCall, { id })
        case 'plan.sell':
          return asUser(who, planSellCall, { id, percent: 10 })
        case 'plan.close':
          // On a Saturday: the closing sale waits for the market, the plan is closing meanwhile.
          server.clock.set(SATURDAY_10)
          return asUser(who, planCloseCall, { id })
        case 'plan.closed':
          server.clock.set(MONDAY_NEXT_10)
          await runPlans(server)
          return null
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
    after: () => expectLedgerBalanced(server.db, who.account, 'EUR'),
  }
}

/** A scheduled run written by the job before Tuesday's open, moved by the job alone. */
async function createRunSubject() {
  const who = await investor('0')
  const { id } = await server.sendOk(planCreateCall, PIE, who)
  server.clock.set(TUESDAY_0700)
  await runPlans(server)
  const [run] = await server.db.select().from(planRuns).where(eq(planRuns.planId, id))
  if (!run) throw new Error('the job wrote no run')
  const state = async () =>
    (await server.db.select().from(planRuns).where(eq(planRuns.id, run.id)))[0]!.state
  return {
    state,
    async send(event: ReplayEvent, accepted: boolean): Promise<number | null> {
      switch (event.type) {
        case 'run.wait':
          server.clock.set(TUESDAY_0700)
          break
        case 'run.execute':
          server.clock.set(TUESDAY_10)
          if (accepted) await server.fund(who.account, 'EUR', '50.00')
          if (accepted && Number(event.held) > 0) server.prices.set('SXRT', 0)
          break
        case 'run.skip':
          // Nothing funded: the balance cannot pay the 50 € due.
          server.clock.set(TUESDAY_10)
          break
        default:
          throw new Error(`no driver for ${event.type}`)
      }
      await runPlans(server)
      server.prices.set('SXRT', 200)
      return null
    },
    after: () => expectLedgerBalanced(server.db, who.account, 'EUR'),
  }
}

for (const machineId of MACHINES)
  describeServerReplays(
    machineId,
    reports,
    machineId === 'plan' ? createPlanSubject : createRunSubject,
  )

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
