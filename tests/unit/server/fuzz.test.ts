import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db/schema.ts'
import { ROOMY_LIMITS } from '../../support/scenario.ts'
import { startTestServer, TEST_INVITE, type TestServer } from '../../support/testServer.ts'

/**
 * Whatever a client sends to register, login or config, the answer is an envelope with a code,
 * never a 5xx or a stack trace, and no account appears from a malformed body.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    // The fuzzer is one client sending hundreds of requests; it must reach the validation, not the limiter.
    limits: ROOMY_LIMITS,
  })
})
afterAll(() => server.close())

const anyJson = fc.jsonValue()
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string()),
  fc.object(),
)
const field = (ok: fc.Arbitrary<unknown>) => fc.option(fc.oneof(ok, wrongType), { nil: undefined })

/** Bodies shaped like a registration with fields missing, of the wrong type, or too long. */
const malformedRegistration = fc
  .record({
    account: field(fc.string({ maxLength: 40 })),
    password: field(fc.string({ maxLength: 140 })),
    password2: field(fc.string({ maxLength: 140 })),
    invite: field(fc.constantFrom(TEST_INVITE, '', 'x'.repeat(70))),
    agree: field(fc.boolean()),
  })
  .filter(
    (b) =>
      typeof b.agree !== 'boolean' ||
      typeof b.account !== 'string' ||
      typeof b.invite !== 'string' ||
      typeof b.password !== 'string' ||
      typeof b.password2 !== 'string',
  )

const rawText = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"type":', '\u0000'),
)

function expectRefusal(answer: {
  http: number
  body: { status: number; code: string }
  text: string
}) {
  expect(answer.http).toBe(200)
  expect(answer.body.status).toBe(0)
  expect(answer.body.code).toMatch(/^[a-z]+\.[a-zA-Z]+$/)
  expect(answer.text).not.toMatch(/at .+\.ts:\d+|Error:/)
}

describe('fuzzing the public calls', () => {
  it('register: malformed bodies are refused and create no account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(malformedRegistration, anyJson), async (body) => {
        expectRefusal(await server.callRaw('user/register', body))
      }),
      { numRuns: 150 },
    )
    expect(await server.db.select().from(users)).toHaveLength(0)
  })

  it('login: malformed bodies and unknown accounts are refused', async () => {
    const loginBody = fc.record({
      account: field(fc.string({ maxLength: 40 })),
      password: field(fc.string({ maxLength: 140 })),
    })
    await fc.assert(
      fc.asyncProperty(fc.oneof(loginBody, anyJson), async (body) => {
        expectRefusal(await server.callRaw('user/login', body))
      }),
      { numRuns: 60 },
    )
  })

  it('config, register and login: raw text that is not JSON is refused as common.invalid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('common/config', 'user/register', 'user/login'),
        rawText,
        async (path, text) => {
          const answer = await server.callRaw(path, text)
          expectRefusal(answer)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('config: any JSON other than { type: "all" } is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyJson.filter((v) => JSON.stringify(v) !== '{"type":"all"}'),
        async (body) => {
          const answer = await server.callRaw('common/config', body)
          if (answer.body.status === 1) expect(body).toMatchObject({ type: 'all' })
          else expectRefusal(answer)
        },
      ),
      { numRuns: 150 },
    )
  })
})
