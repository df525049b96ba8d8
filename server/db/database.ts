import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { log } from '../log.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenDatabase {
  db: Database
  /** `pglite` (embedded, in DATA_DIR or in memory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

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
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (error) =>
      log.warn({ err: error }, 'postgres pool: an idle connection dropped'),
    )
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  const client = options.snapshot
    ? new PGlite({ loadDataDir: options.snapshot })
    : new PGlite(options.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
