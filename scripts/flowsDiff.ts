import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  type ConstantChange,
  type FlowChange,
  type FlowChanges,
  type FlowSnapshot,
  flowChanges,
} from '../flowmodel/flowChanges.ts'
import { flowSnapshot } from './flowSnapshot.ts'

/**
 * `npm run flows:diff <git-ref>` (issue 50): what changed in the flows since that ref, in words a
 * product owner reads — states, transitions and guards added, removed or reworded, rule constants
 * changed, and the paths' approved outcomes that differ. The ref's flows are read from a
 * throwaway checkout of it, with this tree's snapshot script and node_modules. The comparison is
 * also written to reports/flows-diff.json, which the flow explorer shows once built again.
 */

const EXPLORER_FILE = 'reports/flows-diff.json'

function snapshotAt(gitRef: string): FlowSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'tradeflow-flows-'))
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, gitRef], {
      stdio: 'inherit',
    })
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
    for (const file of [
      'scripts/flowSnapshot.ts',
      'scripts/guardDocs.ts',
      'flowmodel/flowChanges.ts',
    ])
      copyFileSync(file, join(dir, file))
    const run = spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/flowSnapshot.ts'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.status !== 0)
      throw new Error(`could not read the flows at ${gitRef}:\n${run.stderr.slice(0, 2000)}`)
    return JSON.parse(run.stdout) as FlowSnapshot
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir])
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A value as the report shows it: a long one cut, the rest said to be there. */
const shown = (json: string) => (json.length > 160 ? `${json.slice(0, 160)}…` : json)

/** One change as a Markdown list item. */
function changeLine(change: FlowChange): string {
  const { subject, was, now } = change
  switch (change.kind) {
    case 'machineAdded':
      return '- new machine'
    case 'machineRemoved':
      return '- machine removed'
    case 'stateAdded':
      return `- state added: \`${subject}\``
    case 'stateRemoved':
      return `- state removed: \`${subject}\``
    case 'transitionAdded':
      return `- transition added: ${subject}`
    case 'transitionRemoved':
      return `- transition removed: ${subject}`
    case 'ruleAdded':
      return `- rule added: \`${subject}\` — ${now}`
    case 'ruleReworded':
      return `- rule reworded: \`${subject}\` — was “${was}”, now “${now}”`
    case 'ruleRemoved':
      return `- rule removed: \`${subject}\``
    case 'outcomeBefore':
      return `  - before: ${subject}`
    case 'outcomeNow':
      return `  - now: ${subject}`
  }
}

function machineLines(changes: FlowChange[]): string[] {
  const lines: string[] = []
  for (const change of changes) {
    const isOutcome = change.kind === 'outcomeBefore' || change.kind === 'outcomeNow'
    if (isOutcome && !lines.includes(OUTCOMES_HEADING)) lines.push(OUTCOMES_HEADING)
    lines.push(changeLine(change))
  }
  return lines
}
const OUTCOMES_HEADING = '- paths end otherwise (approved outcomes):'

function constantLine({ file, name, was, now }: ConstantChange): string {
  if (was === undefined) return `- \`${name}\` (${file}) added: ${shown(now ?? '')}`
  if (now === undefined) return `- \`${name}\` (${file}) removed (was ${shown(was)})`
  return `- \`${name}\` (${file}): ${shown(was)} → ${shown(now)}`
}

/** The changes as Markdown, what `npm run flows:diff` prints. */
export function flowsReport(changes: FlowChanges): string {
  const out = [`# What changed in the flows since ${changes.ref}`, '']
  if (!changes.outcomesCompared)
    out.push(
      `(No approved path outcomes at ${changes.ref}: they are compared from issue 50 on.)`,
      '',
    )
  for (const { id, title, changes: list } of changes.machines)
    out.push(`## ${title} (\`${id}\`)`, '', ...machineLines(list), '')
  if (changes.constants.length > 0)
    out.push('## Rule constants', '', ...changes.constants.map(constantLine), '')
  if (changes.machines.length === 0 && changes.constants.length === 0)
    out.push('Nothing: the same states, transitions, rules and outcomes.')
  return `${out.join('\n').trimEnd()}\n`
}

if (process.argv[1]?.endsWith('flowsDiff.ts')) {
  const ref = process.argv[2]
  if (!ref) {
    console.error('npm run flows:diff -- <git-ref>   (a commit, branch or tag)')
    process.exit(2)
  }
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim()
  const changes = flowChanges(ref, snapshotAt(ref), await flowSnapshot(), commit)
  // The flow explorer shows the last comparison (its "What changed" page) once built again.
  mkdirSync('reports', { recursive: true })
  writeFileSync(EXPLORER_FILE, `${JSON.stringify(changes, null, 2)}\n`)
  process.stdout.write(flowsReport(changes))
  process.stderr.write(
    `(Written for the flow explorer too: ${EXPLORER_FILE}; npm run build shows it.)\n`,
  )
}
