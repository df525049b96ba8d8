import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checksOf,
  type DecisionTable,
  EVERY_RULE,
  outcomesOf,
  verdictOf,
} from '../../../machines/decisionTable.ts'
import { parseGuardComments, readGuardDocs } from '../../../scripts/guardDocs.ts'

/**
 * Issue 50: the decision tables beside the machines (`machines/**\/<file>.cases.ts`), the oracle
 * that does not come from the machine. Every row is run on its rule and must answer the verdict
 * written from the source; every table must name each check of its rule file.
 */

const ROOT = new URL('../../../', import.meta.url).pathname

const loaded = import.meta.glob<DecisionTable[]>('../../../machines/**/*.cases.ts', {
  eager: true,
  import: 'decisionTables',
})

/** Each cases file (`funds/withdrawalGate`, the rule file it sits beside) with its tables. */
const files = Object.entries(loaded)
  .map(([path, tables]) => ({
    file: path.replace('../../../machines/', '').replace(/\.cases\.ts$/, ''),
    tables: tables ?? [],
  }))
  .sort((a, b) => a.file.localeCompare(b.file))

/** Every file under a folder whose name ends so, relative to the repository. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, suffix)
    return entry.name.endsWith(suffix) ? [path] : []
  })
}

/**
 * Rule files that define a gate and have no table, each with why a reviewer accepts it. Every
 * gate has one today (issue 50): a new gate without rows fails here.
 */
const WITHOUT_TABLE: Record<string, string> = {}

/** The rule files issue 50's mutation run measured: each must have a table. */
const MEASURED = [
  'funds/withdrawalGate',
  'session/guards',
  'credit/loanForms',
  'ipo/subscriptionGate',
  'order/placement',
  'credit/activation',
  'credit/loan',
]

for (const { file, tables } of files) {
  describe(`decision table of machines/${file}.ts`, () => {
    for (const table of tables)
      for (const row of table.cases)
        it(`${file}: ${tables.length > 1 ? `${table.title}: ` : ''}${row.name}`, () => {
          expect(verdictOf(table, row), `${row.rule} — ${row.source}`).toBe(row.expect)
        })
  })
}

describe('the decision tables (issue 50)', () => {
  const docs = readGuardDocs(ROOT)

  it('run every *.cases.ts under machines/, each with tables', () => {
    const onDisk = filesUnder('machines', '.cases.ts')
      .map((path) => path.replace(/^machines\//, '').replace(/\.cases\.ts$/, ''))
      .sort()
    expect(files.map((f) => f.file)).toEqual(onDisk)
    for (const { file, tables } of files) expect(tables.length, file).toBeGreaterThan(0)
  })

  it('sit each beside the rule file it is written for', () => {
    for (const { file } of files)
      expect(existsSync(join(ROOT, `machines/${file}.ts`)), file).toBe(true)
  })

  it('exist for every rule file the mutation run measured and every gate, or say why not', () => {
    const tabled = new Set(files.map((f) => f.file))
    for (const file of MEASURED) expect(tabled.has(file), file).toBe(true)
    const gates = filesUnder('machines', '.ts')
      .filter((path) => !path.endsWith('.cases.ts') && path !== 'machines/gate.ts')
      .filter((path) => /\bdefineGate\s*[<(]/.test(readFileSync(join(ROOT, path), 'utf8')))
      .map((path) => path.replace(/^machines\//, '').replace(/\.ts$/, ''))
    const missing = gates.filter((file) => !tabled.has(file) && !WITHOUT_TABLE[file])
    expect(missing).toEqual([])
    for (const file of Object.keys(WITHOUT_TABLE)) expect(tabled.has(file), file).toBe(false)
  })

  for (const { file, tables } of files) {
    it(`${file}: name every check of its gates, guards and lifecycles, and reach each outcome`, () => {
      for (const table of tables) {
        const checks = checksOf(table)
        const rules = new Set(table.cases.map((row) => row.rule))
        expect(
          checks.filter((check) => !rules.has(check)),
          `${table.title}: checks without a row`,
        ).toEqual([])
        expect(
          [...rules].filter((name) => name !== EVERY_RULE && !checks.includes(name)),
          `${table.title}: rows naming no check of it`,
        ).toEqual([])
        const reached = new Set(table.cases.map((row) => row.expect))
        expect(
          outcomesOf(table).filter((outcome) => !reached.has(outcome)),
          `${table.title}: outcomes no row expects`,
        ).toEqual([])
        if (table.kind === 'lifecycle') {
          const states = Object.keys(table.machine.config.states ?? {})
          expect(
            table.cases.filter((row) => !states.includes(row.expect)).map((row) => row.name),
            `${table.title}: rows expecting no state of it`,
          ).toEqual([])
        }
      }
    })

    it(`${file}: name every guard its rule file documents`, () => {
      const path = `machines/${file}.ts`
      const documented = parseGuardComments(readFileSync(join(ROOT, path), 'utf8'), path)
      const named = new Set(tables.flatMap((table) => table.cases.map((row) => row.rule)))
      expect(documented.map((doc) => doc.name).filter((name) => !named.has(name))).toEqual([])
    })

    it(`${file}: cite for each row the source its guard's comment cites`, () => {
      const wrong = tables.flatMap((table) =>
        table.cases
          .filter((row) => docs[row.rule] && !row.source.startsWith(docs[row.rule]!.cite))
          .map((row) => `${row.name}: "${row.source}", the guard cites "${docs[row.rule]!.cite}"`),
      )
      expect(wrong).toEqual([])
    })

    it(`${file}: name each row once`, () => {
      const names = tables.flatMap((table) =>
        table.cases.map((row) => `${table.title}: ${row.name}`),
      )
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    })
  }
})
