import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, it } from 'vitest'
import type { RequestOf } from '../../machines/contract/call.ts'
import { broadcastCall, messageReadCall } from '../../machines/messages/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { messages, users } from '../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The inbox message's generated paths, replayed against the real server: the console's message
 * to the account sends it, the reader's call opens it, and the stored state must be the
 * machine's after every step.
 */
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let admin: Awaited<ReturnType<TestServer['admin']>>
let next = 0

const MACHINES = (['message'] as const).filter(isSelected)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  admin = await server.admin()
}, 60_000)

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('message-server', Object.assign({}, ...reports.map((report) => report())))
})

async function createMessageSubject() {
  next += 1
  const who = await server.investor(`6082${String(next).padStart(5, '0')}`)
  const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
  const row = async () =>
    (
      await server.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, user!.id), eq(messages.kind, 'broadcast')))
    )[0]
  return {
    state: async () => {
      const found = await row()
      return found ? (found.readAt ? 'read' : 'unread') : 'toSend'
    },
    async send(event: ReplayEvent, accepted: boolean): Promise<number | null> {
      const current = await row()
      switch (event.type) {
        case 'message.send': {
          // A message that exists is not sent again: another would be another entity.
          if (current && !accepted) return null
          const body: RequestOf<typeof broadcastCall> = {
            audience: 'account',
            account: who.account,
            title: 'Hello',
            body: 'Hi',
          }
          return (await server.send(broadcastCall, body, admin)).status
        }
        case 'message.read':
          return (await server.send(messageReadCall, { id: current?.id ?? 2_000_000_000 }, who))
            .status
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
  }
}

for (const machineId of MACHINES) describeServerReplays(machineId, reports, createMessageSubject)

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
