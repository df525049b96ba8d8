import { afterEach, describe, expect, it, vi } from 'vitest'
import { fingerprintOf, isIntent } from '../../../machines/flows/intent.ts'

// Decision 0063: one idempotency key per intent; the fingerprint is what is asked for, with the
// credentials left out, equal exactly when two requests ask the same. Expected texts by hand.
describe('the fingerprint of a request (decision 0063)', () => {
  it('writes keys in one (sorted) order, so the same request in another order is the same', () => {
    expect(fingerprintOf({ c: 3, b: 2, a: 1 })).toBe('{"a":1,"b":2,"c":3}')
    expect(fingerprintOf({ b: 2, a: 1, c: 3 })).toBe('{"a":1,"b":2,"c":3}')
    expect(fingerprintOf({ z: { y: 1, x: 2 } })).toBe('{"z":{"x":2,"y":1}}')
  })
  it('leaves out the credentials of the request itself, and fields left undefined', () => {
    expect(
      fingerprintOf({
        amount: '10.00',
        fundPassword: 'x',
        twoFactorCode: '123456',
        note: undefined,
      }),
    ).toBe('{"amount":"10.00"}')
  })
  it('keeps a credential-named field nested inside what is asked for', () => {
    expect(fingerprintOf({ form: { fundPassword: 'x' } })).toBe('{"form":{"fundPassword":"x"}}')
    expect(fingerprintOf({ rows: [{ requestId: 'r', b: 1, a: 2 }] })).toBe(
      '{"rows":[{"a":2,"b":1,"requestId":"r"}]}',
    )
  })
  it('keeps text, numbers and null as they are, and arrays as arrays', () => {
    expect(fingerprintOf({ code: 'SAN', lots: 5, limit: null, ids: ['a', 'b'] })).toBe(
      '{"code":"SAN","ids":["a","b"],"limit":null,"lots":5}',
    )
  })
  it('takes a picked file by its name, size, type and date, as a reload would pick it again', () => {
    const file = new File(['abc'], 'front.png', { type: 'image/png', lastModified: 5 })
    expect(fingerprintOf({ front: file })).toBe('{"front":{"file":["front.png",3,"image/png",5]}}')
    expect(fingerprintOf({ front: new Blob(['ab']) })).toBe('{"front":{"file":["",2,"",0]}}')
  })
  it('writes keys in order whatever order they came in (each of the six orders of three keys)', () => {
    for (const keys of ['abc', 'acb', 'bac', 'bca', 'cab', 'cba']) {
      const request = Object.fromEntries([...keys].map((key) => [key, key]))
      expect(fingerprintOf(request)).toBe('{"a":"a","b":"b","c":"c"}')
    }
  })
  it('of nothing is the empty text', () => {
    expect(fingerprintOf(undefined)).toBe('')
  })
})

describe('an intent read back from session storage (decision 0063)', () => {
  const id = (length: number) => 'k'.repeat(length)
  it('has a request id of 1 to 64 characters and a fingerprint', () => {
    expect(isIntent({ requestId: id(1), fingerprint: '{}' })).toBe(true)
    expect(isIntent({ requestId: id(64), fingerprint: '' })).toBe(true)
  })
  it('an empty or over-long request id is not one', () => {
    expect(isIntent({ requestId: id(0), fingerprint: '{}' })).toBe(false)
    expect(isIntent({ requestId: id(65), fingerprint: '{}' })).toBe(false)
  })
  it('a request id or fingerprint that is not text is not one', () => {
    expect(isIntent({ requestId: ['abc'], fingerprint: '{}' })).toBe(false)
    expect(isIntent({ fingerprint: '{}' })).toBe(false)
    expect(isIntent({ requestId: 'abc' })).toBe(false)
    expect(isIntent({ requestId: 'abc', fingerprint: 1 })).toBe(false)
  })
  it('nothing, or something that is not an object, is not one', () => {
    expect(isIntent(null)).toBe(false)
    expect(isIntent(undefined)).toBe(false)
    expect(isIntent('abc')).toBe(false)
  })
})

// intentFor runs in browsers and Node alike (newRequestId's comment); a platform without Blob has
// no picked files to identify, and a request is fingerprinted as plain data there.
describe('the fingerprint where the platform has no Blob (decision 0063)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  it('is still the request’s content in key order', () => {
    vi.stubGlobal('Blob', undefined)
    expect(fingerprintOf({ b: [1, { d: 2, c: 3 }], a: 'x' })).toBe(
      '{"a":"x","b":[1,{"c":3,"d":2}]}',
    )
  })
})
