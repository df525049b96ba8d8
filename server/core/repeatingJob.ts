import { log } from '../log.ts'

/**
 * Runs `job` every `intervalMs`, never two runs at once (a slow run makes the next tick wait
 * rather than pile up), logging a failure instead of stopping; the timer does not keep the
 * process alive. Returns a stop function. The matcher, the interest sweep and the follows'
 * settlement are such jobs.
 */
export function startRepeatingJob(name: string, job: () => Promise<unknown>, intervalMs: number) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    job()
      .catch((error) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
