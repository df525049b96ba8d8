import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CoverageReport } from '../../flowmodel/coverage.ts'
import { allStateIds, allTransitionKeys } from '../../flowmodel/statechart.ts'
import type { MachineEntry } from '../../machines/registry.ts'
import type { coverageRecorder } from '../paths/graph.ts'

export const UI_REPORT_DIR = 'reports'
const PARTS = join(UI_REPORT_DIR, 'paths-ui-parts')

interface MachineRun {
  entry: MachineEntry
  states: Set<string>
  transitions: Set<string>
  results: Record<string, 'passed' | 'failed'>
  excused: Record<string, string>
}

/**
 * What one worker's UI replays reached (issue 22). A state or transition counts only once the
 * screen was checked in it: a step that fails adds nothing, so the UI column never claims more
 * than the screens showed. Written as `<machine>@ui` parts, merged at the end of the run.
 */
export class UiCoverage {
  private machines = new Map<string, MachineRun>()

  private runOf(entry: MachineEntry): MachineRun {
    let run = this.machines.get(entry.id)
    if (!run) {
      run = { entry, states: new Set(), transitions: new Set(), results: {}, excused: {} }
      this.machines.set(entry.id, run)
    }
    return run
  }

  /** A path begins: failed until it passes. The adapter's unreachable states are excused. */
  begin(entry: MachineEntry, path: string, unreachable: Record<string, string> = {}) {
    const run = this.runOf(entry)
    run.results[path] = 'failed'
    for (const [state, why] of Object.entries(unreachable))
      run.excused[`${entry.machine.id}.${state}`] = why
  }

  /** Everything the recorder saw up to a step whose screen was just checked. */
  confirm(entry: MachineEntry, recorder: ReturnType<typeof coverageRecorder>) {
    const run = this.runOf(entry)
    for (const s of recorder.states) run.states.add(s)
    for (const t of recorder.transitions) run.transitions.add(t)
  }

  passed(entry: MachineEntry, path: string) {
    this.runOf(entry).results[path] = 'passed'
  }

  write(worker: number) {
    const report: CoverageReport = {}
    for (const [id, run] of this.machines)
      report[`${id}@ui`] = {
        title: `${run.entry.title} through the UI`,
        states: { all: allStateIds(run.entry.machine), reached: [...run.states] },
        transitions: {
          all: allTransitionKeys(run.entry.machine),
          reached: [...run.transitions],
        },
        paths: Object.keys(run.results).length,
        results: run.results,
        ...(Object.keys(run.excused).length > 0 ? { excused: run.excused } : {}),
      }
    mkdirSync(PARTS, { recursive: true })
    writeFileSync(join(PARTS, `worker-${worker}.json`), JSON.stringify(report, null, 2))
  }
}

export function clearUiParts() {
  rmSync(PARTS, { recursive: true, force: true })
  mkdirSync(PARTS, { recursive: true })
}

export function mergeUiParts(): CoverageReport {
  const merged: CoverageReport = {}
  for (const file of readdirSync(PARTS)) {
    const part = JSON.parse(readFileSync(join(PARTS, file), 'utf8')) as CoverageReport
    for (const [id, m] of Object.entries(part)) {
      const into = merged[id]
      if (!into) {
        merged[id] = m
        continue
      }
      into.states.reached = [...new Set([...into.states.reached, ...m.states.reached])]
      into.transitions.reached = [
        ...new Set([...into.transitions.reached, ...m.transitions.reached]),
      ]
      into.results = { ...into.results, ...m.results }
      into.paths = Object.keys(into.results).length
    }
  }
  return merged
}
