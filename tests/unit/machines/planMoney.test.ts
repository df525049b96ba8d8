import { describe, expect, it } from 'vitest'
import {
  buyByAmount,
  quantityText,
  sellFill,
  splitByWeights,
} from '../../../machines/plans/fills.ts'
import { moneyWeightedReturn } from '../../../machines/plans/returns.ts'
import { firstRunDay, followingRunDay, upcomingRunDays } from '../../../machines/plans/schedule.ts'

/**
 * A plan's arithmetic (issue 52, decision 0073), each expected figure worked out by hand: the
 * split of a run's money by the weights, what an amount buys after its charges, what a sale
 * brings, the schedule's days on a calendar, and the money-weighted return of known flows.
 */

const SPAIN = { buyFee: '0.001', stampDuty: '0.002' }

describe('splitByWeights: a run’s money by the weights, to the cent', () => {
  it('gives each its floor and the cents left to the largest remainders', () => {
    // 100.00 € by 33.3 / 33.3 / 33.4 %: 33.30, 33.30, 33.40 exactly.
    expect(splitByWeights(10_000n, [333, 333, 334])).toEqual([3_330n, 3_330n, 3_340n])
    // 0.10 € by thirds (333, 333, 334 tenths): floors 3, 3, 3; the cent left goes to the largest
    // remainder, the third (0.334 × 10).
    expect(splitByWeights(10n, [333, 333, 334])).toEqual([3n, 3n, 4n])
    // Equal remainders: the first of them takes the cent.
    expect(splitByWeights(1n, [500, 500])).toEqual([1n, 0n])
    expect(splitByWeights(3n, [250, 250, 250, 250])).toEqual([1n, 1n, 1n, 0n])
    // The cent goes by the remainder, not the weight: 0.03 by 70/30 is 0.021 and 0.009.
    expect(splitByWeights(3n, [700, 300])).toEqual([2n, 1n])
    // No weight at all: nothing to anyone.
    expect(splitByWeights(100n, [0, 0])).toEqual([0n, 0n])
  })

  it('always adds up to the total', () => {
    for (const total of [0n, 1n, 99n, 12_345n, 1_000_000_00n])
      for (const weights of [[1000], [10, 990], [123, 456, 421], [50, 50, 50, 850]]) {
        const parts = splitByWeights(total, weights)
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(total)
      }
  })
})

describe('buyByAmount: the most millionths an amount pays for with its charges', () => {
  it('60 € of a 100 € ETF at 0.1 % fee and 0.2 % stamp duty buys 0.598200', () => {
    // 59.82 + fee 0.06 + duty 0.12 = 60.00; a cent more (59.83) would cost 60.01.
    expect(buyByAmount(6_000n, '100.00', SPAIN)).toEqual({
      quantityMicro: 598_200n,
      amountMinor: 5_982n,
      feeMinor: 6n,
      stampDutyMinor: 12n,
      leftMinor: 0n,
    })
  })

  it('leaves what a millionth cannot buy as cash', () => {
    // 10 € of a 3,333.33 share without charges: 0.003000 costs 9.99999 (10.00 to the cent);
    // 0.003001 would cost 10.0033, more than was paid, so the quantity is cut down, not rounded.
    const bought = buyByAmount(1_000n, '3333.33', { buyFee: '0', stampDuty: '0' })
    expect(quantityText(bought.quantityMicro)).toBe('0.003000')
    expect(bought.amountMinor).toBe(1_000n)
    expect(bought.leftMinor).toBe(0n)
  })

  it('buys nothing with nothing, or at no price', () => {
    expect(buyByAmount(0n, '10.00', SPAIN).quantityMicro).toBe(0n)
    expect(buyByAmount(500n, '0', SPAIN)).toMatchObject({ quantityMicro: 0n, leftMinor: 500n })
  })

  it('never spends more than it is given', () => {
    for (const budget of [1n, 7n, 99n, 1_234n, 99_999n])
      for (const price of ['0.1234', '7.891', '45.67', '612.34'])
        for (const rates of [SPAIN, { buyFee: '0.0025', stampDuty: '0' }]) {
          const b = buyByAmount(budget, price, rates)
          expect(b.amountMinor + b.feeMinor + b.stampDutyMinor + b.leftMinor).toBe(budget)
          expect(b.leftMinor >= 0n).toBe(true)
        }
  })
})

