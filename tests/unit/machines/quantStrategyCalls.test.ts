import { describe, expect, it } from 'vitest'
import { takesRequestId } from '../../../machines/contract/call.ts'
import { allocationGate } from '../../../machines/quant/allocationGate.ts'
import {
  allocationInput,
  quantAllocateCall,
  quantStopCall,
} from '../../../machines/quant/strategyCalls.ts'

/**
 * The allocation gate's input, built alike by the form and the server (strategyCalls.ts): the
 * strategy's shelf and minimum, the user's allocation running in it, the quant account's
 * available funds (decision 0032), and the minimum's message in the strategy's currency (issue 48).
 */

const strategy = {
  onShelf: true,
  minAmount: '500.00',
  currency: 'USD' as const,
  mine: null,
}
const account = { available: '2500.00', facts: { noTrade: false } }

describe('the allocation gate’s input (decision 0032, issue 48)', () => {
  it('carries the form’s amount, the strategy and the account as the gate’s facts', () => {
    expect(allocationInput({ amount: '1000.00' }, strategy, account)).toEqual({
      gate: allocationGate,
      facts: {
        noTrade: false,
        onShelf: true,
        running: false,
        amount: '1000.00',
        minAmount: '500.00',
        available: '2500.00',
      },
      params: { belowMinimum: { amount: '500.00', currency: 'USD' } },
    })
  })

  it('money of the user already running or stopping in the strategy is running (one at a time)', () => {
    const mine = { allocationNo: 'A1', state: 'stopping' as const }
    expect(allocationInput({ amount: '1.00' }, { ...strategy, mine }, account).facts.running).toBe(
      true,
    )
  })

  it('a barred account and a strategy off the shelf are passed on as they are', () => {
    const input = allocationInput(
      { amount: '2.00' },
      { ...strategy, onShelf: false, currency: 'EUR', minAmount: '100.00' },
      { available: '0.00', facts: { noTrade: true } },
    )
    expect(input.facts).toMatchObject({ noTrade: true, onShelf: false, available: '0.00' })
    expect(input.params).toEqual({ belowMinimum: { amount: '100.00', currency: 'EUR' } })
  })
})

describe('the quant calls (decision 0032)', () => {
  it('allocating is done once per request id, as every call that moves money (decision 0063)', () => {
    expect(takesRequestId(quantAllocateCall)).toBe(true)
    expect(quantAllocateCall.path).toBe('quant/allocate')
  })

  it('stopping names an allocation: a blank number is refused', () => {
    expect(quantStopCall.request.safeParse({ allocationNo: 'A12' }).success).toBe(true)
    expect(quantStopCall.request.safeParse({ allocationNo: '   ' }).success).toBe(false)
  })
})
