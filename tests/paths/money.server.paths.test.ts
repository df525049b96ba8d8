import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { realnameCall } from '../../machines/account/calls.ts'
import { reviewDecideCall } from '../../machines/backOffice/calls.ts'
import { channelsCall, rechargeCall, withdrawCall } from '../../machines/funds/calls.ts'
import { getMachineEntry } from '../../machines/index.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { deposits, kycSubmissions, users, withdrawals } from '../../server/db/schema.ts'
import { imageFile } from '../support/images.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { makeWithdrawalReady } from '../support/withdrawalReady.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { coverageRecorder, generatePaths, pathOutcomes, serverCoverage } from './graph.ts'
import { amountBetween, isSelected, pathSeed, seededRandom } from './selection.ts'

/**
 * The money lifecycles' generated paths, replayed against the real server through the HTTP API:
 * each path starts a fresh deposit, withdrawal or real-name submission, the back office (or the
 * user) produces each event, and the stored state must be the machine's state after every step.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let admin: { token: string }
let next = 0

const MACHINES = (['deposit', 'withdrawal', 'kyc'] as const).filter(isSelected)
/** Amounts (and so balances) vary with the run's seed: `npm run test:paths -- --seed N`. */
const random = seededRandom(pathSeed)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  admin = await server.admin()
})

/** Each lifecycle's coverage, read once its paths have run. */
const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('money-server', Object.assign({}, ...reports.map((report) => report())))
})

async function newInvestor() {
  next += 1
  return server.investor(`6010${String(next).padStart(5, '0')}`)
}

async function userId(account: string) {
  const [user] = await server.db.select().from(users).where(eq(users.account, account))
  return user!.id
}

/** How each lifecycle's entity is made, read back and moved, through the API. */
interface Driver {
  create(): Promise<{ who: { token: string; account: string }; id: () => Promise<number> }>
  state(id: number): Promise<string>
  kind: 'deposit' | 'withdrawal' | 'realname'
}

const decisionOf = (event: EventObject) => event.type.split('.')[1] as 'approve' | 'reject' | 'pay'

const drivers: Record<'deposit' | 'withdrawal' | 'kyc', Driver> = {
  deposit: {
    kind: 'deposit',
    async create() {
      const who = await newInvestor()
      const channel = (await server.sendOk(channelsCall, { type: 'Spain' }, who))[0]!
      const sent = await server.sendForm(
        rechargeCall,
        {
          channelId: String(channel.id),
          amount: amountBetween(random, 100, 5000),
          proof: imageFile(),
        },
        who,
      )
      expect(sent.status).toBe(1)
      const [row] = await server.db
        .select()
        .from(deposits)
        .where(eq(deposits.orderNo, sent.data!.orderNo))
      return { who, id: async () => row!.id }
    },
    async state(id) {
      const [row] = await server.db.select().from(deposits).where(eq(deposits.id, id))
      return row!.state
    },
  },
  withdrawal: {
    kind: 'withdrawal',
    async create() {
      const who = await newInvestor()
      const methodId = await makeWithdrawalReady(server, who)
      await server.fund(who.account, 'EUR', '1000.00')
      const sent = await server.send(
        withdrawCall,
        { amount: amountBetween(random, 100, 1000), fundPassword: '135790', methodId },
        who,
      )
      expect(sent.status).toBe(1)
      const [row] = await server.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.orderNo, sent.data!.orderNo))
      return { who, id: async () => row!.id }
    },
    async state(id) {
      const [row] = await server.db.select().from(withdrawals).where(eq(withdrawals.id, id))
      return row!.state
    },
  },
  kyc: {
    kind: 'realname',
    async create() {
      const who = await newInvestor()
      const uid = await userId(who.account)
      return {
        who,
        id: async () => {
          const [row] = await server.db
            .select()
            .from(kycSubmissions)
            .where(and(eq(kycSubmissions.userId, uid)))
            .orderBy(desc(kycSubmissions.id))
            .limit(1)
          return row!.id
        },
      }
    },
    /** The user's real-name state, which is what the kyc machine models. */
    async state(uid) {
      const [user] = await server.db.select().from(users).where(eq(users.id, uid))
      return user!.kycStatus
    },
  },
}

for (const machineId of MACHINES) {
  const entry = getMachineEntry(machineId)
  const paths = generatePaths(entry)
  const recorder = coverageRecorder(entry.machine)
  const outcomes = pathOutcomes()
  reports.push(() => serverCoverage(entry, recorder, outcomes))
  const driver = drivers[machineId]

  describe(`${machineId} paths against the server`, () => {
    for (const { path, description } of paths) {
      it(
        description,
        outcomes.track(description, async () => {
          const { who, id } = await driver.create()
          const subject = machineId === 'kyc' ? await userId(who.account) : await id()
          const actor = createActor(entry.machine, { inspect: recorder.inspect }).start()
          expect(await driver.state(subject)).toBe(String(actor.getSnapshot().value))
          for (const step of path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))) {
            const event = step.event as EventObject & { reason?: string }
            // A refused step (an incomplete submission, a rejection without a reason) must be
            // refused by the server too, and change nothing.
            const accepted = actor.getSnapshot().can(event) ? 1 : 0
            if (event.type === 'kyc.submit') {
              const photos: Record<string, File> = accepted
                ? { front: imageFile(), back: imageFile() }
                : { front: imageFile() }
              const sent = await server.sendForm(
                realnameCall,
                { name: 'Path Tester', idNumber: 'X123', dateOfBirth: '1990-05-17', ...photos },
                who,
              )
              expect(sent.status).toBe(accepted)
            } else {
              const decided = await server.send(
                reviewDecideCall,
                {
                  kind: driver.kind,
                  id: await id(),
                  decision: decisionOf(event),
                  reason: event.reason,
                },
                admin,
              )
              expect(decided.status).toBe(accepted)
            }
            actor.send(event)
            expect(await driver.state(subject)).toBe(String(actor.getSnapshot().value))
          }
          actor.stop()
        }),
      )
    }
  })
}

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
