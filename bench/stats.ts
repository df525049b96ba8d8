/** The 99th percentile of some timings (ms): the slowest but one in a hundred. */
export function p99(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!
}

/** The middle sample (the upper one of two middles). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
