import pg from 'pg'
import { advisory } from '../db/database.ts'
import { log } from '../log.ts'
import { jobLeaseHeld } from './metrics.ts'
import type { RepeatingJob } from './repeatingJob.ts'

/**
 * Which process runs the background jobs (the matcher, the interest sweep, settlements…): exactly
 * one at a time among the processes on one database (issue 24, decision 0046).
 */
export interface JobLease {
  /** Whether this process holds the lease now. */
  held(): boolean
  /** What readiness reports: `single` (PGlite: the only process), `held` or `standby`. */
  state(): 'single' | 'held' | 'standby'
  /** `listener` hears every gain (true) and loss (false) of the lease. */
  onChange(listener: (held: boolean) => void): void
  /** Lets the lease go (the next process takes it within one poll) and stops trying. */
  release(): Promise<void>
}

/** PGlite: the data folder's lock already makes this the only process. */
export function singleProcessLease(): JobLease {
  jobLeaseHeld.set(1)
  return {
    held: () => true,
    state: () => 'single',
    onChange: (listener) => listener(true),
    release: async () => {},
  }
}

/** How often a standby process tries to take the lease, and the holder checks it still holds it. */
export const LEASE_POLL_MS = 2_000

/** The advisory lock's name. */
const JOBS = 'jobs'

/**
 * The lease on PostgreSQL: a session-level advisory lock held on a connection of its own. When
 * the holding process dies, PostgreSQL ends its session and the lock is free; a standby process
 * takes it at its next poll. The server's TCP keepalives (set on this session) end a session
 * whose process vanished without closing it within about 10 s. A holder that loses its
 * connection stops its jobs at its next check; until then two processes may both run a job, which
 * every job allows: each takes its rows' locks and reads them again before it moves money.
 */
export function postgresLease(url: string, pollMs = LEASE_POLL_MS): JobLease {
  let client: pg.Client | null = null
  let held = false
  let stopped = false
  const listeners: ((held: boolean) => void)[] = []
  const set = (now: boolean) => {
    if (now === held) return
    held = now
    jobLeaseHeld.set(now ? 1 : 0)
    log.info(now ? 'job lease taken: this process runs the jobs' : 'job lease lost')
    for (const listener of listeners) listener(now)
  }
  const drop = (why: unknown) => {
    if (why) log.warn({ err: why }, 'job lease: the connection failed')
    const gone = client
    client = null
    set(false)
    gone?.end().catch(() => {})
  }
  const connect = async () => {
    const fresh = new pg.Client({
      connectionString: url,
      keepAlive: true,
      options: '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3',
    })
    fresh.on('error', drop)
    await fresh.connect()
    return fresh
  }
  const poll = async () => {
    try {
      if (!client) {
        const fresh = await connect()
        // Released while connecting: this connection is nobody's.
        if (stopped) {
          await fresh.end()
          return
        }
        client = fresh
      }
      // The holder only checks that its session lives: the lock lives as long as the session.
      if (held) await client.query('select 1')
      else {
        const took = await advisory(client, 'pg_try_advisory_lock', JOBS)
        if (!stopped) set(took)
      }
    } catch (error) {
      if (!stopped) drop(error)
    }
  }
  let timer: NodeJS.Timeout | undefined
  const loop = async () => {
    await poll()
    if (!stopped) timer = setTimeout(loop, pollMs)
  }
  void loop()
  return {
    held: () => held,
    state: () => (held ? 'held' : 'standby'),
    onChange: (listener) => {
      listeners.push(listener)
      if (held) listener(true)
    },
    async release() {
      stopped = true
      clearTimeout(timer)
      const gone = client
      client = null
      set(false)
      await gone?.end().catch(() => {})
    },
  }
}

/** The jobs of a process, running exactly while it holds the lease. */
export interface LeadJobs {
  /** Runs every job now (a moved test clock), if this process runs them. */
  wake(): void
  /** Stops the jobs and lets the lease go. */
  stop(): Promise<void>
}

/**
 * Starts the jobs when `lease` is gained and stops them when it is lost, so that of several
 * processes on one database exactly the holder runs them.
 */
export function leadJobs(lease: JobLease, start: () => RepeatingJob[]): LeadJobs {
  let running: RepeatingJob[] = []
  const halt = () => {
    for (const job of running) job.stop()
    running = []
  }
  lease.onChange((held) => {
    halt()
    if (held) running = start()
  })
  return {
    wake: () => {
      for (const job of running) job.wake()
    },
    async stop() {
      halt()
      await lease.release()
    },
  }
}
