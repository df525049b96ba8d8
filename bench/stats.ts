import { performance } from 'node:perf_hooks'
/** The 99th percentile of some timings (ms): the slowest but one in a hundred. */
export function p99(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!
}

/** The middle sample (the upper one of two middles). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** The median of `times` timed runs of `run`, in ms. */
export async function medianOfRuns(times: number, run: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    await run()
    samples.push(performance.now() - t0)
  }
  return median(samples)
}
