import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoverageReport, MachineCoverage } from '../../flowmodel/coverage.ts'

export const REPORT_DIR = 'reports'
const PARTS = join(REPORT_DIR, 'paths-parts')

export type {
  CoverageReport,
  MachineCoverage,
  PathOutcome,
} from '../../flowmodel/coverage.ts'

/** Each test file writes its part; the global teardown merges them into one report. */
export function writeCoveragePart(name: string, report: CoverageReport) {
  mkdirSync(PARTS, { recursive: true })
  writeFileSync(join(PARTS, `${name}.json`), JSON.stringify(report, null, 2))
}

export function clearCoverageParts() {
  mkdirSync(PARTS, { recursive: true })
  for (const file of readdirSync(PARTS)) writeFileSync(join(PARTS, file), '{}')
}

function union(a: string[], b: string[]) {
  return [...new Set([...a, ...b])]
}

function mergeGuards(a: MachineCoverage['guards'], b: MachineCoverage['guards']) {
  if (!a && !b) return undefined
  const out: NonNullable<MachineCoverage['guards']> = { ...a }
  for (const [name, seen] of Object.entries(b ?? {})) {
    const was = out[name] ?? { true: false, false: false }
    out[name] = { true: was.true || seen.true, false: was.false || seen.false }
  }
  return out
}

export function mergeCoverageParts(): CoverageReport {
  const merged: CoverageReport = {}
  for (const file of readdirSync(PARTS)) {
    const part = JSON.parse(readFileSync(join(PARTS, file), 'utf8')) as CoverageReport
    for (const [id, m] of Object.entries(part)) {
      const into = merged[id]
      merged[id] = into
        ? {
            ...into,
            states: { all: into.states.all, reached: union(into.states.reached, m.states.reached) },
            transitions: {
              all: into.transitions.all,
              reached: union(into.transitions.reached, m.transitions.reached),
            },
            guards: mergeGuards(into.guards, m.guards),
            paths: into.paths + m.paths,
            results: { ...into.results, ...m.results },
          }
        : m
    }
  }
  return merged
}
