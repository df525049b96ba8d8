import { availableParallelism } from 'node:os'
import { Counter, Gauge } from 'prom-client'
import { metricsRegistry } from '../core/metrics.ts'
import { ApiRefusal } from '../core/refusal.ts'

/** How many password hashes run at once, wait, and wait for one credential (decision 0065). */
export interface HashQueueLimits {
  /** Hashes running at once: fewer than libuv's threads, which file and database work share. */
  running: number
  /** Hashes waiting for a slot, in all: beyond it a hash is refused at once, not queued. */
  waiting: number
  /** Hashes running or waiting for one stored credential (one account's password). */
  perCredential: number
  /**
   * The longest a new hash may expect to wait for a slot, judged by how long hashes take now: on
   * a loaded machine a hash takes longer, and a count alone let logins wait 16 s, past the
   * client's 10 s time-out.
   */
  maxWaitMs: number
}

/** libuv's pool: 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4

/**
 * The production limits, sized to the machine: one core and one pool thread are left for the
 * rest (on two cores, one hash at a time); about 3 s of hashes may wait (8 per slot at
 * 0.4 s, well within the client's 10 s), two per account.
 */
export function defaultHashQueueLimits(): HashQueueLimits {
  const running = Math.max(1, Math.min(availableParallelism() - 1, POOL_THREADS - 1))
  return { running, waiting: 8 * running, perCredential: 2, maxWaitMs: 4_000 }
}

/**
 * Test servers' limits, beside their cheap hashes (decision 0042): the suites that send 50
 * withdrawals at once test the ledger, and a queue sized for 0.4 s hashes would answer most of
 * them "busy" first. The queue's own tests and the benchmark use the production limits.
 */
export const TEST_HASH_QUEUE_LIMITS: HashQueueLimits = {
  running: 3,
  waiting: 100_000,
  perCredential: 100_000,
  maxWaitMs: Number.POSITIVE_INFINITY,
}

/** What a hash is taken to cost before any has been timed: scrypt at N = 2^17 here (bench). */
const FIRST_GUESS_MS = 400

const queued = new Gauge({
  name: 'tradeflow_password_hashes_waiting',
  help: 'Password hashes waiting for a slot of the hash queue',
  registers: [metricsRegistry],
})

/** Hashes run, and refused as busy: whether the queue turns people away is worth a graph. */
export const passwordHashes = new Counter({
  name: 'tradeflow_password_hashes_total',
  help: 'Password hashes, by outcome: run, or refused because the queue was full',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

/**
 * A queue in front of scrypt (issue 48): scrypt runs on libuv's pool, whose four threads PGlite's
 * and Node's file operations also need; 50 withdrawals at once (each checks a fund password) took
 * minutes and stalled the whole process on PGlite. So at most `running` hashes run at once, a few
 * wait in order, and beyond that, or beyond `perCredential` for one account, the call is refused
 * at once as busy ("System busy, retry later", spec §8), which the client offers to retry.
 */
export class HashQueue {
  private running = 0
  private readonly waiters: Array<() => void> = []
  private readonly perKey = new Map<string, number>()
  /** How long a hash takes now: a moving average of the last ones (weight 1/8 each). */
  private hashMs = FIRST_GUESS_MS

  constructor(private limits: HashQueueLimits) {}

  configure(limits: HashQueueLimits) {
    this.limits = limits
  }

  /** Runs `work` in a slot; `credential` names whose hash it is (null: a new one, no account). */
  async run<T>(credential: string | null, work: () => Promise<T>): Promise<T> {
    const mine = credential === null ? 0 : (this.perKey.get(credential) ?? 0)
    const busy = this.running >= this.limits.running
    const full = busy && this.waiters.length >= this.limits.waiting
    // Every slot frees about once a hash; this one goes after those already waiting.
    const wait = busy ? ((this.waiters.length + 1) * this.hashMs) / this.limits.running : 0
    if (mine >= this.limits.perCredential || full || wait > this.limits.maxWaitMs) {
      passwordHashes.inc({ outcome: 'refused' })
      throw new ApiRefusal('common.busy')
    }
    passwordHashes.inc({ outcome: 'run' })
    if (credential !== null) this.perKey.set(credential, mine + 1)
    try {
      // A freed slot passes straight to the first waiter, so none is taken twice meanwhile.
      if (this.running >= this.limits.running) await this.slot()
      else this.running += 1
      const started = performance.now()
      try {
        return await work()
      } finally {
        this.hashMs += (performance.now() - started - this.hashMs) / 8
        const next = this.waiters.shift()
        if (next) next()
        else this.running -= 1
        queued.set(this.waiters.length)
      }
    } finally {
      if (credential !== null) this.release(credential)
    }
  }

  private slot() {
    return new Promise<void>((resolve) => {
      this.waiters.push(resolve)
      queued.set(this.waiters.length)
    })
  }

  private release(credential: string) {
    const left = (this.perKey.get(credential) ?? 1) - 1
    if (left > 0) this.perKey.set(credential, left)
    else this.perKey.delete(credential)
  }
}
