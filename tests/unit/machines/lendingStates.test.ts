import { describe, expect, it } from 'vitest'
import { lendingHasTag } from '../../../machines/lending/lending.ts'

// spec §4 Stock lending: in progress, success, failed, finished. Offered shares are lent and
// active until the pool decides; only taken ones (success) earn a share of the fee each day.
describe('what a stored lending is, by its state (spec §2, §4 Stock lending)', () => {
  it('success: lent, active and earning', () => {
    expect(lendingHasTag('success', 'lent')).toBe(true)
    expect(lendingHasTag('success', 'active')).toBe(true)
    expect(lendingHasTag('success', 'earning')).toBe(true)
  })

  it('in progress: lent and active, not yet earning', () => {
    expect(lendingHasTag('inProgress', 'lent')).toBe(true)
    expect(lendingHasTag('inProgress', 'active')).toBe(true)
    expect(lendingHasTag('inProgress', 'earning')).toBe(false)
  })

  it('failed or finished: the shares are the investor’s again, nothing lent', () => {
    for (const state of ['failed', 'finished'] as const)
      for (const tag of ['lent', 'active', 'earning'] as const)
        expect(lendingHasTag(state, tag), `${state} ${tag}`).toBe(false)
  })
})
