import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createActor, SimulatedClock } from 'xstate'
import { generatePaths } from '../flowmodel/paths.ts'
import { toStatechart } from '../flowmodel/statechart.ts'
import type { DecisionTable } from '../machines/decisionTable.ts'
import { machineRegistry } from '../machines/index.ts'
import type { MachineEntry } from '../machines/registry.ts'
import { guardRecorder } from '../tests/paths/graph.ts'
import { UI_ADAPTERS } from '../tests/ui-paths/adapters/index.ts'
import { type GuardDoc, readGuardDocs } from './guardDocs.ts'
import { guardMutants, readMutationState } from './guardMutants.ts'
import { type UnheldReason, unheldReasons } from './ruleHeld.ts'

/** The reasons in the export's words (the explorer translates them). */
const UNHELD_WORDS: Record<UnheldReason, string> = {
  noTableRow: 'no decision-table row',
  pathsOneWay: 'paths never answer it both ways',
  mutantsSurvive: 'a change of its code passes the tests',
}

/**
 * Traceability for product owners (issue 50, item 4): for every rule — a named guard, by the
 * spec section or decision record it cites — the machines that use it, its decision-table rows,
 * how many generated paths make it answer yes and no, whether the server and the real screens
 * replay its machine, and the committed mutation floor of its file. A rule nothing would notice
 * changing (no table row, or paths that never make it answer both ways) is marked.
 */
export interface TraceRow {
  section: string
  guard: string
  rule: string
  source: string
  machines: string[]
  tableRows: number
  pathsYes: number
  pathsNo: number
  serverReplay: boolean
  uiReplay: boolean
  /** The mutation floor of the guard's file (tests/mutation/floors.json), if it has one. */
  mutationFloor: number | null
  /** Stryker's changes inside the guard's code, and how many a test noticed (guardMutants.ts). */
  mutants: number | null
  mutantsNoticed: number | null
  /** Why a change of it could go unnoticed; empty when it is held. */
  unheld: string[]
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path, keep)
    return keep(name) ? [path] : []
  })
}

/** How many rows of every decision table are about each rule. */
async function tableRowsByRule(root: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const file of files(join(root, 'machines'), (n) => n.endsWith('.cases.ts'))) {
    const module = (await import(join(process.cwd(), file))) as Record<string, unknown>
    // A file exports its tables as `decisionTables` (or one table by itself).
    for (const value of Object.values(module).flat()) {
      const table = value as Partial<DecisionTable>
      if (!table || typeof table !== 'object' || !Array.isArray(table.cases)) continue
      for (const row of table.cases) counts.set(row.rule, (counts.get(row.rule) ?? 0) + 1)
    }
  }
  return counts
}

/** The machines a server replay drives: the registry ids its test files name. */
function serverReplayed(root: string): Set<string> {
  const ids = new Set(machineRegistry.map((m) => m.id))
  const named = new Set<string>()
  for (const file of files(join(root, 'tests/paths'), (n) => n.endsWith('.server.paths.test.ts')))
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/'(\w+)'/g))
      if (id && ids.has(id)) named.add(id)
  return named
}

/** For each guard of a machine, in how many generated paths it answers true and false. */
function pathAnswers(entry: MachineEntry): Map<string, { yes: number; no: number }> {
  const answers = new Map<string, { yes: number; no: number }>()
  for (const { fixture, path } of generatePaths(entry)) {
    const recorder = guardRecorder(entry.machine)
    const actor = createActor(recorder.machine, {
      input: fixture.input,
      clock: new SimulatedClock(),
    })
    actor.start()
    for (const step of path.steps)
      if (!step.event.type.startsWith('xstate.init')) actor.send(step.event)
    actor.stop()
    for (const [name, seen] of Object.entries(recorder.seen)) {
      const count = answers.get(name) ?? { yes: 0, no: 0 }
      answers.set(name, {
        yes: count.yes + (seen.true ? 1 : 0),
        no: count.no + (seen.false ? 1 : 0),
      })
    }
  }
  return answers
}

function floorsOf(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(root, 'tests/mutation/floors.json'), 'utf8'))
  } catch {
    return {}
  }
}

