import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, it } from 'vitest'
import type { AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { followBuyCall, followRedeemCall } from '../../machines/follow/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { followProducts, follows } from '../../server/db/schema.ts'
import { settleFollows } from '../../server/follow/settlement.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The follow lifecycle's generated paths, replayed against the real server: each path follows a
 * fund of its own (made with its deadline, lock and end ahead of the clock), the user's calls and
 * the server's daily job produce each event (the clock moved past the lock or the end where the
 * event says so), and the stored state must be the machine's after every step.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const DAY = 86_400_000
const MINUTE = 60_000
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let next = 0

const MACHINES = (['follow'] as const).filter(isSelected)

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
  writeCoveragePart('follow-server', Object.assign({}, ...reports.map((report) => report())))
})

type Who = { token: string; account: string }
type Ev = ReplayEvent

/** A fund of the path's own: open to follow for a day, locked for ten, ended after twenty. */
async function newFund() {
  const now = server.clock.now().getTime()
  const [row] = await server.db
    .insert(followProducts)
    .values({
      name: `Path fund ${next}`,
      currency: 'EUR',
      rule: { kind: 'basket', weights: [{ code: 'SAN', weight: 1 }] },
      cycleDays: 5,
      startDay: '2026-06-01',
      expectedReturn: '0.05',
      targetReturn: '0.10',
      serviceFeeRate: '0.02',
      performanceFeeRate: '0.18',
      fundSizeMinor: 100_000_000n,
      minAmountMinor: 10_000n,
      deadlineAt: new Date(now + DAY),
      lockUntil: new Date(now + 10 * DAY),
      endsAt: new Date(now + 20 * DAY),
      createdAt: new Date(now),
    })
    .returning()
  return row!
}

/** A call as the user, logged in again first (moving the clock days ahead idles sessions out). */
async function asUser<C extends AnyCall>(who: Who, call: C, body: RequestOf<C>) {
  await server.relogin(who)
  return (await server.send(call, body, who)).status
}

async function createFollowSubject() {
  next += 1
  const who = await server.investor(`6040${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '20000.00')
  const fund = await newFund()
  const row = async () =>
    (await server.db.select().from(follows).where(eq(follows.productId, fund.id)))[0]
  return {
    who,
    state: async () => (await row())?.state ?? 'toFollow',
    /** The API's status for a call, or null for the server's own job (it answers nobody). */
    async send(event: Ev, accepted: boolean): Promise<number | null> {
      const current = await row()
      switch (event.type) {
        case 'follow.start':
          // A follow that exists is not made again: another would be another entity.
          if (current && !accepted) return null
          return asUser(who, followBuyCall, { id: fund.id, amount: '1000.00' })
        case 'follow.settleDay':
          if (accepted) server.clock.advance(DAY)
          await settleFollows(server)
          return null
        case 'follow.unlock':
          if (accepted) server.clock.set(new Date(fund.lockUntil.getTime() + MINUTE))
          await settleFollows(server)
          return null
        case 'follow.end':
          if (accepted) server.clock.set(new Date(fund.endsAt.getTime() + MINUTE))
          await settleFollows(server)
          return null
        case 'follow.redeem':
          return asUser(who, followRedeemCall, { followNo: current?.followNo ?? 'F-none' })
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
  }
}

for (const machineId of MACHINES) {
  describeServerReplays(machineId, reports, async () => {
    const subject = await createFollowSubject()
    return {
      ...subject,
      after: () => expectLedgerBalanced(server.db, subject.who.account, 'EUR'),
    }
  })
}

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
