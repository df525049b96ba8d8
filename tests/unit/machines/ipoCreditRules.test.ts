import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  activationInput,
  borrowInput,
  repayInput,
  standingFacts,
} from '../../../machines/credit/calls.ts'
import {
  creditScreenMachine,
  creditScreenSelectors,
} from '../../../machines/credit/creditScreen.ts'
import {
  creditLimitFor,
  interestMinor,
  isWholeAmount,
  ratePercent,
} from '../../../machines/credit/terms.ts'
import { refusalOf } from '../../../machines/gate.ts'
import { subscriptionCost, subscriptionInput } from '../../../machines/ipo/calls.ts'
import { drawWinners, winnerCount } from '../../../machines/ipo/lottery.ts'
import { ipoPhase, takesSubscriptions } from '../../../machines/ipo/phase.ts'
import { subscriptionActions } from '../../../machines/ipo/subscription.ts'
import {
  frozenAtSubscriptionMinor,
  paymentSplit,
  percentOfMinor,
  waiveSplit,
} from '../../../machines/ipo/terms.ts'

describe('the draw (machines/ipo/lottery.ts)', () => {
  it('lets round(n × rate) win, half up, never more than n', () => {
    expect(winnerCount(2, '50')).toBe(1)
    expect(winnerCount(1, '50')).toBe(1)
    expect(winnerCount(3, '50')).toBe(2)
    expect(winnerCount(1000, '2.5')).toBe(25)
    expect(winnerCount(10, '0')).toBe(0)
    expect(winnerCount(10, '100')).toBe(10)
    expect(winnerCount(7, '0.01')).toBe(0)
  })

  it('never lets more win than subscribed, even at a rate over 100 %', () => {
    // 4 × 150 % is 6 winners, but only 4 subscriptions can win; 4 × 100 % is exactly 4.
    expect(winnerCount(4, '150')).toBe(4)
    expect(winnerCount(4, '100.5')).toBe(4)
  })

  it('gives the same winners for the same seed, and others for another seed', () => {
    const entries = Array.from({ length: 200 }, (_, i) => ({ subscriptionNo: `S${i}` }))
    const a = drawWinners('seed-1', entries, '10')
    expect(a.size).toBe(20)
    expect([...drawWinners('seed-1', [...entries].reverse(), '10')].sort()).toEqual([...a].sort())
    expect([...drawWinners('seed-2', entries, '10')].sort()).not.toEqual([...a].sort())
  })
})

describe('subscription money (machines/ipo/terms.ts)', () => {
  const terms = { price: '0.80', depositPercent: '10', waivePercent: '1' }
  it('freezes the deposit share, pays from frozen first, returns what is unused', () => {
    expect(percentOfMinor(123_45n, '10')).toBe(12_35n)
    expect(frozenAtSubscriptionMinor(10_000, terms)).toBe(800_00n)
    expect(paymentSplit(800_00n, 10_000, '0.80')).toEqual({
      dueMinor: 8000_00n,
      fromFrozenMinor: 800_00n,
      fromAvailableMinor: 7200_00n,
      returnedMinor: 0n,
    })
    expect(paymentSplit(20_000_00n, 15_000, '0.95')).toMatchObject({
      dueMinor: 14_250_00n,
      fromAvailableMinor: 0n,
      returnedMinor: 5_750_00n,
    })
    expect(waiveSplit(800_00n, terms)).toEqual({ forfeitMinor: 8_00n, returnedMinor: 792_00n })
  })

  it('places a share on its calendar', () => {
    const p = { opensAt: 10, closesAt: 20, listingAt: 40, drawnAt: null }
    expect([5, 10, 25, 45].map((now) => ipoPhase(p, now))).toEqual([
      'upcoming',
      'open',
      'awaitingDraw',
      'listed',
    ])
    expect(ipoPhase({ ...p, drawnAt: 30 }, 35)).toBe('drawn')
  })

  it('each date starts its phase at its own instant, to the millisecond (spec §3 New share)', () => {
    const p = { opensAt: 10, closesAt: 20, listingAt: 40, drawnAt: null }
    // The application period is [opensAt, closesAt): the close itself is after it.
    expect([9, 10, 19, 20, 21].map((now) => ipoPhase(p, now))).toEqual([
      'upcoming',
      'open',
      'open',
      'awaitingDraw',
      'awaitingDraw',
    ])
    // Drawn at 30: the listing date itself is listed, the instant before still drawn.
    const drawn = { ...p, drawnAt: 30 }
    expect([39, 40, 41].map((now) => ipoPhase(drawn, now))).toEqual(['drawn', 'listed', 'listed'])
  })
})

