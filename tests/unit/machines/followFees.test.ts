import { describe, expect, it } from 'vitest'
import {
  followFeePreview,
  followSettlement,
  followValueMinor,
} from '../../../machines/follow/fees.ts'
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

describe('a target that a follow reaches without a profit does not charge (spec §9 Agreement terms)', () => {
  // A product whose target is 0 %: the performance fee still needs a profit.
  const noTarget = { ...SPEC_TERMS, targetReturn: '0.00' }
  it('is not reached at no profit, nor a cent under it; it is a cent over', () => {
    expect(followSettlement(euros('100'), euros('100'), noTarget).targetReached).toBe(false)
    expect(followSettlement(euros('100'), euros('99.99'), noTarget).targetReached).toBe(false)
    expect(followSettlement(euros('100'), euros('100.01'), noTarget).targetReached).toBe(true)
  })
})

describe('fees never take more than the follow is worth (machines/follow/fees.ts)', () => {
  it('a follow worth less than nothing pays no fee and pays out nothing', () => {
    const s = followSettlement(euros('10000'), -euros('5'), SPEC_TERMS)
    expect(s.serviceFeeMinor).toBe(0n)
    expect(s.performanceFeeMinor).toBe(0n)
    expect(s.paidOutMinor).toBe(0n)
  })
  // 100,00 € that became 110,00 €: the 10 % target reached exactly, half the 10,00 profit (5,00)
  // as performance fee, 105,00 left for a service fee that is a large share of the principal.
  const steep = (serviceFeeRate: string) => ({
    serviceFeeRate,
    performanceFeeRate: '0.50',
    targetReturn: '0.10',
  })
  it('a service fee a cent under what is left is charged whole', () => {
    const s = followSettlement(euros('100'), euros('110'), steep('1.0499'))
    expect(s.performanceFeeMinor).toBe(euros('5'))
    expect(s.serviceFeeMinor).toBe(euros('104.99'))
    expect(s.paidOutMinor).toBe(1n)
  })
  it('a service fee of exactly what is left takes it all', () => {
    const s = followSettlement(euros('100'), euros('110'), steep('1.05'))
    expect(s.serviceFeeMinor).toBe(euros('105'))
    expect(s.paidOutMinor).toBe(0n)
  })
  it('a service fee a cent over what is left takes only what is left', () => {
    const s = followSettlement(euros('100'), euros('110'), steep('1.0501'))
    expect(s.performanceFeeMinor).toBe(euros('5'))
    expect(s.serviceFeeMinor).toBe(euros('105'))
    expect(s.paidOutMinor).toBe(0n)
  })
})

describe('a follow is worth its principal grown as the NAV grew, to the cent (decision 0027)', () => {
  it('grows 100,00 € by 5 % to 105,00 €', () => {
    expect(followValueMinor(euros('100'), '1.00000000', '1.05000000')).toBe(euros('105'))
  })
  it('a third of 3,33 € is 1,11 €', () => {
    expect(followValueMinor(euros('3.33'), '3', '1')).toBe(euros('1.11'))
  })
  it('rounds half a cent up, and just under half a cent down', () => {
    // 1,00 × 1,005 = 1,005 → 1,01; 1,00 × 1,00499999 = 1,00499999 → 1,00.
    expect(followValueMinor(euros('1'), '1', '1.005')).toBe(euros('1.01'))
    expect(followValueMinor(euros('1'), '1', '1.00499999')).toBe(euros('1'))
    // 0,01 halved is half a cent: 0,01. A third of a cent is 0,00.
    expect(followValueMinor(1n, '2', '1')).toBe(1n)
    expect(followValueMinor(1n, '3', '1')).toBe(0n)
  })
})

describe('the fees said before following (issue 19, spec §9 Agreement terms)', () => {
  it('for 10.000 €: 200 € service fee, and 20.000 € of profit to reach the 200 % target', () => {
    expect(followFeePreview(euros('10000'), SPEC_TERMS)).toEqual({
      serviceFeeMinor: euros('200'),
      targetProfitMinor: euros('20000'),
    })
  })
  it('a cent: no service fee after rounding, two cents of target; nothing for 0 or less', () => {
    expect(followFeePreview(1n, SPEC_TERMS)).toEqual({ serviceFeeMinor: 0n, targetProfitMinor: 2n })
    expect(followFeePreview(0n, SPEC_TERMS)).toEqual({ serviceFeeMinor: 0n, targetProfitMinor: 0n })
    expect(followFeePreview(-1n, SPEC_TERMS)).toEqual({
      serviceFeeMinor: 0n,
      targetProfitMinor: 0n,
    })
  })
})
