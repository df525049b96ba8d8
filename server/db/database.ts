import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { sessionWriteWatch } from '../auth/sessionCache.ts'
import { log } from '../log.ts'
import { openPglite } from './pgliteClient.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenDatabase {
  db: Database
  /** `pglite` (embedded, in DATA_DIR or in memory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * Not in the spec: how long a statement waits for a row another transaction holds before the
 * user is told "another fund operation in progress" (spec §8) instead of waiting on. Set on every
 * connection, so a money transaction spends no round trip on it (moneyTransaction).
 */
export const LOCK_WAIT = '5s'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens and migrates the database: PostgreSQL when a URL is given, otherwise embedded PGlite in
 * `dataDir` (or in memory when `dataDir` is undefined, as tests do).
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  /** An in-memory PGlite starts from this dump of a data folder (tests: migrated once per run). */
  snapshot?: Blob
}): Promise<OpenDatabase> {
  if (options.url) {
    // Migrations first, on a connection of their own without the lock time-out: a schema change
    // may wait for its locks; the app's statements may not.
    const migrator = new pg.Client({ connectionString: options.url })
    await migrator.connect()
    try {
      await migratePg(drizzlePg(migrator), { migrationsFolder })
    } finally {
      await migrator.end()
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: `-c lock_timeout=${LOCK_WAIT}`,
    })
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (error) =>
      log.warn({ err: error }, 'postgres pool: an idle connection dropped'),
    )
    const db = drizzlePg(pool, { schema, logger: sessionWriteWatch })
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  const client = openPglite(options)
  const db = drizzlePglite(client, { schema, logger: sessionWriteWatch })
  await migratePglite(db, { migrationsFolder })
  await client.exec(`SET lock_timeout = '${LOCK_WAIT}'`)
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
