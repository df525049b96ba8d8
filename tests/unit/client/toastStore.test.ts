import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_MS } from '../../../machines/rules.ts'
import { createToastStore } from '../../../src/components/toastStore.ts'

describe('toast (spec §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows each toast for 2 s, one after another, without repeating a text', () => {
    const toast = createToastStore()
    toast.show('first')
    toast.show('second')
    toast.show('second')
    expect(toast.getSnapshot()?.text).toBe('first')
    vi.advanceTimersByTime(TOAST_MS - 1)
    expect(toast.getSnapshot()?.text).toBe('first')
    vi.advanceTimersByTime(1)
    expect(toast.getSnapshot()?.text).toBe('second')
    vi.advanceTimersByTime(TOAST_MS)
    expect(toast.getSnapshot()).toBeNull()
  })
})
