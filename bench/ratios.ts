import { mkdirSync, writeFileSync } from 'node:fs'
import { browserRatios } from './browser/index.ts'
import { serverRatios } from './load/index.ts'
import { ratioTable } from './ratioTable.ts'

/**
 * Issue 17's side-by-side table: each figure of the app next to a baseline measured in the same
 * run, printed and written to reports/bench-ratios.md.
 */
export async function ratios(): Promise<string> {
  const rows = [...(await serverRatios()), ...(await browserRatios())]
  const table = ratioTable(rows)
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/bench-ratios.md',
    `# Side-by-side ratios (${new Date().toISOString()}, node ${process.version})\n\n${table}\n`,
  )
  return table
}
