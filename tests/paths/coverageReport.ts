import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { machineRegistry } from '../../machines/index.ts'
import { COVERAGE_ALLOW_LIST } from './coverageAllowList.ts'
import {
  type CoverageReport,
  clearCoverageParts,
  type MachineCoverage,
  mergeCoverageParts,
  REPORT_DIR,
} from './coverageFile.ts'
import { missingServerReplays } from './serverReplays.ts'

/**
 * Global setup of the path tests: starts from empty parts; at the end writes
 * reports/paths-coverage.json and .md, prints the table, and fails the run when a machine has a
 * state or transition that no executed path reached and the allow-list does not excuse.
 */
export function setup() {
  clearCoverageParts()
}

interface Row {
  id: string
  m: MachineCoverage
  missedStates: string[]
  missedTransitions: string[]
  guardsBothWays: number
  guardsTotal: number
  failed: number
}

function rowOf(id: string, m: MachineCoverage): Row {
  const guards = Object.values(m.guards ?? {})
  return {
    id,
    m,
    missedStates: m.states.all.filter((s) => !m.states.reached.includes(s)),
    missedTransitions: m.transitions.all.filter((t) => !m.transitions.reached.includes(t)),
    guardsBothWays: guards.filter((g) => g.true && g.false).length,
    guardsTotal: guards.length,
    failed: Object.values(m.results ?? {}).filter((r) => r === 'failed').length,
  }
}

const ratio = (reached: number, all: number) => `${reached}/${all}`

function markdown(rows: Row[]): string {
  const guardsNeverBothWays = (r: Row) =>
    Object.entries(r.m.guards ?? {})
      .filter(([, g]) => !(g.true && g.false))
      .map(
        ([name, g]) =>
          `- guard \`${name}\` seen only ${g.true ? 'true' : g.false ? 'false' : 'never'}`,
      )
  return [
    '# Path coverage',
    '',
    '| machine | states | transitions | guards seen true and false | paths | failed |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.id} | ${ratio(r.m.states.reached.length, r.m.states.all.length)} | ${ratio(r.m.transitions.reached.length, r.m.transitions.all.length)} | ${r.guardsTotal ? ratio(r.guardsBothWays, r.guardsTotal) : '—'} | ${r.m.paths} | ${r.failed} |`,
    ),
    '',
    ...rows.flatMap((r) => {
      const lines = [
        ...r.missedStates.map((s) => `- state \`${s}\``),
        ...r.missedTransitions.map((t) => `- transition \`${t}\``),
        ...guardsNeverBothWays(r),
      ]
      return lines.length ? [`## ${r.id}: not reached`, '', ...lines, ''] : []
    }),
  ].join('\n')
}

/** What is unreached and not excused, per machine; and excuses that are no longer needed. */
export function coverageGaps(report: CoverageReport, allowList = COVERAGE_ALLOW_LIST) {
  const gaps: string[] = []
  const stale: string[] = []
  for (const [id, m] of Object.entries(report)) {
    const row = rowOf(id, m)
    const allowed = allowList[id] ?? {}
    for (const item of [...row.missedStates, ...row.missedTransitions])
      if (!allowed[item]) gaps.push(`${id}: ${item}`)
    for (const item of Object.keys(allowed))
      if (m.states.reached.includes(item) || m.transitions.reached.includes(item))
        stale.push(`${id}: ${item}`)
  }
  return { gaps, stale }
}

export function teardown() {
  const report = mergeCoverageParts()
  const rows = Object.entries(report).map(([id, m]) => rowOf(id, m))
  writeFileSync(join(REPORT_DIR, 'paths-coverage.json'), JSON.stringify(report, null, 2))
  writeFileSync(join(REPORT_DIR, 'paths-coverage.md'), markdown(rows))
  console.log('\nPath coverage (reports/paths-coverage.md):')
  for (const r of rows)
    console.log(
      `  ${r.id.padEnd(22)} states ${ratio(r.m.states.reached.length, r.m.states.all.length).padEnd(6)} transitions ${ratio(r.m.transitions.reached.length, r.m.transitions.all.length).padEnd(6)} guards ${(r.guardsTotal ? ratio(r.guardsBothWays, r.guardsTotal) : '—').padEnd(6)} paths ${r.m.paths}`,
    )
  const { gaps, stale } = coverageGaps(report)
  for (const item of stale) console.log(`  allow-listed but reached (remove it): ${item}`)
  // A run narrowed to some paths (--path) cannot be expected to reach everything.
  if (process.env.PATHS_PARTIAL) return
  if (gaps.length > 0)
    throw new Error(
      `Path coverage: never reached by any path, and not in tests/paths/coverageAllowList.ts:\n  ${gaps.join('\n  ')}`,
    )
  // Only a run of every machine (npm run test:paths without --machine) holds every server replay;
  // vitest run on one file, or --machine, replays only some.
  if (process.env.PATHS_EVERY_MACHINE !== '1') return
  const unreplayed = missingServerReplays(report, machineRegistry)
  if (unreplayed.length > 0)
    throw new Error(
      `Lifecycles no server replay drives, and not in tests/paths/serverReplays.ts: ${unreplayed.join(', ')}`,
    )
}
