import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

describe('health and readiness probes (issue 24)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('liveness answers without touching anything else', async () => {
    const answer = await server.app.request('/health')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
  })

  it('ready: the database answers with this build migrations; the jobs run here', async () => {
    const answer = await server.app.request('/ready')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'current',
      jobs: 'single',
    })
  })

  it('not ready while the database lacks the newest migration', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
    await server.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
      where created_at = ${newest}`)
    try {
      const answer = await server.app.request('/ready')
      expect(answer.status).toBe(503)
      expect(await answer.json()).toMatchObject({ status: 'unready', migrations: 'behind' })
    } finally {
      await server.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
        where created_at = ${newest}`)
    }
  })
})
