import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configSetCall } from '../../../machines/backOffice/calls.ts'
import { lendingsAdminCall } from '../../../machines/backOffice/lendings.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  lendingApplyCall,
  lendingMineCall,
  lendingRecallCall,
  lendingTermsCall,
} from '../../../machines/lending/calls.ts'
import { lendingDayFeeMinor } from '../../../machines/lending/fees.ts'
import { minorToDecimal } from '../../../machines/money.ts'
import { buyCall, closeCall, orderDetailCall } from '../../../machines/order/calls.ts'
import { ledger, shareLendings } from '../../../server/db/schema.ts'
import { runLendings } from '../../../server/lending/lendingJob.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  investorFactory,
  MONDAY_10,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const WEDNESDAY_10 = new Date('2026-11-25T09:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({
    extraConfig: {
      'trade.Spain.ordersPerMinute': '10000',
      // BBVA's pool takes 200 lots at most; Inditex's channel is closed.
      'trade.BBVA.lendingQuota': '200',
      'trade.ITX.lendingOpen': 'false',
    },
  })
}, 60_000)
afterAll(() => server.close())

const newInvestor = investorFactory(() => server, '6066')
async function holder(code: string, lots: number, direction: 'long' | 'short' = 'long') {
  server.clock.set(MONDAY_10)
  const who = await newInvestor({ EUR: '100000.00' })
  const order: RequestOf<typeof buyCall> = {
    code,
    direction,
    priceType: 'market',
    leverage: 1,
    lots,
  }
  const bought = await server.send(buyCall, order, who)
  expect(bought).toMatchObject({ status: 1 })
  return { who, orderNo: bought.data!.orderNo }
}
const apply = (who: Who, orderNo: string, lots: string, requestId?: string) =>
  server.send(lendingApplyCall, { orderNo, lots, requestId }, who)
const lendingOf = async (loanNo: string) =>
  (await server.db.select().from(shareLendings).where(eq(shareLendings.loanNo, loanNo)))[0]!

describe('stock lending: offered, taken by the pool, paid daily, recalled (issue 20)', () => {
  it('lends 300 of 500 shares, pays each finished day its share of the fee, and recalls', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const terms = await server.sendOk(lendingTermsCall, { orderNo }, who)
    expect(terms).toMatchObject({
      heldLots: 500,
      feeRate: '0.02',
      share: '0.5',
      facts: { lendable: true, channelOpen: true, noTrade: false },
      active: null,
    })
    const applied = await apply(who, orderNo, '300')
    expect(applied).toMatchObject({ status: 1, data: { state: 'inProgress' } })
    const { loanNo } = applied.data!

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
    const recalled = await server.send(lendingRecallCall, { loanNo }, who)
    expect(recalled).toMatchObject({
      status: 1,
      data: { state: 'finished', earned: minorToDecimal(expected) },
    })
    expect((await server.send(lendingRecallCall, { loanNo }, who)).code).toBe('lending.finished')
    const admin = await server.admin()
    const listed = await server.sendOk(lendingsAdminCall, { state: 'finished' }, admin)
    expect(listed.list.find((l) => l.loanNo === loanNo)).toMatchObject({
      account: who.account,
      lots: 300,
      earned: minorToDecimal(expected),
    })
    const mine = (await server.sendOk(lendingMineCall, {}, who)).list
    expect(mine[0]).toMatchObject({ loanNo, orderNo, state: 'finished', name: terms.name })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('refuses what the gate refuses, and the pool refuses what it cannot take', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const code = async (lots: string, no = orderNo) => (await apply(who, no, lots)).code
    expect(await code('501')).toBe('lending.lotsInvalid')
    expect(await code('0')).toBe('lending.lotsInvalid')
    expect(await code('1.5')).toBe('lending.lotsInvalid')
    // 100 shares of about 8,5 € are worth less than 1.000 €.
    expect(await code('100')).toBe('lending.belowMinimum')
    expect((await apply(who, orderNo, '500')).status).toBe(1)
    expect(await code('500')).toBe('lending.notLendable')

    const short = await holder('SAN', 500, 'short')
    expect((await apply(short.who, short.orderNo, '500')).code).toBe('lending.notLendable')
    const closed = await holder('ITX', 100)
    expect((await apply(closed.who, closed.orderNo, '100')).code).toBe('lending.closed')
    const small = await holder('BBVA', 300)
    expect((await apply(small.who, small.orderNo, '201')).code).toBe('lending.quotaFull')
    // The pool decides at its next run: an offer made while the channel was open is refused if
    // the console closes it meanwhile (set back and forth in the console, audited).
    const offered = await apply(small.who, small.orderNo, '150')
    expect(offered.status).toBe(1)
    const admin = await server.admin()
    const set = (value: string) =>
      server.send(configSetCall, { name: 'trade.BBVA.lendingOpen', value }, admin)
    expect((await set('false')).status).toBe(1)
    await runLendings(server)
    expect(await lendingOf(offered.data!.loanNo)).toMatchObject({
      state: 'failed',
      failReason: 'lending.closed',
    })
    expect((await set('true')).status).toBe(1)
  })

  it('a sale recalls the lent shares first, also racing a recall', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const { loanNo } = (await apply(who, orderNo, '500')).data!
    await runLendings(server)
    server.clock.set(WEDNESDAY_10)
    await server.relogin(who)
    const [sale, recall] = await Promise.all([
      server.send(closeCall, { orderNo }, who),
      server.send(lendingRecallCall, { loanNo }, who),
    ])
    expect(sale.status).toBe(1)
    // The recall either came first or found the sale had recalled the shares.
    if (recall.status !== 1) expect(recall.code).toBe('lending.finished')
    const lending = await lendingOf(loanNo)
    expect(lending.state).toBe('finished')
    expect(lending.accruedDay).toBe('2026-11-24')
    const position = await server.sendOk(orderDetailCall, { orderNo }, who)
    expect(position.state).toBe('closed')
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('pays the days whose close came while lent: taken after a close, not that day; recalled after one, that day', async () => {
    const { who, orderNo } = await holder('SAN', 500)
    const { loanNo } = (await apply(who, orderNo, '300')).data!
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
    expect((await server.send(lendingRecallCall, { loanNo }, who)).status).toBe(1)
    const wednesday = lendingDayFeeMinor(close('2026-11-25'), 300, '0.02', '0.5')
    expect(await lendingOf(loanNo)).toMatchObject({
      state: 'finished',
      accruedDay: '2026-11-25',
      earnedMinor: tuesday + wednesday,
    })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
