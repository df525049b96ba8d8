import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lendingDayFeeMinor } from '../../../machines/lending/fees.ts'
import { minorToDecimal } from '../../../machines/money.ts'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { ledger, shareLendings } from '../../../server/db/schema.ts'
import { runLendings } from '../../../server/lending/lendingJob.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Monday 2026-11-23, 10:00 in Madrid. */
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const WEDNESDAY_10 = new Date('2026-11-25T09:00:00Z')
const many = { limit: 1e9, windowMs: 1 }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
    extraConfig: {
      'trade.Spain.ordersPerMinute': '10000',
      // BBVA's pool takes 200 lots at most; Inditex's channel is closed.
      'trade.BBVA.lendingQuota': '200',
      'trade.ITX.lendingOpen': 'false',
    },
  })
}, 60_000)
afterAll(() => server.close())

type Who = { token: string; account: string }
let next = 0
async function holder(code: string, lots: number, direction: 'long' | 'short' = 'long') {
  next += 1
  server.clock.set(MONDAY_10)
  const who = await server.investor(`6066${String(next).padStart(5, '0')}`)
  await server.fund(who.account, 'EUR', '100000.00')
  const order = { code, direction, priceType: 'market', leverage: 1, lots }
  const bought = await server.call('trade/buy', order, who)
  expect(bought.body).toMatchObject({ status: 1 })
  return { who, orderNo: bought.body.data.orderNo as string }
}
const apply = (who: Who, orderNo: string, lots: string, requestId?: string) =>
  server.call('lending/apply', { orderNo, lots, requestId }, who)
const lendingOf = async (loanNo: string) =>
  (await server.db.select().from(shareLendings).where(eq(shareLendings.loanNo, loanNo)))[0]!

