import { describe, expect, it } from 'vitest'
import {
  auditChanges,
  auditCurrency,
  auditTarget,
  auditUploads,
} from '../../../machines/backOffice/auditEntries.ts'

describe('the audit log read by a person (issue 18)', () => {
  it('names the record a target points at', () => {
    expect(auditTarget('deposit#12')).toEqual({ kind: 'deposit', ref: '12' })
    expect(auditTarget('user:600100100')).toEqual({ kind: 'user', ref: '600100100' })
    expect(auditTarget('config:funds.withdraw.hours')).toEqual({
      kind: 'config',
      ref: 'funds.withdraw.hours',
    })
    expect(auditTarget('spaceship#1')).toEqual({ kind: null, ref: 'spaceship#1' })
  })

  it('lists only the fields that changed, in the record order, without the id', () => {
    const before = JSON.stringify({ id: 3, amount: '200.00', state: 'approved', paidAt: null })
    const after = JSON.stringify({
      id: 3,
      amount: '200.00',
      state: 'paid',
      paidAt: '2026-11-23T10:00:00.000Z',
    })
    expect(auditChanges(before, after)).toEqual([
      { field: 'state', before: 'approved', after: 'paid' },
      { field: 'paidAt', before: null, after: '2026-11-23T10:00:00.000Z' },
    ])
  })

  it('a new record lists what it was made with; a setting is one value; nested values as JSON', () => {
    expect(
      auditChanges(null, JSON.stringify({ id: 1, bankName: 'CaixaBank', demo: false })),
    ).toEqual([
      { field: 'bankName', before: null, after: 'CaixaBank' },
      { field: 'demo', before: null, after: false },
    ])
    expect(auditChanges('"100"', '"150"')).toEqual([
      { field: 'value', before: '100', after: '150' },
    ])
    expect(auditChanges(null, '"150"')).toEqual([{ field: 'value', before: null, after: '150' }])
    expect(auditChanges('"150"', '"150"')).toEqual([])
    expect(auditChanges(null, JSON.stringify({ tiers: [{ id: 'A' }] }))).toEqual([
      { field: 'tiers', before: null, after: '[{"id":"A"}]' },
    ])
  })

  it('finds the uploads by field, once each, and the currency', () => {
    const row = JSON.stringify({ frontUploadId: 'u-1', backUploadId: 'u-2', state: 'passed' })
    expect(auditUploads(row, row)).toEqual([
      { field: 'frontUploadId', id: 'u-1' },
      { field: 'backUploadId', id: 'u-2' },
    ])
    expect(auditUploads(null, '"x"')).toEqual([])
    expect(auditCurrency(null, JSON.stringify({ currency: 'USD' }))).toBe('USD')
    expect(auditCurrency('"1"', '"2"')).toBeNull()
  })
})

describe('what the audit reader makes of unusual log rows (issue 18, auditEntries.ts)', () => {
  it('knows a target only when the whole of it is a known kind, a # or :, and a reference', () => {
    // The kind must open the target and the reference run to its end: anything else is unknown.
    expect(auditTarget('X-deposit#12')).toEqual({ kind: null, ref: 'X-deposit#12' })
    expect(auditTarget('deposit#12\nuser:1')).toEqual({ kind: null, ref: 'deposit#12\nuser:1' })
    expect(auditTarget('deposit12')).toEqual({ kind: null, ref: 'deposit12' })
    expect(auditTarget('admin:')).toEqual({ kind: 'admin', ref: '' })
  })

  it('a setting removed is one change to nothing; no record before or after is no change', () => {
    expect(auditChanges('"150"', null)).toEqual([{ field: 'value', before: '150', after: null }])
    expect(auditChanges(null, null)).toEqual([])
  })

  it('reads text that is not JSON as itself, without changing it', () => {
    expect(auditChanges('old title', 'new title')).toEqual([
      { field: 'value', before: 'old title', after: 'new title' },
    ])
  })

  it('keeps numbers and yes-or-no values as they are, not as JSON text', () => {
    const before = JSON.stringify({ id: 9, score: 60, tradingDaysOnly: true })
    const after = JSON.stringify({ id: 9, score: 75, tradingDaysOnly: false })
    expect(auditChanges(before, after)).toEqual([
      { field: 'score', before: 60, after: 75 },
      { field: 'tradingDaysOnly', before: true, after: false },
    ])
  })

  it('a JSON null is no record: it names no upload and no currency', () => {
    expect(auditUploads('null', 'null')).toEqual([])
    expect(auditCurrency('null', 'null')).toBeNull()
  })

  it('takes the currency from the record before when the record after does not say it', () => {
    expect(
      auditCurrency(JSON.stringify({ currency: 'EUR' }), JSON.stringify({ state: 'paid' })),
    ).toBe('EUR')
    expect(auditCurrency(null, JSON.stringify({ amount: '1.00' }))).toBeNull()
  })
})
