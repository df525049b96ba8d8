import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type JobLease,
  leadJobs,
  postgresLease,
  singleProcessLease,
} from '../../../server/core/jobLease.ts'
import type { RepeatingJob } from '../../../server/core/repeatingJob.ts'
import { createScratchDatabase } from '../../support/testServer.ts'

/** Fast polls: the bound on a hand-over is a few of them. */
const POLL_MS = 100
const HANDOVER_MS = 30 * POLL_MS

/** Waits until `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms = HANDOVER_MS) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A job that only says whether it runs. */
function countedJob(counts: { started: number; stopped: number }): RepeatingJob {
  counts.started += 1
  return {
    stop: async () => {
      counts.stopped += 1
    },
    wake: () => {},
  }
}

describe('job lease, one process (PGlite)', () => {
  it('is held from the start, and the jobs start at once', async () => {
    const counts = { started: 0, stopped: 0 }
    const jobs = leadJobs(singleProcessLease(), () => [countedJob(counts)])
    expect(counts).toEqual({ started: 1, stopped: 0 })
    await jobs.stop()
    expect(counts).toEqual({ started: 1, stopped: 1 })
  })
})

// Advisory locks are PostgreSQL's: this part runs in the PostgreSQL pass (DATABASE_URL, as CI).
describe.runIf(process.env.DATABASE_URL)('job lease, several processes on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  const leases: JobLease[] = []
  const lease = () => {
    const made = postgresLease(scratch.url, POLL_MS)
    leases.push(made)
    return made
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!)
  })
  afterAll(async () => {
    for (const made of leases) await made.release()
    await scratch.drop()
  })

  it('one process of three holds it; when it lets go, another takes it', async () => {
    const three = [lease(), lease(), lease()]
    await until(() => three.some((l) => l.held()))
    // A few polls more: nobody else takes it meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS))
    expect(three.filter((l) => l.held())).toHaveLength(1)
    const holder = three.find((l) => l.held())!
    expect(holder.state()).toBe('held')
    expect(three.filter((l) => l.state() === 'standby')).toHaveLength(2)

    await holder.release()
    const rest = three.filter((l) => l !== holder)
    await until(() => rest.some((l) => l.held()))
    expect(rest.filter((l) => l.held())).toHaveLength(1)
    for (const made of rest) await made.release()
  })

  it('a holder whose session is ended loses it at once; exactly one process runs the jobs after', async () => {
    const counts = { first: { started: 0, stopped: 0 }, second: { started: 0, stopped: 0 } }
    const first = lease()
    const firstJobs = leadJobs(first, () => [countedJob(counts.first)])
    await until(() => first.held())
    const second = lease()
    const secondJobs = leadJobs(second, () => [countedJob(counts.second)])
    expect(counts.first.started).toBe(1)

    // A connection cut under the holder (a restarted database, a network fault).
    const admin = new pg.Client({ connectionString: scratch.url })
    await admin.connect()
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks
       where locktype = 'advisory' and granted and pid <> pg_backend_pid()
         and database = (select oid from pg_database where datname = current_database())`,
    )
    await admin.end()

    // The holder stops its jobs; then one process (either: the first reconnects) takes the lease.
    await until(() => counts.first.stopped === 1)
    await until(() => first.held() || second.held())
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS))
    expect([first, second].filter((l) => l.held())).toHaveLength(1)
    const running = (c: { started: number; stopped: number }) => c.started - c.stopped
    expect(running(counts.first) + running(counts.second)).toBe(1)
    expect(running(first.held() ? counts.first : counts.second)).toBe(1)
    await firstJobs.stop()
    await secondJobs.stop()
  })

  it('when the holding process is killed, a standby takes the lease within the bound', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../support/leaseHolder.ts', import.meta.url))],
      { env: { ...process.env, LEASE_URL: scratch.url, LEASE_POLL_MS: String(POLL_MS) } },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('held')) resolve()
        })
        holder.on('exit', (code) => reject(new Error(`the holder exited (${code})`)))
      })
      const standby = lease()
      await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS))
      expect(standby.state()).toBe('standby')
      holder.kill('SIGKILL')
      const killedAt = Date.now()
      await until(() => standby.held())
      expect(Date.now() - killedAt).toBeLessThan(HANDOVER_MS)
    } finally {
      holder.kill('SIGKILL')
    }
  })
})
