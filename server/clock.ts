/** The server's one source of time. Machines never read time themselves; they get it from here. */
export interface Clock {
  now(): Date
}

/**
 * The real clock, optionally started at another instant (TRADEFLOW_CLOCK): it then runs at normal
 * speed from that instant, so demos and tests can be placed in trading hours or on a holiday.
 */
export function systemClock(startAt?: Date): Clock {
  const offset = startAt ? startAt.getTime() - Date.now() : 0
  return { now: () => new Date(Date.now() + offset) }
}

/** The jobs a browser test can hold still. */
export const HOLDABLE_JOBS = ['matcher', 'lending', 'plans'] as const
export type HoldableJob = (typeof HOLDABLE_JOBS)[number]

/**
 * The real clock that a test may also move forward (TRADEFLOW_TEST_CLOCK=1, never in production):
 * the browser tests jump past a position's lock instead of waiting a real minute.
 */
export function adjustableClock(startAt?: Date) {
  let offset = startAt ? startAt.getTime() - Date.now() : 0
  const moved: Array<() => void> = []
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms
      if (ms > 0) for (const listener of moved) listener()
    },
    /**
     * Runs `listener` after each move forward and each job let go: a job that waits a minute of
     * real time between runs (money arriving T+2) catches up at once with a clock a test has
     * moved days ahead.
     */
    onAdvance(listener: () => void) {
      moved.push(listener)
    },
    /**
     * The jobs held still (POST /api/test/hold): a held matcher leaves orders as they are, so a
     * browser test sees a pending limit order pending, then lets the next sweep fill it; a held
     * lending job leaves an offer in progress until the test lets the pool decide (issue 22).
     */
    held: new Set<HoldableJob>(),
    /** Holds `job` still, or lets it go: a job held until now is then woken, so it runs at once. */
    hold(job: HoldableJob, held: boolean) {
      if (held) this.held.add(job)
      else if (this.held.delete(job)) for (const listener of moved) listener()
    },
  }
}
export type AdjustableClock = ReturnType<typeof adjustableClock>

/** A clock that moves only when told to: for tests. */
export function manualClock(start: Date = new Date('2026-11-20T10:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
    set(date: Date) {
      current = date.getTime()
    },
  }
}
export type ManualClock = ReturnType<typeof manualClock>
