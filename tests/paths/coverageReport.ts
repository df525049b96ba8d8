import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { clearCoverageParts, mergeCoverageParts, REPORT_DIR } from './coverageFile.ts'

/**
 * Global setup of the path tests: starts from empty parts, and at the end writes
 * reports/paths-coverage.json and .md and prints the summary (states and transitions reached).
 */
export function setup() {
  clearCoverageParts()
}

export function teardown() {
  const report = mergeCoverageParts()
  const rows = Object.entries(report).map(([id, m]) => {
    const missed = m.transitions.all.filter((t) => !m.transitions.reached.includes(t))
    return {
      id,
      line: `${id.padEnd(18)} states ${m.states.reached.length}/${m.states.all.length}  transitions ${m.transitions.reached.length}/${m.transitions.all.length}  paths ${m.paths}`,
      missed,
    }
  })
  const md = [
    '# Path coverage',
    '',
    '| machine | states reached | transitions reached | paths replayed |',
    '|---|---|---|---|',
    ...Object.entries(report).map(
      ([id, m]) =>
        `| ${id} | ${m.states.reached.length}/${m.states.all.length} | ${m.transitions.reached.length}/${m.transitions.all.length} | ${m.paths} |`,
    ),
    '',
    ...rows
      .filter((r) => r.missed.length)
      .flatMap((r) => [`## ${r.id}: not reached`, ...r.missed.map((t) => `- ${t}`), '']),
  ].join('\n')
  writeFileSync(join(REPORT_DIR, 'paths-coverage.json'), JSON.stringify(report, null, 2))
  writeFileSync(join(REPORT_DIR, 'paths-coverage.md'), md)
  console.log(
    `\nPath coverage (reports/paths-coverage.md):\n${rows.map((r) => `  ${r.line}`).join('\n')}`,
  )
  for (const r of rows) for (const t of r.missed) console.log(`  not reached in ${r.id}: ${t}`)
}
