import { expect } from 'vitest'

/** An answer is the API.md envelope: HTTP 200, status 1 or 0 with a code, never a stack trace. */
export function expectEnvelope(answer: {
  http: number
  body: { status: number; code?: unknown }
  text: string
}) {
  expect(answer.http).toBe(200)
  expect([0, 1]).toContain(answer.body.status)
  if (answer.body.status === 0) expect(typeof answer.body.code).toBe('string')
  expect(answer.text).not.toMatch(/at .*\.ts:\d+/)
}