describe('credit terms (machines/credit/terms.ts)', () => {
  const terms = { limitPerPoint: '100.00', dailyRate: '0.0005' }
  it('gives a limit from the score and compounds interest daily to the cent', () => {
    expect(creditLimitFor(100, terms)).toBe(10_000_00n)
    expect(creditLimitFor(-5, terms)).toBe(0n)
    expect(interestMinor(1000_00n, 2, terms)).toBe(1_00n)
    expect(interestMinor(1000_00n, 0, terms)).toBe(0n)
    expect(isWholeAmount('500')).toBe(true)
    expect(isWholeAmount('500.00')).toBe(true)
    expect(isWholeAmount('500.5')).toBe(false)
    expect(isWholeAmount('0')).toBe(false)
    expect(['0.0005', '0.01', '0.1', '0', '0.000125'].map(ratePercent)).toEqual([
      '0.05',
      '1',
      '10',
      '0',
      '0.0125',
    ])
  })

  it('writes a rate stored with trailing zeros without them (credit terms: "exactly, without trailing zeros")', () => {
    // A decimal column gives the setting back padded: 0.000500 is 0.05 % a day, 0.0050 is 0.5 %,
    // 0.0100 is 1 %, 0.500000 is 50 %.
    expect(['0.000500', '0.0050', '0.0100', '0.500000'].map(ratePercent)).toEqual([
      '0.05',
      '0.5',
      '1',
      '50',
    ])
  })
})

describe('the subscription gate input (machines/ipo/calls.ts)', () => {
  const NOW = Date.parse('2026-11-23T09:00:00Z')
  const DAY = 86_400_000
  const product = {
    channelOpen: true,
    opensAt: new Date(NOW - DAY).toISOString(),
    closesAt: new Date(NOW + DAY).toISOString(),
    listingAt: new Date(NOW + 10 * DAY).toISOString(),
    maxSubscriptions: 1,
    minShares: 10_000,
    tiers: [
      { id: 'A', minAmount: '1000.00' },
      { id: 'B', minAmount: '50000.00' },
    ],
    price: '0.80',
    depositPercent: '10',
    waivePercent: '1',
  }
  const facts = { noTrade: false, now: NOW, subscriptionsSoFar: 0, available: '1000.00' }
  const terms = { product, facts }

  it('costs the shares as typed: the amount and what is frozen now', () => {
    expect(subscriptionCost('10000', product)).toEqual({ amount: '8000.00', frozen: '800.00' })
    expect(subscriptionCost('1.5', product)).toEqual({ amount: '0.00', frozen: '0.00' })
  })

  it('builds the facts and the numbers of the messages from the terms the form loaded', () => {
    const input = subscriptionInput({ quantity: '10000', tier: 'A' }, terms)
    expect(input.facts).toMatchObject({
      opensAt: NOW - DAY,
      shares: '10000',
      tierMinAmount: '1000.00',
      amount: '8000.00',
      frozenNeeded: '800.00',
      available: '1000.00',
    })
    expect(refusalOf(input, 'client')).toBeNull()
    expect(refusalOf(subscriptionInput({ quantity: 9999 }, terms))).toMatchObject({
      code: 'ipo.belowMinShares',
      params: { count: '10000' },
    })
    expect(refusalOf(subscriptionInput({ quantity: '10000', tier: 'B' }, terms))).toMatchObject({
      code: 'ipo.belowTierMin',
      params: { amount: '50000.00' },
    })
    expect(
      refusalOf(
        subscriptionInput(
          { quantity: '20000' },
          { product, facts: { ...facts, available: '1599.99' } },
        ),
      ),
    ).toMatchObject({ code: 'funds.insufficient' })
  })

  it('refuses a second subscription before the form, a typed number only on it (issue 18)', () => {
    const again = { product, facts: { ...facts, subscriptionsSoFar: 1 } }
    // Whatever would be typed: the form is not offered at all.
    for (const quantity of ['10000', '', '1.5'])
      expect(refusalOf(subscriptionInput({ quantity }, again), 'client')).toMatchObject({
        code: 'ipo.countExceeded',
        state: 'countReached',
        beforeForm: true,
      })
    const closed = { product: { ...product, closesAt: new Date(NOW - 1).toISOString() }, facts }
    expect(refusalOf(subscriptionInput({ quantity: '10000' }, closed))?.beforeForm).toBe(true)
    // A first subscription with too few shares is the form's own refusal, after typing.
    expect(refusalOf(subscriptionInput({ quantity: '9999' }, terms))).toMatchObject({
      code: 'ipo.belowMinShares',
      beforeForm: false,
    })
  })

  it('offers Subscribe while the share is open, pay and waive while payment is due', () => {
    expect(takesSubscriptions('open')).toBe(true)
    expect(takesSubscriptions('awaitingDraw')).toBe(false)
    expect(subscriptionActions('pendingPayment', 10)).toEqual({ pay: true, waive: true })
    expect(subscriptionActions('won', 10)).toEqual({ pay: false, waive: false })
    expect(subscriptionActions('paid', 10)).toEqual({ pay: false, waive: false })
  })
})

