import { describe, expect, it } from 'vitest'
import { refusalOf } from '../../../machines/gate.ts'
import {
  type AppropriatenessFacts,
  appropriatenessGate,
  appropriatenessInput,
} from '../../../machines/order/appropriateness.ts'
import {
  protectionGate,
  protectionInput,
  protectionPriceNotPositive,
  stopLossWrongSide,
  takeProfitWrongSide,
} from '../../../machines/order/protection.ts'
import { TRAIL_PERCENT_MAX } from '../../../machines/order/stops.ts'

/**
 * The gate inputs the screens and the server build the same way (issue 25): which gate, the facts
 * as given, and the parameters the refusal's message is filled with.
 */
describe('the protection gate’s input (issue 25, decision 0049)', () => {
  const facts = {
    direction: 'long' as const,
    reference: '10.00',
    stopLoss: null,
    takeProfit: null,
    trailPercent: '60',
  }
  it('is the protection gate with the facts as given', () => {
    const input = protectionInput(facts)
    expect(input.gate).toBe(protectionGate)
    expect(input.facts).toBe(facts)
  })
  it('names the most a trail may be in its refusal: "at most 50 %"', () => {
    // A trail of 60 % is over the 50 % the rule allows (trailOutOfRange).
    expect(refusalOf(protectionInput(facts), 'client')).toMatchObject({
      code: 'trade.trailInvalid',
      params: { count: TRAIL_PERCENT_MAX },
    })
    expect(TRAIL_PERCENT_MAX).toBe('50')
  })
})

describe('the appropriateness check’s input (issue 25, decision 0048)', () => {
  it('is the appropriateness gate with the facts as given, no message parameters', () => {
    const facts: AppropriatenessFacts = {
      experience: 'never',
      leverageLoss: 'half',
      shortLoss: 'rises',
      closeOut: 'possible',
      acknowledged: false,
    }
    const input = appropriatenessInput(facts)
    expect(input.gate).toBe(appropriatenessGate)
    expect(input.facts).toBe(facts)
    expect(input.params).toEqual({})
  })
})

// not in the spec (issue 25): the stops' sides are judged from a price; without one, not at all
describe('the stops’ sides without a price to judge them from (issue 25)', () => {
  const noPrice = { direction: 'long' as const, reference: null, trailPercent: null }
  it('are not called wrong: there is nothing to be on the wrong side of', () => {
    expect(stopLossWrongSide({ ...noPrice, stopLoss: '10.50', takeProfit: null })).toBe(false)
    expect(takeProfitWrongSide({ ...noPrice, stopLoss: null, takeProfit: '9.00' })).toBe(false)
  })
})

// spec §5 Trading: a stop's price must be above 0 — an empty field is no stop, not a price of 0
describe('an empty stop field (spec §5 Trading)', () => {
  it('is no price to judge, so not a price of zero', () => {
    expect(protectionPriceNotPositive({ stopLoss: '', takeProfit: '', trailPercent: null })).toBe(
      false,
    )
    expect(protectionPriceNotPositive({ stopLoss: '0', takeProfit: '', trailPercent: null })).toBe(
      true,
    )
  })
})
