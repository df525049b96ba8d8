import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const REPORT_DIR = 'reports'
const PARTS = join(REPORT_DIR, 'paths-parts')

export interface MachineCoverage {
  title: string
  states: { all: string[]; reached: string[] }
  transitions: { all: string[]; reached: string[] }
  paths: number
}
export type CoverageReport = Record<string, MachineCoverage>

/** Each test file writes its part; the global teardown merges them into one report. */
export function writeCoveragePart(name: string, report: CoverageReport) {
  mkdirSync(PARTS, { recursive: true })
  writeFileSync(join(PARTS, `${name}.json`), JSON.stringify(report, null, 2))
}

export function clearCoverageParts() {
  mkdirSync(PARTS, { recursive: true })
  for (const file of readdirSync(PARTS)) writeFileSync(join(PARTS, file), '{}')
}

export function mergeCoverageParts(): CoverageReport {
  const merged: CoverageReport = {}
  for (const file of readdirSync(PARTS)) {
    const part = JSON.parse(readFileSync(join(PARTS, file), 'utf8')) as CoverageReport
    for (const [id, m] of Object.entries(part)) {
      const into = merged[id] ?? {
        ...m,
        states: { all: m.states.all, reached: [] },
        transitions: { all: m.transitions.all, reached: [] },
        paths: 0,
      }
      into.states.reached = [...new Set([...into.states.reached, ...m.states.reached])]
      into.transitions.reached = [
        ...new Set([...into.transitions.reached, ...m.transitions.reached]),
      ]
      into.paths += m.paths
      merged[id] = into
    }
  }
  return merged
}
