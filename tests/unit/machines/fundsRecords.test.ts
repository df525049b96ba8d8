import { describe, expect, it } from 'vitest'
import { depositSettled, withdrawalSettled } from '../../../machines/funds/records.ts'

describe('which money of the transaction records has really moved (spec §4 Review, issue 18)', () => {
  it('a deposit counts as money in only once credited', () => {
    // spec §4 Review: pending review, passed, rejected — only the passed (credited) one is in.
    expect(depositSettled({ state: 'credited' })).toBe(true)
    expect(depositSettled({ state: 'pendingReview' })).toBe(false)
    expect(depositSettled({ state: 'rejected' })).toBe(false)
  })

  it('a withdrawal’s money has left only once paid; approved, it is still only frozen', () => {
    expect(withdrawalSettled({ state: 'paid' })).toBe(true)
    expect(withdrawalSettled({ state: 'approved' })).toBe(false)
    expect(withdrawalSettled({ state: 'pendingReview' })).toBe(false)
    expect(withdrawalSettled({ state: 'rejected' })).toBe(false)
    expect(withdrawalSettled({ state: 'failed' })).toBe(false)
  })
})