describe('sellFill: what a sale brings and the cost it takes', () => {
  it('half of 0.598200 at 110 € brings 32.90, less 0.03 fee, and takes half the cost', () => {
    expect(
      sellFill(299_100n, { quantityMicro: 598_200n, costMinor: 5_982n }, '110.00', '0.001'),
    ).toEqual({
      quantityMicro: 299_100n,
      proceedsMinor: 3_290n,
      feeMinor: 3n,
      costMinor: 2_991n,
    })
  })

  it('a whole sale takes all the cost, whatever the rounding', () => {
    const held = { quantityMicro: 333_333n, costMinor: 1_001n }
    expect(sellFill(333_333n, held, '3.00', '0').costMinor).toBe(1_001n)
    // A third of it takes a third of the cost, half up: 333.67 → 334 cents.
    expect(sellFill(111_111n, held, '3.00', '0').costMinor).toBe(334n)
  })
})

describe('the schedule (decision 0073)', () => {
  it('starts on the first run day after the plan is made', () => {
    // Monday 23 November 2026.
    expect(firstRunDay('monthly', 5, '2026-11-23')).toBe('2026-12-05')
    expect(firstRunDay('monthly', 28, '2026-11-23')).toBe('2026-11-28')
    expect(firstRunDay('monthly', 23, '2026-11-23')).toBe('2026-12-23')
    // December rolls into January.
    expect(firstRunDay('monthly', 1, '2026-12-15')).toBe('2027-01-01')
    // Weekly on Tuesday (2), Monday (1: not today, a week on) and Friday (5).
    expect(firstRunDay('weekly', 2, '2026-11-23')).toBe('2026-11-24')
    expect(firstRunDay('weekly', 1, '2026-11-23')).toBe('2026-11-30')
    expect(firstRunDay('biweekly', 5, '2026-11-23')).toBe('2026-11-27')
  })

  it('counts on by a week, two weeks or a month', () => {
    expect(followingRunDay('weekly', 2, '2026-12-29')).toBe('2027-01-05')
    expect(followingRunDay('biweekly', 2, '2026-11-24')).toBe('2026-12-08')
    expect(followingRunDay('monthly', 28, '2027-01-28')).toBe('2027-02-28')
    expect(upcomingRunDays('monthly', 5, '2026-12-05', 3)).toEqual([
      '2026-12-05',
      '2027-01-05',
      '2027-02-05',
    ])
  })
})

describe('the money-weighted return', () => {
  const DAY = 86_400_000
  const start = Date.parse('2026-01-01T00:00:00Z')
  const YEAR = 365.25 * DAY

  it('is 10 % for 100 in that is worth 110 a year later', () => {
    expect(moneyWeightedReturn([{ at: start, amountMinor: -10_000n }], 11_000n, start + YEAR)).toBe(
      '10.00',
    )
  })

  it('weighs money by the time it was in: 100 in, 100 more half-way, 210 a year on', () => {
    // −100 (1+r) − 100 (1+r)^½ + 210 = 0 → r ≈ 6.70 % (solved by hand to 0.01).
    const flows = [
      { at: start, amountMinor: -10_000n },
      { at: start + YEAR / 2, amountMinor: -10_000n },
    ]
    expect(moneyWeightedReturn(flows, 21_000n, start + YEAR)).toBe('6.70')
  })

  it('counts its 30 days from the first money in, not the last', () => {
    const flows = [
      { at: start, amountMinor: -10_000n },
      { at: start + YEAR - 10 * DAY, amountMinor: -10_000n },
    ]
    expect(moneyWeightedReturn(flows, 20_000n, start + YEAR)).toBe('0.00')
  })

  it('reads the flows in any order', () => {
    const flows = [
      { at: start + YEAR / 2, amountMinor: -10_000n },
      { at: start, amountMinor: -10_000n },
    ]
    expect(moneyWeightedReturn(flows, 21_000n, start + YEAR)).toBe('6.70')
  })

  it('is -100 % when everything is lost, and says nothing past 1,000 % a year', () => {
    expect(moneyWeightedReturn([{ at: start, amountMinor: -10_000n }], 0n, start + YEAR)).toBe(
      '-100.00',
    )
    expect(
      moneyWeightedReturn([{ at: start, amountMinor: -100n }], 1_000_000n, start + YEAR),
    ).toBeNull()
  })

  it('says nothing before 30 days, or without money in', () => {
    expect(
      moneyWeightedReturn([{ at: start, amountMinor: -10_000n }], 10_000n, start + 30 * DAY),
    ).toBe('0.00')
    expect(moneyWeightedReturn([{ at: start, amountMinor: 10_000n }], 0n, start + YEAR)).toBeNull()
    expect(
      moneyWeightedReturn([{ at: start, amountMinor: -10_000n }], 11_000n, start + 29 * DAY),
    ).toBeNull()
    expect(moneyWeightedReturn([], 0n, start + YEAR)).toBeNull()
  })
})
