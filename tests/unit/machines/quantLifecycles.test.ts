import { describe, expect, it } from 'vitest'
import { allocationActions, allocationHasTag } from '../../../machines/quant/allocation.ts'
import { quantTransferHasTag } from '../../../machines/quant/transfer.ts'

/**
 * The stored states of the quant account's lifecycles, read by the screens through their tags
 * (decision 0030 for transfers, decision 0032 for allocations): what each state's doc promises.
 */

describe('an allocation’s tags (decision 0032: running trades, stopping closes, stopped is back)', () => {
  it('running is active and trading, not closing nor done', () => {
    expect(allocationHasTag('running', 'active')).toBe(true)
    expect(allocationHasTag('running', 'trading')).toBe(true)
    expect(allocationHasTag('running', 'closing')).toBe(false)
    expect(allocationHasTag('running', 'done')).toBe(false)
  })

  it('stopping is active and closing: its positions close at the next session, nothing new opens', () => {
    expect(allocationHasTag('stopping', 'active')).toBe(true)
    expect(allocationHasTag('stopping', 'closing')).toBe(true)
    expect(allocationHasTag('stopping', 'trading')).toBe(false)
  })

  it('stopped is done, and no longer active', () => {
    expect(allocationHasTag('stopped', 'done')).toBe(true)
    expect(allocationHasTag('stopped', 'active')).toBe(false)
  })
})

describe('what the owner may do with an allocation (decision 0032: quant/stop, running → stopping)', () => {
  it('a running allocation may be stopped', () => {
    expect(allocationActions('running')).toEqual({ stop: true })
  })

  it('one stopping or stopped may not be stopped again, nor one not yet allocated', () => {
    expect(allocationActions('stopping')).toEqual({ stop: false })
    expect(allocationActions('stopped')).toEqual({ stop: false })
    expect(allocationActions('toAllocate')).toEqual({ stop: false })
  })
})

describe('a quant transfer’s tags (decision 0030: out is withdrawing until T+2, then done)', () => {
  it('withdrawing is pending, not done', () => {
    expect(quantTransferHasTag('withdrawing', 'pending')).toBe(true)
    expect(quantTransferHasTag('withdrawing', 'done')).toBe(false)
  })

  it('done is done, not pending', () => {
    expect(quantTransferHasTag('done', 'done')).toBe(true)
    expect(quantTransferHasTag('done', 'pending')).toBe(false)
  })
})
