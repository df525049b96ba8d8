import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoverageReport, MachineCoverage } from '../../flowmodel/coverage.ts'
import { clearUiParts, mergeUiParts, UI_REPORT_DIR } from './uiCoverage.ts'

/** Global setup of the UI replays: no part of an earlier run is counted. */
export default function setup() {
  clearUiParts()
  return teardown
}

/**
 * At the end: reports/paths-coverage-ui.json (which the flow explorer's Paths tab reads) and .md,
 * the table printed, and the run failed when a replayed machine has a state or transition that
 * no UI path reached (unless the run was narrowed to some paths with --path).
 */
function teardown() {
  const report = mergeUiParts()
  writeFileSync(join(UI_REPORT_DIR, 'paths-coverage-ui.json'), JSON.stringify(report, null, 2))
  writeFileSync(join(UI_REPORT_DIR, 'paths-coverage-ui.md'), markdown(report))
  console.log('\nUI path coverage (reports/paths-coverage-ui.md):')
  for (const [id, m] of Object.entries(report))
    console.log(
      `  ${id.padEnd(24)} states ${m.states.reached.length}/${m.states.all.length}  transitions ${m.transitions.reached.length}/${m.transitions.all.length}  paths ${m.paths}${m.excused ? `  (unreachable by design: ${Object.keys(m.excused).join(', ')})` : ''}`,
    )
  if (process.env.PATHS_PARTIAL === '1') return
  const gaps = Object.entries(report).flatMap(([id, m]) => uiGaps(m).map((gap) => `${id}: ${gap}`))
  if (gaps.length > 0) throw new Error(`Not reached through the UI:\n  ${gaps.join('\n  ')}`)
}

function markdown(report: CoverageReport): string {
  const rows = Object.entries(report)
  return [
    '# Path coverage through the UI',
    '',
    '| machine | states | transitions | paths | failed |',
    '|---|---|---|---|---|',
    ...rows.map(
      ([id, m]) =>
        `| ${id} | ${m.states.reached.length}/${m.states.all.length} | ${m.transitions.reached.length}/${m.transitions.all.length} | ${m.paths} | ${Object.values(m.results ?? {}).filter((r) => r === 'failed').length} |`,
    ),
    '',
    ...rows.flatMap(([id, m]) =>
      Object.entries(m.excused ?? {}).map(
        ([state, why]) => `- ${id}: \`${state}\` cannot be reached through the UI: ${why}`,
      ),
    ),
    '',
  ].join('\n')
}

/**
 * What no UI path reached and the adapter does not excuse: an excused state, and a transition
 * into or out of one, is a screen's own guarantee, not a gap.
 */
export function uiGaps(m: MachineCoverage): string[] {
  const excused = Object.keys(m.excused ?? {})
  // A transition into an excused state, or out of one, is as unreachable as the state.
  const intoExcused = (t: string) =>
    excused.some((state) => t.endsWith(`--> ${state}`) || t.startsWith(`${state} --`))
  return [
    ...m.states.all
      .filter((s) => !m.states.reached.includes(s) && !excused.includes(s))
      .map((s) => `state ${s}`),
    ...m.transitions.all
      .filter((t) => !m.transitions.reached.includes(t) && !intoExcused(t))
      .map((t) => `transition ${t}`),
  ]
}