describe('stock lending: offered, taken by the pool, paid daily, recalled (issue 20)', () => {
  it('lends 300 of 500 shares, pays each finished day its share of the fee, and recalls', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const terms = (await server.call('lending/terms', { orderNo }, who)).body.data
    expect(terms).toMatchObject({
      heldLots: 500,
      feeRate: '0.02',
      share: '0.5',
      facts: { lendable: true, channelOpen: true, noTrade: false },
      active: null,
    })
    const applied = await apply(who, orderNo, '300')
    expect(applied.body).toMatchObject({ status: 1, data: { state: 'inProgress' } })
    const { loanNo } = applied.body.data

    // The pool takes it at its next run; Monday and Tuesday are paid once Wednesday comes.
    expect((await runLendings(server)).decided).toBe(1)
    expect((await lendingOf(loanNo)).state).toBe('success')
    server.clock.set(WEDNESDAY_10)
    await runLendings(server)
    await runLendings(server)
    const closes = server.market.provider.dailyCloses('SAN', '2026-11-23', '2026-11-25')
    expect(closes.map((c) => c.day)).toEqual(['2026-11-23', '2026-11-24'])
    const decimals = server.market.provider.instrument('SAN')!.decimals
    const expected = closes.reduce(
      (sum, c) => sum + lendingDayFeeMinor(c.close.toFixed(decimals), 300, '0.02', '0.5'),
      0n,
    )
    const lent = await lendingOf(loanNo)
    expect(lent).toMatchObject({ accruedDay: '2026-11-24', earnedMinor: expected })
    const fees = await server.db.select().from(ledger).where(eq(ledger.orderNo, loanNo))
    expect(fees.reduce((sum, l) => sum + l.amountMinor, 0n)).toBe(expected)
    await expectLedgerBalanced(server.db, who.account, 'EUR')

    await server.relogin(who)
    const recalled = await server.call('lending/recall', { loanNo }, who)
    expect(recalled.body).toMatchObject({
      status: 1,
      data: { state: 'finished', earned: minorToDecimal(expected) },
    })
    expect((await server.call('lending/recall', { loanNo }, who)).body.code).toBe(
      'lending.finished',
    )
    const admin = await server.admin()
    const listed = (await server.adminCall('lending/list', { state: 'finished' }, admin)).body.data
    expect(listed.list.find((l: { loanNo: string }) => l.loanNo === loanNo)).toMatchObject({
      account: who.account,
      lots: 300,
      earned: minorToDecimal(expected),
    })
    const mine = (await server.call('lending/mine', {}, who)).body.data.list
    expect(mine[0]).toMatchObject({ loanNo, orderNo, state: 'finished', name: terms.name })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('refuses what the gate refuses, and the pool refuses what it cannot take', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const code = async (lots: string, no = orderNo) => (await apply(who, no, lots)).body.code
    expect(await code('501')).toBe('lending.lotsInvalid')
    expect(await code('0')).toBe('lending.lotsInvalid')
    expect(await code('1.5')).toBe('lending.lotsInvalid')
    // 100 shares of about 8,5 € are worth less than 1.000 €.
    expect(await code('100')).toBe('lending.belowMinimum')
    expect((await apply(who, orderNo, '500')).body.status).toBe(1)
    expect(await code('500')).toBe('lending.notLendable')

    const short = await holder('SAN', 500, 'short')
    expect((await apply(short.who, short.orderNo, '500')).body.code).toBe('lending.notLendable')
    const closed = await holder('ITX', 100)
    expect((await apply(closed.who, closed.orderNo, '100')).body.code).toBe('lending.closed')
    const small = await holder('BBVA', 300)
    expect((await apply(small.who, small.orderNo, '201')).body.code).toBe('lending.quotaFull')
    // The pool decides at its next run: an offer made while the channel was open is refused if
    // the console closes it meanwhile (set back and forth in the console, audited).
    const offered = await apply(small.who, small.orderNo, '150')
    expect(offered.body.status).toBe(1)
    const admin = await server.admin()
    const set = (value: string) =>
      server.adminCall('config/set', { name: 'trade.BBVA.lendingOpen', value }, admin)
    expect((await set('false')).body.status).toBe(1)
    await runLendings(server)
    expect(await lendingOf(offered.body.data.loanNo)).toMatchObject({
      state: 'failed',
      failReason: 'lending.closed',
    })
    expect((await set('true')).body.status).toBe(1)
  })

  it('a sale recalls the lent shares first, also racing a recall', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const { loanNo } = (await apply(who, orderNo, '500')).body.data
    await runLendings(server)
    server.clock.set(WEDNESDAY_10)
    await server.relogin(who)
    const [sale, recall] = await Promise.all([
      server.call('trade/close', { orderNo }, who),
      server.call('lending/recall', { loanNo }, who),
    ])
    expect(sale.body.status).toBe(1)
    // The recall either came first or found the sale had recalled the shares.
    if (recall.body.status !== 1) expect(recall.body.code).toBe('lending.finished')
    const lending = await lendingOf(loanNo)
    expect(lending.state).toBe('finished')
    expect(lending.accruedDay).toBe('2026-11-24')
    const position = (await server.call('trade/detail', { orderNo }, who)).body.data
    expect(position.state).toBe('closed')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('pays the days whose close came while lent: taken after a close, not that day; recalled after one, that day', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const { loanNo } = (await apply(who, orderNo, '300')).body.data
    // Monday 18:00 in Madrid, after the 17:30 close: taken now, Monday is not its day.
    server.clock.set(new Date('2026-11-23T17:00:00Z'))
    await runLendings(server)
    expect((await lendingOf(loanNo)).state).toBe('success')
    // Tuesday after the close: Tuesday is paid, once.
    server.clock.set(new Date('2026-11-24T17:00:00Z'))
    await runLendings(server)
    await runLendings(server)
    const close = (day: string) =>
      server.market.provider
        .dailyCloses(
          'SAN',
          day,
          `${day.slice(0, 8)}${String(Number(day.slice(8)) + 1).padStart(2, '0')}`,
        )[0]!
        .close.toFixed(server.market.provider.instrument('SAN')!.decimals)
    const tuesday = lendingDayFeeMinor(close('2026-11-24'), 300, '0.02', '0.5')
    expect(await lendingOf(loanNo)).toMatchObject({
      accruedDay: '2026-11-24',
      earnedMinor: tuesday,
    })
    // Recalled Wednesday evening: Wednesday's close came while lent, so it is paid.
    server.clock.set(new Date('2026-11-25T17:00:00Z'))
    await server.relogin(who)
    expect((await server.call('lending/recall', { loanNo }, who)).body.status).toBe(1)
    const wednesday = lendingDayFeeMinor(close('2026-11-25'), 300, '0.02', '0.5')
    expect(await lendingOf(loanNo)).toMatchObject({
      state: 'finished',
      accruedDay: '2026-11-25',
      earnedMinor: tuesday + wednesday,
    })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
