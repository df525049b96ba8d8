import { BENCH_POSTGRES, postgresReachable } from '../machinePorts.ts'
import type { RatioRow } from '../ratioTable.ts'
import { unmeasured } from '../ratioTable.ts'
import { orderRatio } from './orders.ts'
import { processRows } from './processes.ts'
import { readRatios } from './reads.ts'
import { streamRows } from './streams.ts'

/** The server rows of issue 17's table: the order path, the read path and the quote streams. */
export async function serverRatios(): Promise<RatioRow[]> {
  const rows: RatioRow[] = []
  const postgres = await postgresReachable(BENCH_POSTGRES)
  rows.push(
    postgres
      ? await orderRatio(BENCH_POSTGRES)
      : unmeasured(
          'market orders/s through HTTP, PostgreSQL',
          '≥ 0.5×',
          `nothing answers at ${BENCH_POSTGRES}`,
        ),
  )
  rows.push(await orderRatio(undefined))
  rows.push(...(await readRatios(undefined)))
  // The read path on PostgreSQL too: on PGlite each field of an answer is decoded in JavaScript
  // (decision 0026), which PostgreSQL's driver does not pay.
  if (postgres) rows.push(...(await readRatios(BENCH_POSTGRES)))
  // Issue 24: the same orders through one, two and three server processes on one database.
  if (postgres) rows.push(...(await processRows(BENCH_POSTGRES)))
  rows.push(...(await streamRows()))
  return rows
}
