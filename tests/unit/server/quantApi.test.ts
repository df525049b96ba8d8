import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import { quantTransfersAdminCall } from '../../../machines/backOffice/quantTransfers.ts'
import {
  quantAccountCall,
  quantRecordsCall,
  quantTransferCall,
} from '../../../machines/quant/calls.ts'
import { quantTransfers, users } from '../../../server/db/schema.ts'
import { runQuantArrivals } from '../../../server/quant/arrivals.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  startScenarioServer,
  transactionRecords,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6064')
/** An investor with this much in euros, registered on Monday at 10:00. */
async function funded(amount: string) {
  server.clock.set(MONDAY_10)
  return newInvestor({ EUR: amount })
}
const account = (who: Who) => server.sendOk(quantAccountCall, { currency: 'EUR' }, who)
const transfer = (who: Who, direction: 'in' | 'out', amount: string, requestId?: string) =>
  server.send(quantTransferCall, { currency: 'EUR', direction, amount, requestId }, who)

describe('the quant account: money in at once, out arriving T+2 (issue 20, spec §2, §3, §9)', () => {
  it('moves money in, then out, and the way out arrives on the second trading day', async () => {
    const who = await funded('5000.00')
    const moved = await transfer(who, 'in', '1000.00')
    expect(moved).toMatchObject({ status: 1, data: { state: 'done', arrivesAt: null } })
    expect(await account(who)).toMatchObject({
      available: '1000.00',
      inTrading: '0.00',
      withdrawing: '0.00',
      total: '1000.00',
      balanceAvailable: '4000.00',
    })
    // The account's total still counts it.
    const assets = (await server.send(assetsCall, { type: 'Spain' }, who)).data
    expect(assets).toMatchObject({ total: '5000.00', available: '4000.00', quant: '1000.00' })

    const out = await transfer(who, 'out', '400.00')
    expect(out.data?.state).toBe('withdrawing')
    // Monday's transfer arrives when Wednesday's session opens (T+2).
    expect(out.data?.arrivesAt).toBe('2026-11-25T08:00:00.000Z')
    expect(await account(who)).toMatchObject({
      available: '600.00',
      withdrawing: '400.00',
      total: '1000.00',
    })
    const leaving = (await transactionRecords(server, who, 'trade')).list
    expect(leaving[0]).toMatchObject({ kind: 'quantWithdrawing', pending: true })
    await expectLedgerBalanced(server.db, who.account, 'EUR')

    server.clock.set(new Date('2026-11-25T07:59:00Z'))
    expect(await runQuantArrivals(server)).toBe(0)
    server.clock.set(new Date('2026-11-25T08:00:00Z'))
    // Two runs at once (two processes): it arrives once.
    const runs = await Promise.all([runQuantArrivals(server), runQuantArrivals(server)])
    expect(runs[0] + runs[1]).toBe(1)
    expect(await runQuantArrivals(server)).toBe(0)
    await server.relogin(who)
    expect(await account(who)).toMatchObject({
      available: '600.00',
      withdrawing: '0.00',
      balanceAvailable: '4400.00',
    })
    const records = await server.sendOk(quantRecordsCall, {}, who)
    expect(records.total).toBe(2)
    expect(records.list[0]).toMatchObject({ direction: 'out', state: 'done', amount: '400.00' })
    expect(records.list[0]!.arrivedAt).toBe('2026-11-25T08:00:00.000Z')
    // The console sees every transfer, and which are still on their way.
    const admin = await server.admin()
    const all = await server.sendOk(quantTransfersAdminCall, {}, admin)
    expect(all.list.filter((r) => r.account === who.account)).toHaveLength(2)
    const onTheWay = (await server.sendOk(quantTransfersAdminCall, { state: 'withdrawing' }, admin))
      .list
    expect(onTheWay.some((r) => r.account === who.account)).toBe(false)
    // The transaction records name each business event.
    const events = (await transactionRecords(server, who, 'trade')).list
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['quantIn', 'quantArrived']))
    expect(events.every((e) => !e.pending)).toBe(true)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('refuses what the gate refuses, and changes nothing', async () => {
    const who = await funded('100.00')
    const codes = async (direction: 'in' | 'out', amount: string) =>
      (await transfer(who, direction, amount)).code
    expect(await codes('in', '')).toBe('funds.amountRequired')
    expect(await codes('in', '-5')).toBe('funds.amountRequired')
    expect(await codes('in', '1.005')).toBe('funds.amountRequired')
    expect(await codes('in', '100.01')).toBe('funds.insufficient')
    expect(await codes('out', '0.01')).toBe('funds.insufficient')
    await server.db.update(users).set({ noTrade: true }).where(eq(users.account, who.account))
    await server.relogin(who)
    expect(await codes('in', '10.00')).toBe('trade.noTrade')
    const [user] = await server.db.select().from(users).where(eq(users.account, who.account))
    expect(await server.db.$count(quantTransfers, eq(quantTransfers.userId, user!.id))).toBe(0)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('makes a transfer once per requestId, however often it is sent', async () => {
    // The whole balance: the racers behind the first must get its answer, not "insufficient".
    const who = await funded('100.00')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(who, 'in', '100.00', 'same-key')),
    )
    expect(answers.map((a) => a.status)).toEqual([1, 1, 1, 1, 1])
    const numbers = new Set(answers.map((a) => a.data?.transferNo))
    expect(numbers.size).toBe(1)
    expect((await account(who)).available).toBe('100.00')
  })

  it('takes exactly 10 of 50 simultaneous transfers out against funds for 10', async () => {
    const who = await funded('1000.00')
    expect((await transfer(who, 'in', '1000.00')).status).toBe(1)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(who, 'out', '100.00')),
    )
    expect(answers.filter((a) => a.status === 1)).toHaveLength(10)
    expect(answers.every((a) => a.http < 500)).toBe(true)
    expect(await account(who)).toMatchObject({ available: '0.00', withdrawing: '1000.00' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
