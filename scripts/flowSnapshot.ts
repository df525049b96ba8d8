import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { FlowSnapshot } from '../flowmodel/flowChanges.ts'
import { allStateIds, allTransitionKeys, toStatechart } from '../flowmodel/statechart.ts'
import { machineRegistry } from '../machines/index.ts'
import { readGuardDocs } from './guardDocs.ts'

/**
 * What a product owner reads of the flows at one commit (issue 50, `npm run flows:diff`): each
 * machine's states, transitions and guards with their rules in words, the rule constants of
 * machines/, and what each path ends in as approved. scripts/flowsDiff.ts runs this on a ref
 * and on the tree and says what changed. Printed as JSON.
 */
export type { FlowSnapshot }

const CONSTANT = /^[A-Z][A-Z0-9_]*$/

/** A value a person can compare: plain data, no functions, machines or schemas. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (depth > 4 || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.every((v) => isPlainData(v, depth + 1))
  if (Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value as object).every((v) => isPlainData(v, depth + 1))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    // Rules, not their fixtures, tables or words (the message catalogues).
    return /\.ts$/.test(name) && !/fixtures|\.cases\.|serverMessage|decisionTable/.test(name)
      ? [path]
      : []
  })
}

async function constantsOf(root: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const file of sourceFiles(join(root, 'machines'))) {
    const module = (await import(join(process.cwd(), file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (CONSTANT.test(name) && isPlainData(value))
        found[`${relative(root, file)} ${name}`] = JSON.stringify(value)
  }
  // A constant re-exported by another file is the same constant: named once, where first found.
  const seen = new Map<string, string>()
  return Object.fromEntries(
    Object.entries(found).filter(([key, value]) => {
      const name = key.split(' ')[1]!
      if (seen.get(name) === value) return false
      if (!seen.has(name)) seen.set(name, value)
      return true
    }),
  )
}

function outcomesOf(root: string): Record<string, string[]> {
  const dir = join(root, 'tests/paths/approved')
  if (!existsSync(dir)) return {}
  return Object.fromEntries(
    readdirSync(dir).map((file) => [
      file.replace(/\.txt$/, ''),
      readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean),
    ]),
  )
}

export async function flowSnapshot(root = '.'): Promise<FlowSnapshot> {
  const docs = readGuardDocs(root)
  const machines: FlowSnapshot['machines'] = {}
  for (const entry of machineRegistry) {
    const guards = [...new Set(toStatechart(entry.machine).edges.flatMap((e) => e.guardNames))]
    machines[entry.id] = {
      title: entry.title,
      states: allStateIds(entry.machine),
      transitions: allTransitionKeys(entry.machine),
      guards: Object.fromEntries(
        guards.map((name) => {
          const doc = docs[name]
          return [name, doc ? `${doc.text} (${doc.cite})` : 'undocumented']
        }),
      ),
    }
  }
  return { machines, constants: await constantsOf(root), outcomes: outcomesOf(root) }
}

if (process.argv[1]?.endsWith('flowSnapshot.ts'))
  process.stdout.write(JSON.stringify(await flowSnapshot()))
