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
 * connection stops its jobs at its next check (a check that hangs fails after two polls); until
 * then two processes may both run a job, which every job allows: each takes its rows' locks and
 * reads them again before it moves money.
 */
export function postgresLease(url: string, pollMs = LEASE_POLL_MS): JobLease {
  let client: pg.Client | null = null
  /** The session the lock was taken on: the lease is held only while that session is the one. */
  let heldOn: pg.Client | null = null
  let stopped = false
  const listeners: ((held: boolean) => void)[] = []
  const held = () => heldOn !== null && heldOn === client
  let reported = false
  /** Tells the listeners when the lease changed hands since they last heard. */
  const report = () => {
    const now = held()
    if (now === reported) return
    reported = now
    jobLeaseHeld.set(now ? 1 : 0)
    log.info(now ? 'job lease taken: this process runs the jobs' : 'job lease lost')
    for (const listener of listeners) listener(now)
  }
  /** Forgets `gone` (only if it is still the current session): its lock went with it. */
  const drop = (gone: pg.Client, why?: unknown) => {
    if (client !== gone) return
    if (why) log.warn({ err: why }, 'job lease: the connection failed')
    client = null
    heldOn = null
    report()
    gone.end().catch(() => {})
  }
  const connect = async () => {
    const fresh = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      connectionTimeoutMillis: pollMs * 2,
      // A check that hangs (a half-open connection) fails instead of holding the loop.
      query_timeout: pollMs * 2,
      // The server ends a session whose client vanished; the client gives up on a dead server.
      options:
        '-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3 -c tcp_user_timeout=10000',
    })
    fresh.on('error', (error) => drop(fresh, error))
    await fresh.connect()
    return fresh
  }
  const poll = async () => {
    const current = client
    try {
      if (!current) {
        const fresh = await connect()
        // Released while connecting: this connection is nobody's.
        if (stopped) {
          await fresh.end()
          return
        }
        client = fresh
        // A new session holds nothing: it asks for the lock, whatever the last one held.
        if (await advisory(fresh, 'pg_try_advisory_lock', JOBS)) heldOn = fresh
      } else if (heldOn === current) {
        // The holder only checks that its session lives: the lock lives as long as the session.
        await current.query('select 1')
      } else if (await advisory(current, 'pg_try_advisory_lock', JOBS)) {
        heldOn = current
      }
      // The session may have failed while the answer was on its way (a terminated backend):
      // held() compares with the current session, so a lock taken on a dead one counts for nothing.
      if (!stopped) report()
    } catch (error) {
      if (!stopped && client) drop(client, error)
    }
  }
  let timer: NodeJS.Timeout | undefined
  const loop = async () => {
    await poll()
    if (!stopped) timer = setTimeout(loop, pollMs)
  }
  void loop()
  return {
    held,
    state: () => (held() ? 'held' : 'standby'),
    onChange: (listener) => {
      listeners.push(listener)
      if (reported) listener(true)
    },
    async release() {
      stopped = true
      clearTimeout(timer)
      const gone = client
      client = null
      heldOn = null
      report()
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
  /** Stops every job; settles once the runs under way have finished. */
  const halt = () => {
    const stopping = Promise.all(running.map((job) => job.stop()))
    running = []
    return stopping
  }
  lease.onChange((held) => {
    void halt()
    if (held) running = start()
  })
  return {
    wake: () => {
      for (const job of running) job.wake()
    },
    async stop() {
      // The runs under way finish before another process may start the same jobs.
      await halt()
      await lease.release()
    },
  }
}
