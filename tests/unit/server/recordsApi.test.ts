import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addBankCardCall,
  assetsCall,
  bankCardsCall,
  realnameCall,
  setFundPasswordCall,
} from '../../../machines/account/calls.ts'
import { reviewDecideCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import type { LedgerEvent } from '../../../machines/funds/calls.ts'
import {
  channelsCall,
  exchangeCall,
  rechargeCall,
  withdrawCall,
  withdrawGateCall,
} from '../../../machines/funds/calls.ts'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { buyCall, closeCall } from '../../../machines/order/calls.ts'
import { imageFile } from '../../support/images.ts'
import {
  MONDAY_0930,
  type Operator,
  type ReviewRows,
  reviewQueue,
  transactionRecords,
  type Investor as Who,
} from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

// Monday 2026-11-23, 09:30 in Madrid: the Spanish market, deposits and withdrawals are all open.
const OPEN = MONDAY_0930

let server: TestServer
let ana: Who
let admin: Operator

beforeAll(async () => {
  server = await startTestServer({ clockStart: OPEN })
  ana = await server.investor('600810001')
  admin = await server.admin()
})
afterAll(() => server.close())

type Decide = RequestOf<typeof reviewDecideCall>
const decide = (kind: Decide['kind'], id: number, decision: Decide['decision']) =>
  server.send(reviewDecideCall, { kind, id, decision }, admin)
const pendingOf = async (kind: keyof ReviewRows, state = 'pendingReview') =>
  (await reviewQueue(server, admin, kind, state))[0]!
const availableOf = async (type: 'Spain' | 'usd' = 'Spain') =>
  (await server.sendOk(assetsCall, { type }, ana)).available
const events = (size = 10, page = 1) => transactionRecords(server, ana, 'trade', { page, size })
/** The newest event: the one the last action made or moved. */
const newest = async () => (await events()).list[0]!
const minus = (a: string, b: string) => minorToDecimal(decimalToMinor(a)! - decimalToMinor(b)!)

/** Each currency's available effect is exactly the sum of the event's available legs. */
function expectLegsAddUp(event: LedgerEvent) {
  for (const { currency, amount } of event.available) {
    const legs = event.legs.filter((l) => l.currency === currency && l.bucket === 'available')
    const sum = legs.reduce((s, l) => s + decimalToMinor(l.amount)!, 0n)
    expect(minorToDecimal(sum)).toBe(amount)
  }
}

describe('transaction records: one row per business event (issue 18)', () => {
  it('an approved deposit is one realised row of the whole amount', async () => {
    const channel = (await server.sendOk(channelsCall, { type: 'Spain' }, ana))[0]!
    await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '5000', proof: imageFile() },
      ana,
    )
    expect((await events()).total).toBe(0) // pending review: no money moved yet
    await decide('deposit', (await pendingOf('deposit')).id, 'approve')
    const deposit = await newest()
    expect(deposit).toMatchObject({
      kind: 'deposit',
      pending: false,
      available: [{ currency: 'EUR', amount: '5000.00' }],
    })
    expect(deposit.legs).toHaveLength(1)
    expectLegsAddUp(deposit)
  })

  it('a buy then close is one row whose effect is the net result, fees included', async () => {
    const before = await availableOf()
    const answer = await server.send(
      buyCall,
      {
        code: 'SAN',
        direction: 'long',
        priceType: 'market',
        lots: 100,
        businessType: 'dayTrading',
      },
      ana,
    )
    expect(answer.data!.state).toBe('holding')
    const open = await newest()
    expect(open).toMatchObject({
      kind: 'orderOpen',
      reference: answer.data!.orderNo,
      instrument: { code: 'SAN' },
      pending: true,
      available: [{ currency: 'EUR', amount: minus(await availableOf(), before) }],
    })

    // While it is open, the withdrawal gate names it and says what is free (issue 18).
    const gate = await server.sendOk(withdrawGateCall, { type: 'Spain' }, ana)
    expect(gate.positions).toEqual([
      { orderNo: answer.data!.orderNo, code: 'SAN', name: expect.any(String) },
    ])
    expect(gate.facts.openPositions).toBe(1)
    expect(gate.available).toBe(await availableOf())

    server.clock.set(new Date(OPEN.getTime() + 60_000))
    expect((await server.send(closeCall, { orderNo: answer.data!.orderNo }, ana)).status).toBe(1)
    const closed = await newest()
    const net = minus(await availableOf(), before)
    expect(closed).toMatchObject({
      id: answer.data!.orderNo,
      kind: 'orderClosed',
      pending: false,
      available: [{ currency: 'EUR', amount: net }],
    })
    expect(closed.legs.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['freeze', 'margin', 'fee', 'release', 'profit']),
    )
    // Buckets other than available come back to zero: nothing is left held for the order.
    for (const bucket of ['frozen', 'margin'])
      expect(
        closed.legs
          .filter((l) => l.bucket === bucket)
          .reduce((s, l) => s + decimalToMinor(l.amount)!, 0n),
      ).toBe(0n)
    expectLegsAddUp(closed)
    // The open and the close are one row, not two.
    expect((await events()).list.filter((e) => e.reference === answer.data!.orderNo)).toHaveLength(
      1,
    )
  })

  it('an exchange is one row with what left one currency and arrived in the other', async () => {
    const answer = await server.send(exchangeCall, { from: 'EUR', to: 'USD', amount: '100' }, ana)
    const exchange = await newest()
    expect(exchange).toMatchObject({
      kind: 'exchange',
      reference: answer.data!.orderNo,
      pending: false,
      available: [
        { currency: 'EUR', amount: '-100.00' },
        { currency: 'USD', amount: answer.data!.received },
      ],
    })
    expectLegsAddUp(exchange)
  })

  it('a withdrawal waiting for review is one neutral row: the money is frozen, not gone', async () => {
    await server.send(
      setFundPasswordCall,
      { password: '135790', password2: '135790', loginPassword: 'correct horse' },
      ana,
    )
    await server.send(
      addBankCardCall,
      {
        holder: 'Ana García',
        first4: '4000',
        last12: '567856785678',
        bankName: 'Banco Ejemplo',
        branchName: 'Madrid Centro',
        bankCode: 'BEXAESMM',
      },
      ana,
    )
    await server.sendForm(
      realnameCall,
      {
        name: 'Ana García',
        idNumber: '12345678Z',
        dateOfBirth: '1990-05-17',
        front: imageFile(),
        back: imageFile(),
      },
      ana,
    )
    await decide('realname', (await pendingOf('realname', 'underReview')).id, 'approve')
    const cardId = (await server.sendOk(bankCardsCall, {}, ana))[0]!.id
    const answer = await server.send(
      withdrawCall,
      { type: 'Spain', amount: '300', fundPassword: '135790', methodId: cardId },
      ana,
    )
    expect(answer.status).toBe(1)
    const withdrawal = await newest()
    expect(withdrawal).toMatchObject({
      kind: 'withdrawalPending',
      reference: answer.data!.orderNo,
      pending: true,
      available: [{ currency: 'EUR', amount: '-300.00' }],
    })
    expect(withdrawal.legs.map((l) => [l.bucket, l.amount])).toEqual([
      ['available', '-300.00'],
      ['frozen', '300.00'],
    ])
  })

  it('pages by event: total counts events, and the events add up to the balances', async () => {
    const all = await events()
    expect(all.total).toBe(4)
    expect(all.list.map((e) => e.kind)).toEqual([
      'withdrawalPending',
      'exchange',
      'orderClosed',
      'deposit',
    ])
    const second = await events(3, 2)
    expect(second).toMatchObject({ total: 4, list: [{ kind: 'deposit' }] })
    for (const [type, currency] of [
      ['Spain', 'EUR'],
      ['usd', 'USD'],
    ] as const) {
      const sum = all.list
        .flatMap((e) => e.available)
        .filter((a) => a.currency === currency)
        .reduce((s, a) => s + decimalToMinor(a.amount)!, 0n)
      expect(minorToDecimal(sum)).toBe(await availableOf(type))
    }
  })
})
