import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Daily check-in (issue 21, spec §5 Other, §8 Check-in; decision 0033). */
/** Monday 2026-11-23, 23:30 in Madrid (22:30 UTC): the Madrid day ends half an hour later. */
const MONDAY_LATE = new Date('2026-11-23T22:30:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const many = { limit: 1e9, windowMs: 1 }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_LATE,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
}, 60_000)
afterAll(() => server.close())

type Who = { token: string; account: string }
const call = async (who: Who, path: string, body: object = {}) => {
  await server.relogin(who)
  return (await server.call(path, body, who)).body
}

describe('daily check-in', () => {
  it('takes one check-in per Madrid day, counts the streak, and spends 7 on a 1,00 € reward', async () => {
    server.clock.set(MONDAY_LATE)
    const who = await server.investor('608300001')
    expect((await call(who, 'checkin/checkIn')).data).toEqual({ day: '2026-11-23', remaining: 1 })
    expect((await call(who, 'checkin/checkIn')).code).toBe('checkin.already')
    // Forty minutes later it is Tuesday in Madrid (still Monday in UTC): a new day.
    server.clock.advance(40 * 60_000)
    expect((await call(who, 'checkin/checkIn')).data.day).toBe('2026-11-24')
    // Too few for the reward: refused, nothing credited.
    const early = await call(who, 'checkin/redeem', { requestId: 'r-early' })
    expect(early).toMatchObject({ status: 0, code: 'checkin.noneLeft' })
    expect(early.msg).toContain('7')
    for (let d = 1; d <= 5; d++) {
      server.clock.advance(DAY)
      expect((await call(who, 'checkin/checkIn')).status).toBe(1)
    }
    const status = (await call(who, 'checkin/status')).data
    expect(status).toMatchObject({
      checkedInToday: true,
      remaining: 7,
      total: 7,
      streak: 7,
      reward: { checkins: 7, amount: '1.00', currency: 'EUR' },
    })
    expect(status.recentDays).toHaveLength(7)
    const redeemed = await call(who, 'checkin/redeem', { requestId: 'r-1' })
    expect(redeemed.data).toMatchObject({ amount: '1.00', currency: 'EUR', remaining: 0 })
    // The same request again: the same answer, nothing more credited.
    expect((await call(who, 'checkin/redeem', { requestId: 'r-1' })).data).toEqual(redeemed.data)
    expect((await call(who, 'checkin/redeem', { requestId: 'r-2' })).code).toBe('checkin.noneLeft')
    const assets = (await call(who, 'user/assets', { type: 'Spain' })).data
    expect(assets.available).toBe('1.00')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
    // A day missed breaks the streak.
    server.clock.advance(2 * DAY)
    expect((await call(who, 'checkin/status')).data).toMatchObject({
      checkedInToday: false,
      streak: 0,
    })
  })

  it('refuses the second of two racing check-ins and the second of two racing rewards', async () => {
    server.clock.set(MONDAY_LATE)
    const who = await server.investor('608300002')
    await server.relogin(who)
    const both = await Promise.all([
      server.call('checkin/checkIn', {}, who),
      server.call('checkin/checkIn', {}, who),
    ])
    expect(both.map((r) => r.body.status).sort()).toEqual([0, 1])
    for (let d = 1; d <= 13; d++) {
      server.clock.advance(DAY)
      await call(who, 'checkin/checkIn')
    }
    // 14 collected: two rewards, a third refused, whatever the order.
    await server.relogin(who)
    const three = await Promise.all(
      ['a', 'b', 'c'].map((id) => server.call('checkin/redeem', { requestId: id }, who)),
    )
    expect(three.filter((r) => r.body.status === 1)).toHaveLength(2)
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('pays the reward the console sets', async () => {
    server.clock.set(MONDAY_LATE)
    const admin = await server.admin()
    const set = (name: string, value: string) =>
      server.adminCall('config/set', { name, value }, admin)
    expect((await set('checkin.rewardCheckins', '0')).body.status).toBe(0)
    expect((await set('checkin.rewardCheckins', '1')).body.status).toBe(1)
    expect((await set('checkin.rewardAmount', '0.50')).body.status).toBe(1)
    const who = await server.investor('608300003')
    await call(who, 'checkin/checkIn')
    expect((await call(who, 'checkin/redeem')).data).toMatchObject({ amount: '0.50' })
    await set('checkin.rewardCheckins', '7')
    await set('checkin.rewardAmount', '1.00')
  })
})
