import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import { configSetCall } from '../../../machines/backOffice/calls.ts'
import {
  checkInCall,
  checkinRedeemCall,
  checkinStatusCall,
} from '../../../machines/checkin/calls.ts'
import type { AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { type Investor, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/** Daily check-in (issue 21, spec §5 Other, §8 Check-in; decision 0033). */
/** Monday 2026-11-23, 23:30 in Madrid (22:30 UTC): the Madrid day ends half an hour later. */
const MONDAY_LATE = new Date('2026-11-23T22:30:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({ clockStart: MONDAY_LATE })
}, 60_000)
afterAll(() => server.close())

/** Sends as `who`, logged in again first (the clock moves days ahead). */
const call = async <C extends AnyCall>(who: Investor, contract: C, body: RequestOf<C>) => {
  await server.relogin(who)
  return server.send(contract, body, who)
}

describe('daily check-in', () => {
  it('takes one check-in per Madrid day, counts the streak, and spends 7 on a 1,00 € reward', async () => {
    server.clock.set(MONDAY_LATE)
    const who = await server.investor('608300001')
    expect((await call(who, checkInCall, {})).data).toEqual({ day: '2026-11-23', remaining: 1 })
    expect((await call(who, checkInCall, {})).code).toBe('checkin.already')
    // Forty minutes later it is Tuesday in Madrid (still Monday in UTC): a new day.
    server.clock.advance(40 * 60_000)
    expect((await call(who, checkInCall, {})).data?.day).toBe('2026-11-24')
    // Too few for the reward: refused, nothing credited.
    const early = await call(who, checkinRedeemCall, { requestId: 'r-early' })
    expect(early).toMatchObject({ status: 0, code: 'checkin.noneLeft' })
    expect(early.msg).toContain('7')
    for (let d = 1; d <= 5; d++) {
      server.clock.advance(DAY)
      expect((await call(who, checkInCall, {})).status).toBe(1)
    }
    const status = (await call(who, checkinStatusCall, {})).data!
    expect(status).toMatchObject({
      checkedInToday: true,
      remaining: 7,
      total: 7,
      streak: 7,
      reward: { checkins: 7, amount: '1.00', currency: 'EUR' },
    })
    expect(status.recentDays).toHaveLength(7)
    const redeemed = await call(who, checkinRedeemCall, { requestId: 'r-1' })
    expect(redeemed.data).toMatchObject({ amount: '1.00', currency: 'EUR', remaining: 0 })
    // The same request again: the same answer, nothing more credited.
    expect((await call(who, checkinRedeemCall, { requestId: 'r-1' })).data).toEqual(redeemed.data)
    expect((await call(who, checkinRedeemCall, { requestId: 'r-2' })).code).toBe('checkin.noneLeft')
    const assets = (await call(who, assetsCall, { type: 'Spain' })).data
    expect(assets?.available).toBe('1.00')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    // A day missed breaks the streak.
    server.clock.advance(2 * DAY)
    expect((await call(who, checkinStatusCall, {})).data).toMatchObject({
      checkedInToday: false,
      streak: 0,
    })
  })

  it('refuses the second of two racing check-ins and the second of two racing rewards', async () => {
    server.clock.set(MONDAY_LATE)
    const who = await server.investor('608300002')
    await server.relogin(who)
    const both = await Promise.all([
      server.send(checkInCall, {}, who),
      server.send(checkInCall, {}, who),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([0, 1])
    for (let d = 1; d <= 13; d++) {
      server.clock.advance(DAY)
      await call(who, checkInCall, {})
    }
    // 14 collected: two rewards, a third refused, whatever the order.
    await server.relogin(who)
    const three = await Promise.all(
      ['a', 'b', 'c'].map((id) => server.send(checkinRedeemCall, { requestId: id }, who)),
    )
    expect(three.filter((r) => r.status === 1)).toHaveLength(2)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('pays the reward the console sets', async () => {
    server.clock.set(MONDAY_LATE)
    const admin = await server.admin()
    const set = (name: string, value: string) => server.send(configSetCall, { name, value }, admin)
    expect((await set('checkin.rewardCheckins', '0')).status).toBe(0)
    expect((await set('checkin.rewardCheckins', '1')).status).toBe(1)
    expect((await set('checkin.rewardAmount', '0.50')).status).toBe(1)
    const who = await server.investor('608300003')
    await call(who, checkInCall, {})
    expect((await call(who, checkinRedeemCall, {})).data).toMatchObject({ amount: '0.50' })
    await set('checkin.rewardCheckins', '7')
    await set('checkin.rewardAmount', '1.00')
  })
})
