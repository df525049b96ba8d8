import { describe, expect, it } from 'vitest'
import { mostLotsThat } from '../../../machines/order/lotSearch.ts'

/** A budget test that holds up to `most` lots and fails from the next one on. */
const upTo = (most: number) => (lots: number) => lots <= most

describe('the most whole lots a test holds for, found exactly (decision 0032: no float estimate)', () => {
  it('finds the count at, below and above each doubling', () => {
    for (const most of [1, 2, 3, 4, 5, 7, 8, 9, 1023, 1024, 1025, 999_999])
      expect(mostLotsThat(upTo(most)), `up to ${most}`).toBe(most)
  })

  it('is 0 when not even one lot fits', () => {
    expect(mostLotsThat(upTo(0))).toBe(0)
    expect(mostLotsThat(() => false)).toBe(0)
  })

  it('asks only about whole counts from 1 on, about twice log₂ of the answer times', () => {
    const asked: number[] = []
    const most = mostLotsThat((lots) => {
      asked.push(lots)
      return lots <= 1000
    })
    expect(most).toBe(1000)
    expect(asked.every((lots) => Number.isInteger(lots) && lots >= 1)).toBe(true)
    // Doubling to 1024 asks 1, 2, 4 … 1024 (11 times); halving between 512 and 1024, 9 more.
    expect(asked.length).toBe(20)
  })

  it('stops at the largest safe count when every count fits (no price to speak of)', () => {
    // 2⁵² is the last doubling at or below Number.MAX_SAFE_INTEGER (2⁵³ − 1).
    expect(mostLotsThat(() => true)).toBe(2 ** 52)
  })
})