describe('the credit gate inputs and the credit screen (machines/credit/)', () => {
  const loan = { outstanding: '500.00' }
  const standing = {
    activated: true,
    loan: null,
    pending: null,
    borrowable: '1000.00',
    minLoan: '100.00',
  }

  it('decides a loan request and a repayment the same way on both sides', () => {
    expect(refusalOf(borrowInput({ amount: 500 }, standing))).toBeNull()
    expect(refusalOf(borrowInput({ amount: '1001' }, standing))?.code).toBe(
      'loan.limitInsufficient',
    )
    // spec §8 Credit: below minimum borrowing, with the minimum in the message.
    const small = refusalOf(borrowInput({ amount: '99' }, standing))
    expect(small).toMatchObject({ code: 'loan.belowMinimum', params: { amount: '100.00' } })
    expect(refusalOf(borrowInput({ amount: '500' }, { ...standing, loan }))?.code).toBe(
      'loan.outstanding',
    )
    expect(refusalOf(borrowInput({ amount: '500' }, { ...standing, pending: {} }))?.code).toBe(
      'loan.pendingReview',
    )
    expect(refusalOf(repayInput({ amount: '200' }, { loan, available: '300.00' }))).toBeNull()
    expect(refusalOf(repayInput({ amount: '501' }, { loan, available: '900.00' }))?.code).toBe(
      'loan.repayExceeds',
    )
    expect(refusalOf(repayInput({ amount: '1' }, { loan: null, available: '9.00' }))?.code).toBe(
      'loan.repayExceeds',
    )
  })

  it('says how many days of activity and how much in assets activation needs', () => {
    const facts = {
      activated: false,
      kyc: 'passed' as const,
      lastActivityAt: null,
      now: 0,
      assets: '0.00',
      bankCards: 1,
    }
    expect(refusalOf(activationInput(facts))).toMatchObject({
      code: 'loan.inactive',
      params: { count: '30' },
    })
  })

  it('shows activation, repayment, the pending request or the loan form, and decides again', () => {
    const actor = createActor(creditScreenMachine, {
      input: standingFacts({ ...standing, activated: false }),
    }).start()
    const mode = () => {
      const s = actor.getSnapshot()
      return Object.entries(creditScreenSelectors)
        .filter(([, read]) => read(s))
        .map(([name]) => name)
    }
    expect(mode()).toEqual(['mustActivate'])
    actor.send({ type: 'rating.loaded', standing: standingFacts(standing) })
    expect(mode()).toEqual(['canBorrow'])
    actor.send({ type: 'rating.loaded', standing: standingFacts({ ...standing, pending: {} }) })
    expect(mode()).toEqual(['isPendingReview'])
    actor.send({
      type: 'rating.loaded',
      standing: standingFacts({ ...standing, loan, pending: {} }),
    })
    expect(mode()).toEqual(['mustRepay'])
  })
})
