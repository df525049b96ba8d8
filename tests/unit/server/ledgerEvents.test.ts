import { describe, expect, it } from 'vitest'
import {
  eventKeyOf,
  eventOf,
  groupLedgerEvents,
  type LedgerLegRow,
} from '../../../server/funds/ledgerEvents.ts'

const AT = new Date('2026-11-23T09:00:00Z')
let nextId = 1
type Leg = [LedgerLegRow['bucket'], LedgerLegRow['kind'], bigint, string?]
/** Ledger rows of one order number, in the order written. */
const legs = (orderNo: string | null, ...rows: Leg[]): LedgerLegRow[] =>
  rows.map(([bucket, kind, amountMinor, currency = 'EUR']) => ({
    id: nextId++,
    orderNo,
    bucket,
    kind,
    amountMinor,
    currency,
    createdAt: AT,
  }))

const FREEZE: Leg[] = [
  ['available', 'freeze', -10_045n],
  ['frozen', 'freeze', 10_045n],
]
const FILL: Leg[] = [
  ['frozen', 'margin', -10_000n],
  ['margin', 'margin', 10_000n],
  ['frozen', 'fee', -15n],
  ['frozen', 'unfreeze', -30n],
  ['available', 'unfreeze', 30n],
]
const CLOSE: Leg[] = [
  ['margin', 'release', -10_000n],
  ['available', 'release', 10_000n],
  ['available', 'profit', 120n],
  ['available', 'fee', -15n],
]

describe('grouping ledger legs into business events (issue 18)', () => {
  it('an order: pending while frozen, open once filled, closed with its net result', () => {
    expect(eventOf('T1', legs('T1', ...FREEZE))).toMatchObject({
      kind: 'orderPending',
      pending: true,
      available: [{ currency: 'EUR', amount: '-100.45' }],
    })
    expect(eventOf('T1', legs('T1', ...FREEZE, ...FILL))).toMatchObject({
      kind: 'orderOpen',
      pending: true,
      available: [{ currency: 'EUR', amount: '-100.15' }],
    })
    // −100.45 + 0.30 + 100.00 + 1.20 − 0.15: the profit less both fees.
    expect(eventOf('T1', legs('T1', ...FREEZE, ...FILL, ...CLOSE))).toMatchObject({
      kind: 'orderClosed',
      pending: false,
      available: [{ currency: 'EUR', amount: '0.90' }],
    })
    expect(
      eventOf(
        'T1',
        legs('T1', ...FREEZE, ['frozen', 'unfreeze', -10_045n], ['available', 'unfreeze', 10_045n]),
      ),
    ).toMatchObject({ kind: 'orderCancelled', pending: false, available: [{ amount: '0.00' }] })
  })

  it('a withdrawal: requested and approved are pending, paid is realised, rejected nets zero', () => {
    const requested = legs('W1', ['available', 'freeze', -80_000n], ['frozen', 'freeze', 80_000n])
    expect(eventOf('W1', requested)).toMatchObject({ kind: 'withdrawalPending', pending: true })
    expect(eventOf('W1', requested, { state: 'approved' })).toMatchObject({
      kind: 'withdrawalApproved',
      pending: true,
    })
    expect(
      eventOf('W1', [...requested, ...legs('W1', ['frozen', 'withdrawal', -80_000n])]),
    ).toMatchObject({
      kind: 'withdrawalPaid',
      pending: false,
      available: [{ amount: '-800.00' }],
    })
    expect(
      eventOf('W1', [
        ...requested,
        ...legs('W1', ['frozen', 'unfreeze', -80_000n], ['available', 'unfreeze', 80_000n]),
      ]),
    ).toMatchObject({ kind: 'withdrawalRejected', pending: false, available: [{ amount: '0.00' }] })
  })

  it('a subscription paid for is settled although its frozen legs stay under its number', () => {
    const frozen = legs('S1', ['available', 'freeze', -50_000n], ['frozen', 'freeze', 50_000n])
    expect(eventOf('S1', frozen)).toMatchObject({ kind: 'subscriptionFrozen', pending: true })
    expect(eventOf('S1', frozen, { state: 'paid' })).toMatchObject({
      kind: 'subscriptionPaid',
      pending: false,
    })
    const waived = [
      ...frozen,
      ...legs(
        'S1',
        ['frozen', 'unfreeze', -45_000n],
        ['available', 'unfreeze', 45_000n],
        ['frozen', 'forfeit', -5_000n],
      ),
    ]
    expect(eventOf('S1', waived)).toMatchObject({
      kind: 'subscriptionWaived',
      pending: false,
      available: [{ amount: '-50.00' }],
    })
  })

  it('an exchange keeps each currency apart; a deposit is realised in full', () => {
    expect(
      eventOf(
        'X1',
        legs(
          'X1',
          ['available', 'exchange', -50_000n, 'EUR'],
          ['available', 'exchange', 58_000n, 'USD'],
        ),
      ),
    ).toMatchObject({
      kind: 'exchange',
      pending: false,
      available: [
        { currency: 'EUR', amount: '-500.00' },
        { currency: 'USD', amount: '580.00' },
      ],
    })
    expect(eventOf('D1', legs('D1', ['available', 'deposit', 250_050n]))).toMatchObject({
      kind: 'deposit',
      pending: false,
      available: [{ amount: '2500.50' }],
    })
  })

  it('groups by order number, a credit without one on its own, in the order of the keys', () => {
    const credit = legs(null, ['available', 'deposit', 1_000_000n])
    const order = legs('T9', ...FREEZE)
    const exchange = legs('X9', ['available', 'exchange', -100n])
    const all = [...order, ...credit, ...exchange, ...legs('T9', ...FILL)]
    const creditKey = eventKeyOf(credit[0]!)
    expect(creditKey).toBe(`#${credit[0]!.id}`)
    const events = groupLedgerEvents(
      ['T9', creditKey, 'X9', 'gone'],
      all,
      new Map([['T9', { state: 'holding', instrument: { code: 'SAN', name: 'Banco Santander' } }]]),
    )
    expect(events.map((e) => [e.id, e.kind, e.legs.length])).toEqual([
      ['T9', 'orderOpen', 7],
      [creditKey, 'deposit', 1],
      ['X9', 'exchange', 1],
    ])
    expect(events[0]).toMatchObject({
      reference: 'T9',
      instrument: { code: 'SAN', name: 'Banco Santander' },
    })
    expect(events[1]!.reference).toBeNull()
  })
})
