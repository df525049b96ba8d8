import { describe, expect, it } from 'vitest'
import {
  creditLimitFor,
  interestMinor,
  isWholeAmount,
  ratePercent,
} from '../../../machines/credit/terms.ts'
import { drawWinners, winnerCount } from '../../../machines/ipo/lottery.ts'
import { ipoPhase } from '../../../machines/ipo/phase.ts'
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
})
