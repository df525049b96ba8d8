import { spawnSync } from 'node:child_process'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { describeError } from '../../../server/log.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Structured logs (issue 16): one JSON line per request, and startup failures with their cause. */
let server: TestServer
let app: ReturnType<typeof createApp>
const lines: Record<string, unknown>[] = []
beforeAll(async () => {
  server = await startTestServer()
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  // A second app on the test server's database, logging into the sink above.
  app = createApp({
    db: server.db,
    clock: server.clock,
    uploadDir: server.uploadDir,
    logger: pino({ level: 'info' }, sink),
  })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/vue/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('the request log', () => {
  it('writes one line per request with its id (also sent back), route, caller, outcome and duration', async () => {
    const user = await server.investor('600660001')
    const answer = await post('user/assets', {}, user)
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const line = lines.find((l) => l.requestId === id)
    expect(line).toMatchObject({
      method: 'POST',
      path: '/api/vue/user/assets',
      status: 200,
      outcome: 'ok',
      userId: expect.any(Number),
      ms: expect.any(Number),
    })
  })

  it('keeps a well-formed id the request came with, and replaces one that is not', async () => {
    // A proxy's id (nginx writes 32 hex digits) follows the request into this log.
    const given = '4f1c2a9be0d34c51a7e6b2f08d9c3e17'
    const kept = await post('user/assets', {}, { 'x-request-id': given })
    expect(kept.headers.get('x-request-id')).toBe(given)
    expect(lines.some((l) => l.requestId === given)).toBe(true)
    // Too short, too long, or with characters a log line must not carry: a new id instead.
    for (const bad of ['short', 'x'.repeat(129), 'id with spaces', 'a"b\\nc:forged'])
      expect(
        (await post('user/assets', {}, { 'x-request-id': bad })).headers.get('x-request-id'),
      ).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("a refusal's line carries its code, so the id alone tells why", async () => {
    const answer = await post('user/login', { account: '600660002', password: 'wrong' })
    const line = lines.find((l) => l.requestId === answer.headers.get('x-request-id'))
    expect(line).toMatchObject({ status: 200, outcome: 'auth.accountMissing' })
    const anonymous = await post('user/assets', {})
    const refused = lines.find((l) => l.requestId === anonymous.headers.get('x-request-id'))
    expect(refused).toMatchObject({ status: 401, outcome: 'auth.sessionExpired' })
  })
})

describe('startup', () => {
  it('a database that cannot be reached is reported with its cause, not only the failed query', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        VITEST: '',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const fatal = JSON.parse(run.stdout.trim().split('\n').at(-1)!)
    expect(fatal.level).toBe(60)
    expect(fatal.msg).toMatch(/could not start: .*connect ECONNREFUSED/s)
  })

  it('an error is printed with the errors that caused it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    })
    const failed = new Error('Failed query: CREATE SCHEMA "drizzle"', { cause: refused })
    expect(describeError(failed)).toBe(
      'Failed query: CREATE SCHEMA "drizzle" ← caused by: connect ECONNREFUSED 127.0.0.1:1 [ECONNREFUSED]',
    )
  })
})
