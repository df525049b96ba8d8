import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type FlowSnapshot, flowSnapshot } from './flowSnapshot.ts'

/**
 * `npm run flows:diff <git-ref>` (issue 50): what changed in the flows since that ref, in words a
 * product owner reads — states, transitions and guards added, removed or reworded, rule constants
 * changed, and the paths' approved outcomes that differ. The ref's flows are read from a
 * throwaway checkout of it, with this tree's snapshot script and node_modules.
 */

function snapshotAt(gitRef: string): FlowSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'tradeflow-flows-'))
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, gitRef], {
      stdio: 'inherit',
    })
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
    for (const script of ['flowSnapshot.ts', 'guardDocs.ts'])
      copyFileSync(join('scripts', script), join(dir, 'scripts', script))
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

const added = (before: readonly string[], after: readonly string[]) =>
  after.filter((x) => !before.includes(x))

/** What changed in one machine, one line each; none when it is the same. */
function machineChanges(
  before: FlowSnapshot['machines'][string] | undefined,
  after: FlowSnapshot['machines'][string] | undefined,
  outcomes: { before: string[]; after: string[] },
): string[] {
  if (!before) return ['- new machine']
  if (!after) return ['- machine removed']
  const lines = [
    ...added(before.states, after.states).map((s) => `- state added: \`${s}\``),
    ...added(after.states, before.states).map((s) => `- state removed: \`${s}\``),
    ...added(before.transitions, after.transitions).map((t) => `- transition added: ${t}`),
    ...added(after.transitions, before.transitions).map((t) => `- transition removed: ${t}`),
  ]
  for (const [name, rule] of Object.entries(after.guards)) {
    const old = before.guards[name]
    if (old === undefined) lines.push(`- rule added: \`${name}\` — ${rule}`)
    else if (old !== rule) lines.push(`- rule reworded: \`${name}\` — was “${old}”, now “${rule}”`)
  }
  for (const name of Object.keys(before.guards))
    if (!(name in after.guards)) lines.push(`- rule removed: \`${name}\``)
  const gone = added(outcomes.after, outcomes.before)
  const come = added(outcomes.before, outcomes.after)
  // No table at the ref (before issue 50, or a new machine): nothing approved to compare with.
  if (outcomes.before.length > 0 && gone.length + come.length > 0) {
    lines.push('- paths end otherwise (approved outcomes):')
    lines.push(...gone.map((l) => `  - before: ${l}`), ...come.map((l) => `  - now: ${l}`))
  }
  return lines
}

/** The changes from `before` (at `ref`) to `after`, as Markdown. */
export function flowsReport(ref: string, before: FlowSnapshot, after: FlowSnapshot): string {
  const out = [`# What changed in the flows since ${ref}`, '']
  if (Object.keys(before.outcomes).length === 0)
    out.push(`(No approved path outcomes at ${ref}: they are compared from issue 50 on.)`, '')
  const ids = [...new Set([...Object.keys(before.machines), ...Object.keys(after.machines)])]
  for (const id of ids) {
    const lines = machineChanges(before.machines[id], after.machines[id], {
      before: before.outcomes[id] ?? [],
      after: after.outcomes[id] ?? [],
    })
    if (lines.length === 0) continue
    const title = (after.machines[id] ?? before.machines[id])!.title
    out.push(`## ${title} (\`${id}\`)`, '', ...lines, '')
  }
  const constants = [
    ...new Set([...Object.keys(before.constants), ...Object.keys(after.constants)]),
  ]
  const changed = constants
    .filter((key) => before.constants[key] !== after.constants[key])
    .map((key) => {
      const [file, name] = key.split(' ')
      const was = before.constants[key]
      const now = after.constants[key]
      if (was === undefined) return `- \`${name}\` (${file}) added: ${shown(now!)}`
      if (now === undefined) return `- \`${name}\` (${file}) removed (was ${shown(was)})`
      return `- \`${name}\` (${file}): ${shown(was)} → ${shown(now)}`
    })
  if (changed.length > 0) out.push('## Rule constants', '', ...changed, '')
  if (!out.some((line) => line.startsWith('## ')))
    out.push('Nothing: the same states, transitions, rules and outcomes.')
  return `${out.join('\n').trimEnd()}\n`
}

if (process.argv[1]?.endsWith('flowsDiff.ts')) {
  const ref = process.argv[2]
  if (!ref) {
    console.error('npm run flows:diff -- <git-ref>   (a commit, branch or tag)')
    process.exit(2)
  }
  process.stdout.write(flowsReport(ref, snapshotAt(ref), await flowSnapshot()))
}
