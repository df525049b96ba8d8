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
  /** The PostgreSQL it is on (absent on PGlite): the job lease opens its own connection there. */
  url?: string
  /**
   * Runs `work` while no other process on this database runs work under the same name (a
   * PostgreSQL advisory lock, waited for; PGlite has one process by its data folder's lock).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>
  /** Hears a channel's NOTIFYs (from every process on this database) until the answer is called. */
  listen: Listen
  close(): Promise<void>
}

/**
 * How this process hears a channel's notifications; the answer stops hearing them. `onResume`
 * runs when hearing starts again after a lost connection: what was said meanwhile is lost.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
) => Promise<() => Promise<void>>

/** How long after a lost LISTEN connection another is opened. */
const LISTEN_RETRY_MS = 1_000

/**
 * LISTEN on a connection of its own, opened again when it drops; notifications sent meanwhile are
 * lost, so `onResume` is told once it hears again. TCP keepalives on both sides find a connection
 * that died without a word.
 */
function listenOn(url: string): Listen {
  return async (channel, onPayload, onResume) => {
    let client: pg.Client | null = null
    let stopped = false
    let retry: NodeJS.Timeout | undefined
    const lost = (gone: pg.Client, error?: unknown) => {
      if (client !== gone) return
      if (error) log.warn({ err: error }, `LISTEN ${channel}: the connection failed`)
      client = null
      gone.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), LISTEN_RETRY_MS)
    }
    let heard = false
    const connect = async () => {
      const fresh = new pg.Client({
        connectionString: url,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3',
      })
      fresh.on('notification', (note) => {
        if (note.channel === channel && note.payload) onPayload(note.payload)
      })
      fresh.on('error', (error) => lost(fresh, error))
      fresh.on('end', () => lost(fresh))
      client = fresh
      try {
        await fresh.connect()
        // The channel is one of the server's own names, never a request's text.
        await fresh.query(`LISTEN ${channel}`)
      } catch (error) {
        lost(fresh, error)
        throw error
      }
      if (heard) onResume?.()
      heard = true
    }
    try {
      await connect()
    } catch (error) {
      // Nobody holds a way to stop the retries of a listen that never started.
      stopped = true
      clearTimeout(retry)
      throw error
    }
    return async () => {
      stopped = true
      clearTimeout(retry)
      const gone = client
      client = null
      await gone?.end().catch(() => {})
    }
  }
}

/**
 * Calls one of PostgreSQL's session-level advisory lock functions for `name` on `client` (held
 * until unlocked or until the session ends). Two keys, the product's and the name's, so that
 * another application on the same database cannot hold ours by chance. Answers whether a try
 * took the lock (the waiting lock and the unlock answer true).
 */
export async function advisory(
  client: pg.ClientBase,
  call: 'pg_advisory_lock' | 'pg_try_advisory_lock' | 'pg_advisory_unlock',
  name: string,
): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean | null }>(
    `select ${call}(hashtext($1), hashtext($2)) as ok`,
    ['tradeflow', name],
  )
  return rows[0]?.ok !== false
}

/** What every process does first on a new database, one at a time: migrating, then seeding. */
export const STARTUP = 'startup'

/**
 * Not in the spec: how long a statement waits for a row another transaction holds before the
 * user is told "another fund operation in progress" (spec §8) instead of waiting on. Set on every
 * connection, so a money transaction spends no round trip on it (moneyTransaction).
 */
export const LOCK_WAIT = '5s'

/** The SQL migrations, beside this file (and beside the bundle's main.mjs: scripts/build/buildServer.ts). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens and migrates the database: PostgreSQL when a URL is given, otherwise embedded PGlite in
 * `dataDir` (or in memory when `dataDir` is undefined, as tests do).
 */
export async function openDatabase(options: {
  url?: string
  /** PostgreSQL only: the pool's size and each statement's time limit (DATABASE_POOL_SIZE, _STATEMENT_TIMEOUT). */
  pool?: { poolSize: number; statementTimeout: string }
  dataDir?: string
  /** An in-memory PGlite starts from this dump of a data folder (tests: migrated once per run). */
  snapshot?: Blob
}): Promise<OpenDatabase> {
  if (options.url) {
    // Migrations first, on a connection of their own without the lock time-out: a schema change
    // may wait for its locks; the app's statements may not. Several processes may start at once
    // (issue 24): one migrates while the others wait, then find nothing left to do.
    const migrator = new pg.Client({ connectionString: options.url })
    // A dropped connection fails the migration's next statement; it must not also crash the
    // process as an 'error' event nobody listens to.
    migrator.on('error', (error) => log.warn({ err: error }, 'migrations: the connection failed'))
    await migrator.connect()
    try {
      await advisory(migrator, 'pg_advisory_lock', STARTUP)
      await migratePg(drizzlePg(migrator), { migrationsFolder })
    } finally {
      // Ending the session releases its advisory locks.
      await migrator.end()
    }
    const settings = options.pool ?? { poolSize: 10, statementTimeout: '30s' }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: settings.poolSize,
      options: `-c lock_timeout=${LOCK_WAIT} -c statement_timeout=${settings.statementTimeout}`,
    })
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (error) =>
      log.warn({ err: error }, 'postgres pool: an idle connection dropped'),
    )
    const db = drizzlePg(pool, { schema, logger: sessionWriteWatch })
    // A connection of its own, without the lock time-out: the other process's work may take
    // longer than a statement may wait for a row.
    const exclusive = async <T>(name: string, work: () => Promise<T>) => {
      const holder = new pg.Client({ connectionString: options.url })
      holder.on('error', (error) =>
        log.warn({ err: error }, `${name}: the lock's connection failed`),
      )
      await holder.connect()
      try {
        await advisory(holder, 'pg_advisory_lock', name)
        return await work()
      } finally {
        await holder.end()
      }
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: options.url,
      exclusive,
      listen: listenOn(options.url),
      close: () => pool.end(),
    }
  }
  const client = openPglite(options)
  const db = drizzlePglite(client, { schema, logger: sessionWriteWatch })
  await migratePglite(db, { migrationsFolder })
  await client.exec(`SET lock_timeout = '${LOCK_WAIT}'`)
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    exclusive: (_name, work) => work(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload)
      return () => stop()
    },
    close: () => client.close(),
  }
}
