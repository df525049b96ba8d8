import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app.ts'
import { adjustableClock } from '../../../server/clock.ts'
import { blockProducts } from '../../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** The browser tests' clock (TRADEFLOW_TEST_CLOCK): there only when asked for. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const advance = (app: { request: TestServer['app']['request'] }, advanceMs: unknown) =>
  app.request('/api/test/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  })

describe('the test clock', () => {
  it('does not exist on a server started without TRADEFLOW_TEST_CLOCK', async () => {
    const answer = await advance(server.app, 60_000)
    expect(answer.status).toBe(404)
    expect((await answer.json()).code).toBe('common.notFound')
  })

  it('moves the clock of a server started with it, forward only', async () => {
    const clock = adjustableClock(new Date('2026-11-23T09:00:00Z'))
    const app = createApp({ db: server.db, clock, uploadDir: server.uploadDir, testClock: clock })
    const before = clock.now().getTime()
    const answer = await (await advance(app, 61_000)).json()
    expect(answer.status).toBe(1)
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(61_000)
    expect((await (await advance(app, -5)).json()).code).toBe('common.invalid')
  })

  it('holds the matcher or the lending job of a server started with it, and lets it go (issue 22)', async () => {
    const hold = (app: { request: TestServer['app']['request'] }, job: unknown, held: unknown) =>
      app.request('/api/test/hold', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ job, held }),
      })
    expect((await hold(server.app, 'matcher', true)).status).toBe(404)
    const clock = adjustableClock(new Date('2026-11-23T09:00:00Z'))
    const app = createApp({ db: server.db, clock, uploadDir: server.uploadDir, testClock: clock })
    expect((await (await hold(app, 'matcher', true)).json()).data).toEqual({
      job: 'matcher',
      held: true,
    })
    expect((await (await hold(app, 'lending', true)).json()).data.held).toBe(true)
    expect([...clock.held].sort()).toEqual(['lending', 'matcher'])
    expect((await (await hold(app, 'matcher', 'yes')).json()).code).toBe('common.invalid')
    expect((await (await hold(app, 'interest', true)).json()).code).toBe('common.invalid')
    expect((await (await hold(app, 'matcher', false)).json()).data.held).toBe(false)
    expect([...clock.held]).toEqual(['lending'])
  })

  it('tells the jobs that wait on it when a test moves it (quant money arriving T+2)', () => {
    const clock = adjustableClock(new Date('2026-11-23T09:00:00Z'))
    let runs = 0
    clock.onAdvance(() => {
      runs += 1
    })
    clock.advance(2 * 86_400_000)
    expect(runs).toBe(1)
  })

  it('offers a block trade of a browser test’s own, open now or later (issue 22)', async () => {
    const post = (app: { request: TestServer['app']['request'] }, body: unknown) =>
      app.request('/api/test/blockProduct', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const later = { code: 'ITX', minShares: 200, opensInMs: 86_400_000, openForMs: 86_400_000 }
    expect((await post(server.app, later)).status).toBe(404)
    const clock = adjustableClock(new Date('2026-11-23T09:00:00Z'))
    const app = createApp({ db: server.db, clock, uploadDir: server.uploadDir, testClock: clock })
    const made = await (await post(app, later)).json()
    expect(made.status).toBe(1)
    const [row] = await server.db
      .select()
      .from(blockProducts)
      .where(eq(blockProducts.id, made.data.id))
    expect(row).toMatchObject({ code: 'ITX', minShares: 200 })
    // Opening a day after the test's now, for a day.
    expect(row!.opensAt.getTime() - clock.now().getTime()).toBeGreaterThan(86_000_000)
    expect(row!.closesAt.getTime() - row!.opensAt.getTime()).toBe(86_400_000)
    expect((await (await post(app, { ...later, code: 'NOPE' })).json()).code).toBe('common.invalid')
    expect((await (await post(app, { ...later, minShares: 0 })).json()).code).toBe('common.invalid')
  })
})
