import { describe, expect, it } from 'vitest'
import * as zod from 'zod/mini'
import { answerMismatch } from '../../../server/http/answerCheck.ts'

const order = zod.object({
  orderNo: zod.string(),
  state: zod.string(),
  lines: zod.array(zod.object({ amount: zod.string() })),
})

describe('an answer against its contract (ARCHITECTURE.md "One contract per call")', () => {
  it('matches when every field is described, whatever the key order', () => {
    expect(
      answerMismatch(order, { state: 'paid', lines: [{ amount: '1.00' }], orderNo: 'W1' }),
    ).toBe(null)
  })

  it('names a field of the wrong type', () => {
    expect(answerMismatch(order, { orderNo: 1, state: 'paid', lines: [] })).toMatch(/^orderNo/)
  })

  it('names a field the schema does not describe, also deep in a list', () => {
    expect(
      answerMismatch(order, { orderNo: 'W1', state: 'paid', lines: [{ amount: '1', fee: '0' }] }),
    ).toBe('.lines[0].fee: not in the answer schema')
  })

  it('reads the answer as the wire carries it: a Date is its ISO text', () => {
    const dated = zod.object({ at: zod.string() })
    expect(answerMismatch(dated, { at: new Date('2026-11-23T10:00:00Z') })).toBe(null)
  })
})
