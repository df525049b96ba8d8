import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { JobLease } from '../core/jobLease.ts'
import { type Database, migrationsFolder } from '../db/database.ts'

/** The newest migration this build knows: drizzle records each applied one by this time. */
const NEWEST_MIGRATION = (() => {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] }
  return journal.entries.at(-1)!
})()

/** How long readiness waits for the database before it says the process is not ready. */
const DATABASE_WAIT_MS = 2_000

/** Answers within `ms` or refuses; a hung database must not hang the load balancer's probe. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** What readiness found of the database: reachable, and on this build's newest migration. */
async function databaseState(db: Database) {
  try {
    const result = (await within(
      DATABASE_WAIT_MS,
      db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
    )) as unknown as { rows: { newest: string | null }[] }
    const newest = Number(result.rows[0]?.newest ?? 0)
    return { database: 'ok', migrations: newest >= NEWEST_MIGRATION.when ? 'current' : 'behind' }
  } catch {
    return { database: 'unreachable', migrations: 'unknown' }
  }
}

/**
 * The probes a load balancer or an orchestrator asks (issue 24), outside the API's envelope:
 * - `GET /health`: the process answers (liveness; it touches nothing else).
 * - `GET /ready`: it can serve: the database answers and has this build's migrations; it also
 *   says whether this process runs the background jobs (the job lease), which does not change
 *   its readiness: a standby process serves requests all the same.
 */
export function mountHealth(app: Hono, db: Database, lease: JobLease) {
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/ready', async (c) => {
    const found = await databaseState(db)
    const ready = found.database === 'ok' && found.migrations === 'current'
    return c.json(
      { status: ready ? 'ready' : 'unready', ...found, jobs: lease.state() },
      ready ? 200 : 503,
    )
  })
}
