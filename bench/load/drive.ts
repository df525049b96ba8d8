import { Worker } from 'node:worker_threads'

/** One client of a load run: what it POSTs (`{{n}}` becomes a per-request counter) and as whom. */
export interface ClientSpec {
  id: string
  headers: Record<string, string>
  body: string
  /** A text every good answer contains (e.g. '"status":1'); any 200 counts when absent. */
  expect?: string
  /** Where this client sends its requests, when not to drive()'s url (one of several processes). */
  url?: string
}

export interface LoadResult {
  rate: number
  p50: number
  p99: number
  count: number
  failures: number
  firstFailures: string[]
}

const at = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

/**
 * Runs `clients` concurrent loops against `url` from a worker thread (bench/load/loadWorker.mjs)
 * for `durationMs` after a warm-up, and answers the rate of good answers and their latency.
 */
export function drive(
  url: string,
  clients: readonly ClientSpec[],
  options: { durationMs?: number; warmupMs?: number } = {},
): Promise<LoadResult> {
  const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), {
    workerData: {
      url,
      clients,
      durationMs: options.durationMs ?? 5_000,
      warmupMs: options.warmupMs ?? 1_000,
    },
  })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once(
      'message',
      (m: { count: number; seconds: number; latencies: number[]; failures: string[] }) => {
        const sorted = m.latencies.sort((a, b) => a - b)
        resolve({
          rate: m.count / m.seconds,
          p50: at(sorted, 0.5),
          p99: at(sorted, 0.99),
          count: m.count,
          failures: m.failures.length,
          firstFailures: m.failures.filter(Boolean),
        })
        void worker.terminate()
      },
    )
  })
}

/** "412/s (p99 31 ms)" */
export const rateText = (r: LoadResult, unit: string) =>
  `${Math.round(r.rate).toLocaleString('en')} ${unit}/s (p99 ${r.p99.toFixed(0)} ms)${
    r.failures ? `, ${r.failures} failed` : ''
  }`
