import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { type UnheldReason, unheldReasons } from './ruleHeld.ts'

const ID = 'virtual:rule-trace'
const FILE = 'docs/flows/traceability.csv'

/** What the flow explorer shows of what holds a rule (issue 50): one guard's row of the export. */
export interface RuleTrace {
  tableRows: number
  pathsYes: number
  pathsNo: number
  serverReplay: boolean
  uiReplay: boolean
  mutationFloor: number | null
  /** Stryker's changes inside the rule's code and how many a test noticed; null when unknown. */
  mutants: number | null
  mutantsNoticed: number | null
  /** Why a change of it might go unnoticed (ruleHeld.ts); empty when it is held. */
  unheld: UnheldReason[]
}

/** The cells of one CSV line as `npm run flows:export` writes them (quotes doubled inside). */
export function csvCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  return [...cells, cell]
}

/** Each guard's trace, by name, from the committed export. */
export function readRuleTraces(root = process.cwd()): Record<string, RuleTrace> {
  const [header, ...lines] = readFileSync(`${root}/${FILE}`, 'utf8').trimEnd().split('\n')
  const columns = csvCells(header!)
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? ''
  return Object.fromEntries(
    lines.map((line) => {
      const cells = csvCells(line)
      const floor = at(cells, 'mutation_floor')
      const count = (name: string) => (at(cells, name) === '' ? null : Number(at(cells, name)))
      const counts = {
        tableRows: Number(at(cells, 'table_rows')),
        pathsYes: Number(at(cells, 'paths_yes')),
        pathsNo: Number(at(cells, 'paths_no')),
        mutants: count('mutants'),
        mutantsNoticed: count('mutants_noticed'),
      }
      const trace: RuleTrace = {
        ...counts,
        serverReplay: at(cells, 'server_replay') === 'true',
        uiReplay: at(cells, 'ui_replay') === 'true',
        mutationFloor: floor === '' ? null : Number(floor),
        unheld: unheldReasons(counts),
      }
      return [at(cells, 'guard'), trace]
    }),
  )
}

/**
 * `import ruleTraces from 'virtual:rule-trace'`: what holds each rule, read at build time from
 * docs/flows/traceability.csv, so the explorer shows it beside the rule without shipping the
 * tables or running the paths.
 */
export function ruleTracePlugin(root = process.cwd()): Plugin {
  return {
    name: 'tradeflow-rule-trace',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined
      this.addWatchFile(`${root}/${FILE}`)
      return `export default ${JSON.stringify(readRuleTraces(root))}`
    },
  }
}
