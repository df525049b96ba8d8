import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_ACTION_MS, TOAST_MS } from '../../../machines/rules.ts'
import { createToastStore, TOAST_CARRY_MS } from '../../../src/components/toastStore.ts'

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

  it('never carries a toast of the screen left, nor one waiting, to the next screen (issue 18)', () => {
    const toast = createToastStore()
    toast.show('The inviter does not exist.')
    toast.show('another refusal')
    vi.advanceTimersByTime(TOAST_CARRY_MS + 1)
    toast.navigated()
    expect(toast.getSnapshot()).toBeNull()
    vi.advanceTimersByTime(TOAST_MS * 2)
    expect(toast.getSnapshot()).toBeNull()
  })

  it('keeps a toast with a way out long enough to tap it (issue 18)', () => {
    const toast = createToastStore()
    const deposit = { to: '/information/recharge', label: 'Deposit money' }
    toast.show('Insufficient available balance.', deposit)
    toast.show('Insufficient available balance.', deposit)
    expect(toast.getSnapshot()).toMatchObject({ action: deposit })
    vi.advanceTimersByTime(TOAST_MS)
    expect(toast.getSnapshot()?.action).toEqual(deposit)
    vi.advanceTimersByTime(TOAST_ACTION_MS - TOAST_MS)
    expect(toast.getSnapshot()).toBeNull()
  })

  it('keeps the toast of the action that navigated', () => {
    const toast = createToastStore()
    toast.show('Subscription submitted.')
    toast.navigated()
    expect(toast.getSnapshot()?.text).toBe('Subscription submitted.')
    vi.advanceTimersByTime(TOAST_MS)
    expect(toast.getSnapshot()).toBeNull()
  })
})
