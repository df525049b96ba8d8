import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, it } from 'vitest'
import { configSetCall } from '../../machines/backOffice/calls.ts'
import type { AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { lendingApplyCall, lendingRecallCall } from '../../machines/lending/calls.ts'
import { buyCall, userStockListCall } from '../../machines/order/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { orders, shareLendings } from '../../server/db/schema.ts'
import { runLendings } from '../../server/lending/lendingJob.ts'
import { expectLedgerBalanced } from '../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { isSelected } from './selection.ts'
import { describeServerReplays, type ReplayEvent } from './serverReplay.ts'

/**
 * The stock-lending lifecycle's generated paths, replayed against the real server: the user's
 * calls offer and recall, the lending job takes or refuses the offer (the console closes the
 * share's channel first where the path refuses it) and pays the days (the clock moved a trading
 * day on), and the stored state must be the machine's after every step.
 */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const DAY = 86_400_000
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let admin: Awaited<ReturnType<TestServer['admin']>>
let next = 0

const MACHINES = (['lending'] as const).filter(isSelected)

beforeAll(async () => {
  if (MACHINES.length === 0) return
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
    extraConfig: { 'trade.Spain.ordersPerMinute': '10000' },
  })
  admin = await server.admin()
}, 60_000)

const reports: Array<() => object> = []
afterAll(async () => {
  if (MACHINES.length === 0) return
  await server.close()
  writeCoveragePart('lending-server', Object.assign({}, ...reports.map((report) => report())))
})

type Who = { token: string; account: string }

async function asUser<C extends AnyCall>(who: Who, call: C, body: RequestOf<C>) {
  await server.relogin(who)
  return (await server.send(call, body, who)).status
}

const channel = (open: boolean) =>
  server.send(configSetCall, { name: 'trade.SAN.lendingOpen', value: String(open) }, admin)

async function createLendingSubject() {
  next += 1
  server.clock.set(MONDAY_10)
  const who = await server.investor(`6046${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '100000.00')
  const order: RequestOf<typeof buyCall> = {
    code: 'SAN',
    direction: 'long',
    priceType: 'market',
    leverage: 1,
    lots: 500,
  }
  await asUser(who, buyCall, order)
  const mine = await server.sendOk(userStockListCall, { type: 'Spain' }, who)
  const orderNo = mine[0]!.orderNo
  const row = async () => {
    const [found] = await server.db
      .select({ lending: shareLendings })
      .from(shareLendings)
      .innerJoin(orders, eq(orders.id, shareLendings.orderId))
      .where(eq(orders.orderNo, orderNo))
    return found?.lending
  }
  return {
    state: async () => (await row())?.state ?? 'toLend',
    async send(event: ReplayEvent, accepted: boolean): Promise<number | null> {
      const current = await row()
      switch (event.type) {
        case 'lending.apply':
          // A lending that exists is not made again: another would be another entity.
          if (current && !accepted) return null
          return asUser(who, lendingApplyCall, { orderNo, lots: '300' })
        case 'lending.accept':
          await runLendings(server)
          return null
        case 'lending.reject':
          if (accepted) await channel(false)
          await runLendings(server)
          await channel(true)
          return null
        case 'lending.accrue':
          if (accepted) server.clock.advance(DAY)
          await runLendings(server)
          return null
        case 'lending.recall':
          return asUser(who, lendingRecallCall, { loanNo: current?.loanNo ?? 'B-none' })
        default:
          throw new Error(`no driver for ${event.type}`)
      }
    },
    after: () => expectLedgerBalanced(server.db, who.account, 'EUR'),
  }
}

for (const machineId of MACHINES) describeServerReplays(machineId, reports, createLendingSubject)

if (MACHINES.length === 0) it.skip('no machine of this file is selected', () => {})
