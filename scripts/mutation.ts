import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { EQUIVALENT_MUTANTS } from '../tests/mutation/equivalent.ts'
import { type FileScore, scoresOf } from '../tests/mutation/scores.ts'
import { survivorList } from '../tests/mutation/survivors.ts'
import { ensureToolInstalled } from './toolPackages.ts'

/**
 * `npm run test:mutation [-- options]` (issue 50, decision 0068): Stryker changes each rule of
 * machines/ in turn and runs the pure tests that judge the rules; a change none of them notices
 * is a rule nothing holds. The full run is the default and writes reports/mutation/.
 *
 *   --incremental   re-test only the mutants whose code or tests changed since the committed
 *                   state (tests/mutation/incremental.json); what CI runs
 *   --file <path>   only this rule file (repeat for several)
 *   --floored       only the rule files that have a floor (what npm test runs, incrementally)
 *   --ratchet       raise the committed floors (tests/mutation/floors.json) to today's scores,
 *                   up to the goal; never lowers one
 *   --last          judge the last run's report again (after editing the allow-list), no run
 *   --survivors     list what no test noticed (from the committed state, or the files given
 *                   with --file), each with its line and the change; no run
 *
 * Each file's score (killed ÷ mutants, the equivalent ones of tests/mutation/equivalent.ts left
 * out) must stay at or above its floor; the goal is 95 % on every rule file.
 */
const USAGE =
  'npm run test:mutation -- [--incremental] [--file <path>]... [--floored] [--ratchet] [--last] [--survivors]'
const TOOL = 'tools/mutation'
const REPORT = 'reports/mutation/mutation.json'
const FLOORS = 'tests/mutation/floors.json'
const INCREMENTAL = 'tests/mutation/incremental.json'
const GOAL = 95

/** The rule files: every module of machines/ that decides something (not data, wiring or words). */
export const NOT_RULES = [
  '!machines/**/*fixtures.ts',
  '!machines/**/*.cases.ts',
  '!machines/**/serverMessages.ts',
  '!machines/serverMessageEntry.ts',
  '!machines/**/module.ts',
  '!machines/modules.ts',
  '!machines/productModule.ts',
  '!machines/index.ts',
  '!machines/registry.ts',
  '!machines/setup.ts',
  '!machines/decisionTable.ts',
  // Call contracts are schemas, held by the server's tests and the fuzz suite, not rules.
  '!machines/**/calls.ts',
  '!machines/contract/**',
]

function options() {
  try {
    return parseArgs({
      options: {
        incremental: { type: 'boolean' },
        file: { type: 'string', multiple: true },
        floored: { type: 'boolean' },
        ratchet: { type: 'boolean' },
        last: { type: 'boolean' },
        survivors: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}

/** Installs Stryker beside the app, not in it (decision 0068), once per lock file. */
function ensureStryker() {
  try {
    ensureToolInstalled('mutation', '.bin/stryker')
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

function readFloors(): Record<string, number> {
  return existsSync(FLOORS) ? JSON.parse(readFileSync(FLOORS, 'utf8')) : {}
}

function runStryker(opts: ReturnType<typeof options>) {
  const chosen = [...(opts.file ?? []), ...(opts.floored ? Object.keys(readFloors()) : [])]
  const mutate = chosen.length > 0 ? chosen : ['machines/**/*.ts', ...NOT_RULES]
  const args = ['run', `${TOOL}/stryker.config.mjs`, '--mutate', mutate.join(',')]
  if (opts.incremental) {
    forgetUncovered()
    args.push('--incremental', '--incrementalFile', INCREMENTAL)
  }
  const run = spawnSync(`${TOOL}/node_modules/.bin/stryker`, args, { stdio: 'inherit' })
  // Stryker's own threshold is off: the floors below judge each file.
  if (run.status !== 0) process.exit(run.status ?? 1)
  if (opts.incremental) compactState()
}

/**
 * Stryker reuses a mutant's old result when its code and the tests that cover it are unchanged;
 * for a mutant no test covered, "no tests" stays "no tests" even after a new test imports its file
 * (a mutant run only at import is Ignored once a test loads it, never re-planned otherwise). So
 * the state forgets every uncovered mutant before a run: Stryker plans it again, which costs
 * nothing when it is still uncovered.
 */
function forgetUncovered() {
  if (!existsSync(INCREMENTAL)) return
  const state = JSON.parse(readFileSync(INCREMENTAL, 'utf8'))
  for (const file of Object.values(state.files) as { mutants: { status: string }[] }[])
    file.mutants = file.mutants.filter((m) => m.status !== 'NoCoverage')
  writeFileSync(INCREMENTAL, JSON.stringify(state))
}

/**
 * Stryker writes its state indented, one covering test a line (10 MB for every rule file); the
 * committed copy is the same JSON on one line (about half), which Stryker reads alike.
 */
function compactState() {
  writeFileSync(INCREMENTAL, JSON.stringify(JSON.parse(readFileSync(INCREMENTAL, 'utf8'))))
}

const percent = (n: number) => `${n.toFixed(1)} %`

function judge(scores: FileScore[], ratchet: boolean) {
  const floors = readFloors()
  const below = scores.filter((s) => s.score < (floors[s.file] ?? 0))
  console.log('\nrule file · mutants · killed · survived · equivalent · score · floor')
  for (const s of scores)
    console.log(
      `${s.file} · ${s.mutants} · ${s.killed} · ${s.survived} · ${s.equivalent} · ${percent(s.score)} · ${percent(floors[s.file] ?? 0)}`,
    )
  if (ratchet) {
    // A file nothing holds yet (0 %) gets no floor: it would promise nothing.
    for (const s of scores.filter((score) => score.score > 0))
      floors[s.file] = Math.max(floors[s.file] ?? 0, Math.min(GOAL, Math.floor(s.score * 10) / 10))
    const sorted = Object.fromEntries(Object.entries(floors).sort(([a], [b]) => a.localeCompare(b)))
    writeFileSync(FLOORS, `${JSON.stringify(sorted, null, 2)}\n`)
    console.log(`\nFloors raised in ${FLOORS}.`)
  }
  if (below.length > 0) {
    console.error(
      `\nBelow their floors: ${below.map((s) => `${s.file} ${percent(s.score)} < ${percent(floors[s.file] ?? 0)}`).join(', ')}`,
    )
    process.exit(1)
  }
}

const opts = options()
if (opts.help) {
  console.log(USAGE)
  process.exit(0)
}
if (opts.survivors) {
  const files = opts.file ?? []
  const state = JSON.parse(readFileSync(INCREMENTAL, 'utf8'))
  console.log(
    survivorList(state, EQUIVALENT_MUTANTS, (file) => files.length === 0 || files.includes(file)),
  )
  process.exit(0)
}
if (!opts.last) {
  ensureStryker()
  runStryker(opts)
}
judge(scoresOf(JSON.parse(readFileSync(REPORT, 'utf8')), EQUIVALENT_MUTANTS), opts.ratchet ?? false)
