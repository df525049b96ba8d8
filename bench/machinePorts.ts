import { type AddressInfo, createServer } from 'node:net'
import pg from 'pg'

/** A free port on this machine (loopback), for a server a benchmark starts. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** The PostgreSQL the benchmarks use beside PGlite (BENCH_DATABASE_URL, or the machine's own). */
export const BENCH_POSTGRES =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether a PostgreSQL answers at `url`; without one, its rows are reported as not measured. */
export async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}
