import { describe, expect, it } from 'vitest'
import { hasReason } from '../../../machines/funds/review.ts'

// review.ts (not in the spec): a rejection tells the user why, so the reviewer must give a reason.
describe('a reviewer’s rejection carries a reason', () => {
  it('a written reason is one; none, an empty one or blanks are not', () => {
    expect(hasReason({ event: { type: 'deposit.reject', reason: 'Blurred receipt.' } })).toBe(true)
    expect(hasReason({ event: { type: 'deposit.reject' } })).toBe(false)
    expect(hasReason({ event: { type: 'deposit.reject', reason: '' } })).toBe(false)
    expect(hasReason({ event: { type: 'deposit.reject', reason: '   ' } })).toBe(false)
  })

  it('a reason that is not text (a number from a request body) is no reason', () => {
    expect(hasReason({ event: { type: 'deposit.reject', reason: 42 } })).toBe(false)
    expect(hasReason({ event: { type: 'deposit.reject', reason: null } })).toBe(false)
  })
})
