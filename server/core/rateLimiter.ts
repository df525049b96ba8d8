import type { Clock } from '../clock.ts'

export interface RateRule {
  /** How many attempts a key may make … */
  limit: number
  /** … within this many milliseconds. */
  windowMs: number
}

/**
 * Fixed-window attempt counter on the server's clock. It lives in the process: one server, one
 * count (docs/decisions/0004-rate-limits.md says when to move it to the database).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(private readonly clock: Clock) {}

  /** Counts an attempt; false when the key has used up its window. */
  attempt(key: string, rule: RateRule): boolean {
    const now = this.clock.now().getTime()
    const window = this.windows.get(key)
    if (!window || now - window.startedAt >= rule.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 })
      this.sweep(now, rule.windowMs)
      return true
    }
    window.count += 1
    return window.count <= rule.limit
  }

  /** Drops finished windows now and then so the map cannot grow without bound. */
  private sweep(now: number, windowMs: number) {
    if (this.windows.size < 10_000) return
    for (const [key, w] of this.windows) if (now - w.startedAt >= windowMs) this.windows.delete(key)
  }
}
