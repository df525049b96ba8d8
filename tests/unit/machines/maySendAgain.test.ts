import { describe, expect, it } from 'vitest'
import * as zod from 'zod/mini'
import { defineCall, maySendAgain } from '../../../machines/contract/call.ts'

const call = (oncePerRequest: boolean) =>
  defineCall({
    path: 'x/y',
    summary: 'a call',
    request: zod.object({ requestId: zod.optional(zod.string()) }),
    answer: zod.null(),
    auth: true,
    ...(oncePerRequest ? { oncePerRequest: true as const } : {}),
  })

// decision 0071: sent again only when the route does it once per key and the body carries its key.
describe('which call the app may send again after a lost answer (decision 0071)', () => {
  it('a call done once per key, with its key: yes', () => {
    expect(maySendAgain(call(true), { requestId: 'k-1' })).toBe(true)
  })
  it('the same call without its key: no (it might be done twice)', () => {
    expect(maySendAgain(call(true), {})).toBe(false)
    expect(maySendAgain(call(true), { requestId: 42 })).toBe(false)
    expect(maySendAgain(call(true), null)).toBe(false)
  })
  it('a key sent to a route that does not read it: no', () => {
    expect(maySendAgain(call(false), { requestId: 'k-1' })).toBe(false)
  })
})
