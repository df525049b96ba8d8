import { expect } from 'vitest'

interface Envelope {
  status: number
  code?: unknown
}

/**
 * An answer is the API.md envelope: HTTP 200, status 1 or 0 with a code, never a stack trace.
 * Takes a typed answer (typedClient.ts) or a raw one (`callRaw`: the envelope in `body`).
 */
export function expectEnvelope(
  answer: { http: number; text: string } & ({ body: Envelope } | Envelope),
) {
  const envelope = 'body' in answer ? answer.body : answer
  expect(answer.http).toBe(200)
  expect([0, 1]).toContain(envelope.status)
  if (envelope.status === 0) expect(typeof envelope.code).toBe('string')
  expect(answer.text).not.toMatch(/at .*\.ts:\d+/)
}
