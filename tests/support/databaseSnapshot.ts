import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS, migrationsDigest } from './migrationsDigest.ts'

/** Where the test servers' starting database is handed to the workers (set by the global setup). */
export const SNAPSHOT_ENV = 'TRADEFLOW_TEST_SNAPSHOT'

/** A name that changes with any migration, so an old snapshot is never loaded. */
const snapshotPath = () => join(tmpdir(), `tradeflow-test-db-${migrationsDigest()}.tar`)

/**
 * Vitest global setup: an empty PGlite database with every migration applied, dumped once per
 * run (or reused while the migrations are unchanged). Each test server loads it instead of
 * creating a database and migrating it: PGlite's first start is the slow part of a server file's
 * `beforeAll`, several seconds on a loaded machine (issue 16).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return
  const file = snapshotPath()
  if (!existsSync(file)) {
    const client = new PGlite()
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS })
    const dump = await client.dumpDataDir('none')
    await client.close()
    // Written under another name and renamed, so a parallel run never reads half a file.
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
  }
  process.env[SNAPSHOT_ENV] = file
}
