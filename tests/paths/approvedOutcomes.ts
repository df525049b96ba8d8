import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyMachineSnapshot } from 'xstate'
import type { GeneratedPath } from './graph.ts'

/**
 * What each generated path ends in, per machine, as a product owner approved it (issue 50): the
 * paths are generated from the machine and replayed on it, so they cannot notice a rule that
 * changed; this table can. A change of a rule changes the table, and the path tests fail until
 * the new table is approved (`npm run test:paths -- --approve`) and its diff reviewed.
 */
export const APPROVED_DIR = 'tests/paths/approved'

/** Set by `npm run test:paths -- --approve`: write the tables instead of comparing them. */
export const approving = process.env.PATHS_APPROVE === '1'

/** A path's end in words: the state it rests in, its tags, and the refusal a blocked gate sends. */
function endOf(state: AnyMachineSnapshot): string {
  const value = typeof state.value === 'string' ? state.value : JSON.stringify(state.value)
  const tags = [...state.tags].sort()
  const codes = Object.values(state.getMeta() as Record<string, { code?: string } | undefined>)
    .map((meta) => meta?.code)
    .filter((code): code is string => typeof code === 'string')
  return [
    value,
    ...(tags.length > 0 ? [`[${tags.join(', ')}]`] : []),
    ...codes.map((code) => `refuses ${code}`),
  ].join(' ')
}

/** One line a path, sorted: `<fixture>: <events> ⇒ <end>`. */
export function outcomeTable(paths: readonly GeneratedPath[]): string {
  const lines = paths.map(
    ({ description, path }) => `${description} ⇒ ${endOf(path.state as AnyMachineSnapshot)}`,
  )
  return `${[...lines].sort().join('\n')}\n`
}

const fileOf = (machineId: string) => join(APPROVED_DIR, `${machineId}.txt`)

/** The approved table of a machine ('' when none was approved yet). */
export function approvedTable(machineId: string): string {
  const file = fileOf(machineId)
  return existsSync(file) ? readFileSync(file, 'utf8') : ''
}

/** Writes a machine's table as approved. */
export function approveTable(machineId: string, table: string) {
  mkdirSync(APPROVED_DIR, { recursive: true })
  writeFileSync(fileOf(machineId), table)
}

/** The lines only one of the two tables has, as a diff a reviewer reads. */
export function tableDiff(approved: string, now: string): string {
  const before = new Set(approved.split('\n').filter(Boolean))
  const after = new Set(now.split('\n').filter(Boolean))
  return [
    ...[...before].filter((line) => !after.has(line)).map((line) => `- ${line}`),
    ...[...after].filter((line) => !before.has(line)).map((line) => `+ ${line}`),
  ].join('\n')
}
