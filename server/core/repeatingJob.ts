import { log } from '../log.ts'
import { jobDuration, jobRuns } from './metrics.ts'

/** A job that runs on a timer: `stop` ends it, `wake` runs it now (after the run under way). */
export interface RepeatingJob {
  /** Ends it; the promise settles once the run under way (if any) has finished. */
  stop(): Promise<void>
  wake(): void
}

/**
 * Runs `job` every `intervalMs`, never two runs at once (a slow run makes the next tick wait
 * rather than pile up), logging a failure instead of stopping; the timer does not keep the
 * process alive. `wake` asks for a run at once: a test clock moved days ahead wakes every job,
 * so that what falls due (a follow's day, a lending's fee, money arriving) does so before the
 * next tick of real time. A wake during a run is kept and runs after it, since that run may have
 * read the clock before the move.
 */
export function startRepeatingJob(
  name: string,
  job: () => Promise<unknown>,
  intervalMs: number,
): RepeatingJob {
  let running = false
  let wokenWhileRunning = false
  let stopped = false
  /** The run under way, for stop() to wait for. */
  let current: Promise<void> = Promise.resolve()
  const run = () => {
    // A wake after stop (or one kept from the last run) must not reach a closing database.
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    running = true
    const timing = jobDuration.startTimer({ job: name })
    current = job()
      .then(
        () => jobRuns.inc({ job: name, outcome: 'ok' }),
        (error) => {
          jobRuns.inc({ job: name, outcome: 'failed' })
          log.error({ err: error }, `${name} failed`)
        },
      )
      .finally(() => {
        timing()
        running = false
        if (!wokenWhileRunning) return
        wokenWhileRunning = false
        run()
      })
  }
  const timer = setInterval(() => {
    if (!running) run()
  }, intervalMs)
  timer.unref()
  return {
    stop: () => {
      stopped = true
      clearInterval(timer)
      return current
    },
    wake: run,
  }
}
