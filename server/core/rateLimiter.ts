import { eq, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { rateCounters } from '../db/schema.ts'

export interface RateRule {
  /** How many attempts a key may make … */
  limit: number
  /** … within this many milliseconds. */
  windowMs: number
}

/** A key's window as it stands: attempts counted so far and when the last one came. */
export interface RateWindow {
  count: number
  lastAt: Date | null
}

/** Every this many counts a process sweeps finished windows, so the table cannot grow unbounded. */
const SWEEP_EVERY = 500

/**
 * Fixed-window attempt counters on the server's clock, kept in the database (decision 0016): every
 * server process counts into the same rows, and a restart resets nothing. One statement a count
 * (an upsert), so two processes counting one key at once both see the other's attempt.
 */
export class RateLimiter {
  private counted = 0

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt of `key`; answers the window with it counted. */
  async count(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock.now()
    const cutoff = new Date(now.getTime() - windowMs)
    const ends = new Date(now.getTime() + windowMs)
    const over = sql`${rateCounters.windowStart} <= ${cutoff}`
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, windowStart: now, count: 1, lastAt: now, expiresAt: ends })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`CASE WHEN ${over} THEN 1 ELSE ${rateCounters.count} + 1 END`,
          windowStart: sql`CASE WHEN ${over} THEN ${now} ELSE ${rateCounters.windowStart} END`,
          expiresAt: sql`CASE WHEN ${over} THEN ${ends} ELSE ${rateCounters.expiresAt} END`,
          lastAt: now,
        },
      })
      .returning({ count: rateCounters.count })
    await this.sweepNowAndThen(now)
    return { count: row?.count ?? 1, lastAt: now }
  }

  /** The window of `key` without counting an attempt (an empty one once it has ended). */
  async peek(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.clock.now()
    const rows = await this.db
      .select({
        count: rateCounters.count,
        lastAt: rateCounters.lastAt,
        windowStart: rateCounters.windowStart,
      })
      .from(rateCounters)
      .where(eq(rateCounters.key, key))
    const row = rows[0]
    if (!row || now.getTime() - row.windowStart.getTime() >= windowMs)
      return { count: 0, lastAt: null }
    return { count: row.count, lastAt: row.lastAt }
  }

  /**
   * Takes back one attempt counted in advance that turned out not to be one (a right password:
   * the login limits count every check before it runs, issue 48). Never below zero.
   */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`GREATEST(${rateCounters.count} - 1, 0)` })
      .where(eq(rateCounters.key, key))
  }

  /** Counts an attempt; false when the key has now made more than the rule allows. */
  async attempt(key: string, rule: RateRule): Promise<boolean> {
    return (await this.count(key, rule.windowMs)).count <= rule.limit
  }

  private async sweepNowAndThen(now: Date) {
    this.counted += 1
    if (this.counted % SWEEP_EVERY !== 0) return
    await this.db.delete(rateCounters).where(lt(rateCounters.expiresAt, now))
  }
}
