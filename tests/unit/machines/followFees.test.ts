import { describe, expect, it } from 'vitest'
import { followSettlement } from '../../../machines/follow/fees.ts'
import {
  FOLLOW_EXAMPLE_TARGET_RETURN,
  FOLLOW_PERFORMANCE_FEE_RATE,
  FOLLOW_SERVICE_FEE_RATE,
} from '../../../machines/rules.ts'

/** The spec's terms: 18 % of the profit when the return reaches 200 %, and 2 % of the principal. */
const SPEC_TERMS = {
  serviceFeeRate: FOLLOW_SERVICE_FEE_RATE,
  performanceFeeRate: FOLLOW_PERFORMANCE_FEE_RATE,
  targetReturn: FOLLOW_EXAMPLE_TARGET_RETURN,
}
const euros = (text: string) => BigInt(Math.round(Number(text) * 100))

describe('what a follow pays back when it ends (spec §9 Agreement terms)', () => {
  it('charges the performance fee when the target return is reached exactly', () => {
    // 10.000 € that became 30.000 €: a 200 % return, the target itself.
    const s = followSettlement(euros('10000'), euros('30000'), SPEC_TERMS)
    expect(s.targetReached).toBe(true)
    expect(s.profitMinor).toBe(euros('20000'))
    expect(s.performanceFeeMinor).toBe(euros('3600')) // 18 % of 20.000
    expect(s.serviceFeeMinor).toBe(euros('200')) // 2 % of 10.000
    expect(s.paidOutMinor).toBe(euros('26200'))
  })
  it('does not charge it when the return misses the target by a cent', () => {
    const s = followSettlement(euros('10000'), euros('29999.99'), SPEC_TERMS)
    expect(s.targetReached).toBe(false)
    expect(s.performanceFeeMinor).toBe(0n)
    expect(s.serviceFeeMinor).toBe(euros('200'))
    expect(s.paidOutMinor).toBe(euros('29799.99'))
  })
  it('charges only the service fee on a loss', () => {
    const s = followSettlement(euros('10000'), euros('9150.40'), SPEC_TERMS)
    expect(s.profitMinor).toBe(-euros('849.60'))
    expect(s.targetReached).toBe(false)
    expect(s.paidOutMinor).toBe(euros('8950.40'))
  })
  it('never takes more than the follow is worth', () => {
    const nearlyAll = followSettlement(euros('10000'), euros('150'), SPEC_TERMS)
    expect(nearlyAll.serviceFeeMinor).toBe(euros('150'))
    expect(nearlyAll.paidOutMinor).toBe(0n)
    const nothing = followSettlement(euros('10000'), 0n, SPEC_TERMS)
    expect(nothing.serviceFeeMinor + nothing.paidOutMinor).toBe(0n)
  })
  it('rounds each fee to the cent, half up, and the legs add up to the value', () => {
    // 333,33 € to 1.000,00 €: profit 666,67 ≥ 666,66 (200 % of 333,33).
    const s = followSettlement(euros('333.33'), euros('1000'), SPEC_TERMS)
    expect(s.targetReached).toBe(true)
    expect(s.performanceFeeMinor).toBe(euros('120.00')) // 18 % of 666,67 = 120,0006
    expect(s.serviceFeeMinor).toBe(euros('6.67')) // 2 % of 333,33 = 6,6666
    expect(s.paidOutMinor + s.performanceFeeMinor + s.serviceFeeMinor).toBe(euros('1000'))
  })
  it('follows a product’s own target', () => {
    const modest = { ...SPEC_TERMS, targetReturn: '0.10' }
    expect(followSettlement(euros('1000'), euros('1100'), modest).performanceFeeMinor).toBe(
      euros('18'),
    )
    expect(followSettlement(euros('1000'), euros('1099.99'), modest).targetReached).toBe(false)
  })
})
