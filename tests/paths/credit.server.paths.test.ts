import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  ipoAllotCall,
  ipoAnnounceCall,
  ipoSaveCall,
  reviewDecideCall,
} from '../../machines/backOffice/calls.ts'
import { loanActivateCall, loanBorrowCall, loanRepayCall } from '../../machines/credit/calls.ts'
import { ipoPayCall, ipoSubscribeCall, ipoWaiveCall } from '../../machines/ipo/calls.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { ipoSubscriptions, loans, users } from '../../server/db/schema.ts'
import { productForm } from '../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The subscription and loan lifecycles' generated paths, replayed against the real server
 * through the HTTP API: each path starts a fresh subscription (to a placement of its own, so the
 * back office decides the allotment the path asks for) or a fresh loan, the user or the back
 * office produces each event, and the stored state must be the machine's after every step.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const MINUTE = 60_000
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let admin: { token: string }
let next = 0

const MACHINES = (['subscription', 'loan'] as const).filter(isSelected)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  admin = await server.admin()
})

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('credit-server', Object.assign({}, ...reports.map((report) => report())))
})

type Who = { token: string; account: string }
async function newInvestor(): Promise<Who> {
  next += 1
  return server.investor(`6030${String(next).padStart(5, '0')}`)
}

/** How a lifecycle's entity is made, read back and moved through the API, one event at a time. */
interface Driver {
  create(): Promise<{
    who: Who
    state(): Promise<string>
    send(event: Ev, accepted: boolean): Promise<number | null>
  }>
}
type Ev = ReplayEvent

const subscriptionDriver: Driver = {
  async create() {
    const who = await newInvestor()
    await server.fund(who.account, 'EUR', '20000.00')
    const saved = await server.send(
      ipoSaveCall,
      productForm(server.clock.now().getTime(), {
        kind: 'placement',
        code: `P${next}`,
        name: `Path placement ${next}`,
        winningRate: '100',
        waivePercent: '1',
      }),
      admin,
    )
    expect(saved.status).toBe(1)
    const productId = saved.data!.id
    const row = async () =>
      (
        await server.db
          .select()
          .from(ipoSubscriptions)
          .where(eq(ipoSubscriptions.productId, productId))
      )[0]
    return {
      who,
      state: async () => (await row())?.state ?? 'toSubscribe',
      async send(event, accepted) {
        const current = await row()
        const no = current?.subscriptionNo ?? 'S-none'
        switch (event.type) {
          case 'ipo.subscribe':
            // A subscription that has ended is not submitted again: a new one would be another entity.
            if (
              current &&
              !accepted &&
              ['paid', 'waived', 'rejected', 'fundsReturned'].includes(current.state)
            )
              return null
            return (await server.send(ipoSubscribeCall, { id: productId, quantity: '10000' }, who))
              .status
          case 'ipo.drawWon':
          case 'ipo.drawLost': {
            // The allotment runs once the application period is over.
            if (accepted) server.clock.advance(2 * MINUTE)
            const allotments = event.type === 'ipo.drawWon' ? { [no]: event.shares as number } : {}
            return (await server.send(ipoAllotCall, { id: productId, allotments }, admin)).status
          }
          case 'ipo.announce':
            return (await server.send(ipoAnnounceCall, { id: productId }, admin)).status
          case 'ipo.pay':
          case 'ipo.waive':
            return (
              await server.send(
                event.type === 'ipo.pay' ? ipoPayCall : ipoWaiveCall,
                { subscriptionNo: no },
                who,
              )
            ).status
          case 'ipo.reject': {
            const decided = await server.send(
              reviewDecideCall,
              {
                kind: 'subscription',
                id: current?.id ?? 999_999,
                decision: 'reject',
                reason: event.reason as string | undefined,
              },
              admin,
            )
            return decided.status
          }
          default:
            throw new Error(`no driver for ${event.type}`)
        }
      },
    }
  },
}

const loanDriver: Driver = {
  async create() {
    const who = await newInvestor()
    await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
    await server.fund(who.account, 'EUR', '2500.00')
    expect((await server.send(loanActivateCall, {}, who)).status).toBe(1)
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    const row = async () =>
      (await server.db.select().from(loans).where(eq(loans.userId, user!.id)))[0]
    return {
      who,
      state: async () => (await row())?.state ?? 'requested',
      async send(event, accepted) {
        const current = await row()
        switch (event.type) {
          case 'loan.submit':
            // A loan that has ended is not submitted again: a new request would be another loan.
            if (current && !accepted && ['repaid', 'rejected'].includes(current.state)) return null
            return (await server.send(loanBorrowCall, { amount: '500' }, who)).status
          case 'loan.approve':
          case 'loan.reject':
            return (
              await server.send(
                reviewDecideCall,
                {
                  kind: 'loan',
                  id: current?.id ?? 999_999,
                  decision: event.type === 'loan.approve' ? 'approve' : 'reject',
                  reason: event.reason as string | undefined,
                },
                admin,
              )
            ).status
          case 'loan.repay': {
            // The path's amount says "all", "part" or "more" of what its event says is owed; the
            // server is asked the same of what this loan really owes.
            const owed = current?.outstandingMinor ?? 0n
            const asked = Number(event.amount)
            const said = Number(event.outstanding)
            const minor = asked === said ? owed : asked < said ? owed / 2n : owed + 1n
            const amount = minorToDecimal(minor > 0n ? minor : 1n)
            return (
              await server.send(loanRepayCall, { loanNo: current?.loanNo ?? 'L-none', amount }, who)
            ).status
          }
          default:
            throw new Error(`no driver for ${event.type}`)
        }
      },
    }
  },
}

const drivers = { subscription: subscriptionDriver, loan: loanDriver }

for (const machineId of MACHINES) {
  describeServerReplays(machineId, reports, async () => {
    const subject = await drivers[machineId].create()
    return {
      ...subject,
      after: () => expectLedgerBalanced(server.db, subject.who.account, 'EUR'),
    }
  })
}

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