export async function traceRows(root = '.'): Promise<TraceRow[]> {
  const docs = readGuardDocs(root)
  const tables = await tableRowsByRule(root)
  const server = serverReplayed(root)
  const ui = new Set(UI_ADAPTERS.map((a) => a.machineId))
  const floors = floorsOf(root)
  const state = readMutationState(root)
  const mutantsOf = (doc: GuardDoc | undefined) => {
    if (!doc) return null
    const [file = '', line = ''] = doc.source.split(':')
    return guardMutants(state, file, Number(line), readFileSync(join(root, file), 'utf8'))
  }
  const rows = new Map<string, TraceRow>()
  for (const entry of machineRegistry) {
    const guards = new Set(toStatechart(entry.machine).edges.flatMap((e) => e.guardNames))
    if (guards.size === 0) continue
    const answers = pathAnswers(entry)
    for (const guard of guards) {
      const doc: GuardDoc | undefined = docs[guard]
      const file = doc?.source.replace(/:\d+$/, '') ?? ''
      const mutated = rows.has(guard) ? null : mutantsOf(doc)
      const row = rows.get(guard) ?? {
        section: doc?.cite ?? 'undocumented',
        guard,
        rule: doc?.text ?? '',
        // The file, not the line: the export would change with every line moved above a rule.
        source: file,
        machines: [],
        tableRows: tables.get(guard) ?? 0,
        pathsYes: 0,
        pathsNo: 0,
        serverReplay: false,
        uiReplay: false,
        mutationFloor: floors[file] ?? null,
        mutants: mutated?.mutants ?? null,
        mutantsNoticed: mutated?.noticed ?? null,
        unheld: [],
      }
      const answered = answers.get(guard) ?? { yes: 0, no: 0 }
      row.machines.push(entry.id)
      row.pathsYes += answered.yes
      row.pathsNo += answered.no
      row.serverReplay ||= server.has(entry.id)
      row.uiReplay ||= ui.has(entry.id)
      rows.set(guard, row)
    }
  }
  for (const row of rows.values())
    row.unheld = unheldReasons(row).map((reason) => UNHELD_WORDS[reason])
  // The spec's sections first, in its order, then the rules beyond it by the record they cite.
  const beyond = (row: TraceRow) => (row.section.startsWith('spec') ? 0 : 1)
  return [...rows.values()].sort(
    (a, b) =>
      beyond(a) - beyond(b) ||
      a.section.localeCompare(b.section, 'en', { numeric: true }) ||
      a.guard.localeCompare(b.guard),
  )
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

export function traceMarkdown(rows: readonly TraceRow[]): string {
  const out = [
    '# Rules and what holds them',
    '',
    'Written by `npm run flows:export` (issue 50); do not edit by hand. Each rule is a named guard;',
    'its decision-table rows are written from its source, the paths are the generated ones, the',
    'mutants are the changes `npm run test:mutation` made inside the rule’s code and how many a test',
    'noticed, the floor its file’s committed score. ⚠ marks a rule a change of which nothing might',
    'notice.',
    '',
  ]
  let section = ''
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section
      out.push(
        `## ${section}`,
        '',
        '| rule | machines | table rows | paths yes / no | server | screens | mutants noticed | floor |',
        '|---|---|---|---|---|---|---|---|',
      )
    }
    const mark = row.unheld.length > 0 ? ` ⚠ ${row.unheld.join('; ')}` : ''
    out.push(
      `| \`${row.guard}\`: ${row.rule.replaceAll('|', '\\|')}${mark} | ${row.machines.join(', ')} | ${row.tableRows} | ${row.pathsYes} / ${row.pathsNo} | ${yesNo(row.serverReplay)} | ${yesNo(row.uiReplay)} | ${row.mutants === null ? '—' : `${row.mutantsNoticed} / ${row.mutants}`} | ${row.mutationFloor === null ? '—' : `${row.mutationFloor} %`} |`,
    )
    const next = rows[rows.indexOf(row) + 1]
    if (!next || next.section !== section) out.push('')
  }
  return `${out.join('\n').trimEnd()}\n`
}

const csvCell = (value: string | number | boolean | null) => {
  const text = value === null ? '' : String(value)
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function traceCsv(rows: readonly TraceRow[]): string {
  const header = [
    'section',
    'guard',
    'rule',
    'source',
    'machines',
    'table_rows',
    'paths_yes',
    'paths_no',
    'server_replay',
    'ui_replay',
    'mutation_floor',
    'mutants',
    'mutants_noticed',
    'unheld',
  ]
  const lines = rows.map((r) =>
    [
      r.section,
      r.guard,
      r.rule,
      r.source,
      r.machines.join(' '),
      r.tableRows,
      r.pathsYes,
      r.pathsNo,
      r.serverReplay,
      r.uiReplay,
      r.mutationFloor,
      r.mutants,
      r.mutantsNoticed,
      r.unheld.join('; '),
    ]
      .map(csvCell)
      .join(','),
  )
  return `${[header.join(','), ...lines].join('\n')}\n`
}
