import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  EQUIVALENT_MUTANTS,
  type EquivalentMutant,
  isListedEquivalent,
} from '../tests/mutation/equivalent.ts'

/**
 * Each rule's own mutation score (issue 50, item 4): of the changes Stryker made inside a guard's
 * code, how many a test noticed — read from the committed incremental state of
 * `npm run test:mutation` (tests/mutation/incremental.json), so the export needs no run. A
 * guard's code is its declaration and what is indented under it; a helper it calls counts in
 * its own file's score, not here.
 */
export interface GuardMutants {
  /** Mutants inside the guard's code, the equivalent and ignored ones left out. */
  mutants: number
  /** Of those, how many a test noticed (killed or timed out). */
  noticed: number
}

const STATE = 'tests/mutation/incremental.json'
const NOTICED = new Set(['Killed', 'Timeout'])
const UNNOTICED = new Set(['Survived', 'NoCoverage'])

interface StoredMutant {
  status: string
  replacement?: string
  location: { start: { line: number; column: number } }
}
interface StoredFile {
  source: string
  mutants: StoredMutant[]
}

/**
 * The lines of a guard's code (1-based, inclusive), from the comment above it at `commentLine`:
 * its declaration, then every line until one at the declaration's indentation or less (the next
 * guard, its comment, the end of the object), a bracket closing the guard's own block included.
 */
export function guardLines(source: string, commentLine: number): [number, number] {
  const lines = source.split('\n')
  let declared = commentLine - 1
  while (declared < lines.length && /^\s*\/\//.test(lines[declared] ?? '')) declared++
  const indent = (line: string) => line.length - line.trimStart().length
  const depth = indent(lines[declared] ?? '')
  let end = declared
  for (let i = declared + 1; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.trim() === '') continue
    const closesItself = indent(line) === depth && /^\s*[}\])]/.test(line)
    if (indent(line) <= depth && !closesItself) break
    end = i
  }
  return [declared + 1, end + 1]
}

/** The committed state's files, or none before the first run. */
export function readMutationState(root = '.'): Record<string, StoredFile> {
  const path = join(root, STATE)
  if (!existsSync(path)) return {}
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, StoredFile> }).files
}

/**
 * The guard's mutants, counted within its lines; null when its file was not mutated, or has
 * changed since the state was written (its lines would no longer be the mutants' lines).
 */
export function guardMutants(
  state: Record<string, StoredFile>,
  file: string,
  commentLine: number,
  source: string,
  equivalent: readonly EquivalentMutant[] = EQUIVALENT_MUTANTS,
): GuardMutants | null {
  const stored = state[file]
  if (!stored || stored.source !== source) return null
  const [first, last] = guardLines(source, commentLine)
  const inside = stored.mutants.filter((m) => {
    const line = m.location.start.line
    return line >= first && line <= last
  })
  const isEquivalent = (m: StoredMutant) => isListedEquivalent(equivalent, file, m)
  const noticed = inside.filter((m) => NOTICED.has(m.status)).length
  const unnoticed = inside.filter((m) => UNNOTICED.has(m.status) && !isEquivalent(m)).length
  return { mutants: noticed + unnoticed, noticed }
}
