import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { generatePaths } from '../flowmodel/paths.ts'
import { machineRegistry } from '../machines/index.ts'
import { UI_ADAPTERS, WITHOUT_UI_ADAPTER } from '../tests/ui-paths/adapters/index.ts'
import { coveringPaths, throughUnreachable } from '../tests/ui-paths/covering.ts'

/**
 * `npm run test:paths [-- options]`: replays every machine's generated paths (vitest project
 * `paths`), or what a tester narrows it to. See README "Path tests for testers".
 *
 *   --machine <id>   only this machine (repeat, or separate with commas); its server replays too
 *   --path <text>    only paths whose name contains the text (the coverage gate is then off)
 *   --list           print the paths with their names, run nothing
 *   --seed <n>       the seed of the randomised data (accounts, amounts); printed on every run
 *   --ui             replay through the real UI in Chromium at 390×844 (machines with a UI adapter,
 *                    tests/ui-paths); the covering subset unless --all; `npm run build` first
 *   --lang <code>    the UI replays' language (en, zh-Hant, ko, de, zh-Hans, es)
 *   --all            with --ui: every generated path, not only the covering subset
 *   --trace          with --ui: keep a Playwright trace of each failing path (off by default)
 *   --approve        write what each machine's paths end in as approved (tests/paths/approved/),
 *                    after reviewing the diff a failing run printed (issue 50)
 */
const USAGE = `npm run test:paths -- [--ui [--lang <code>] [--all] [--trace]] [--machine <id>] [--path <text>] [--list] [--seed <n>] [--approve]`

function options() {
  try {
    return parseArgs({
      options: {
        machine: { type: 'string', multiple: true },
        path: { type: 'string' },
        list: { type: 'boolean' },
        seed: { type: 'string' },
        ui: { type: 'boolean' },
        lang: { type: 'string' },
        all: { type: 'boolean' },
        trace: { type: 'boolean' },
        approve: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
}

const opts = options()
if (opts.help) {
  console.log(USAGE)
  process.exit(0)
}
const machines = (opts.machine ?? []).flatMap((m) => m.split(',')).filter(Boolean)
const unknown = machines.filter((id) => !machineRegistry.some((m) => m.id === id))
if (unknown.length > 0) {
  console.error(
    `No machine ${unknown.join(', ')}. Machines: ${machineRegistry.map((m) => m.id).join(', ')}`,
  )
  process.exit(2)
}
if (opts.seed !== undefined && !/^\d{1,9}$/.test(opts.seed)) {
  console.error('--seed takes a whole number.')
  process.exit(2)
}

if (opts.approve && (opts.ui || opts.path || opts.list)) {
  console.error('--approve writes whole tables: not with --ui, --path or --list.')
  process.exit(2)
}

if (opts.ui) {
  const adapted = UI_ADAPTERS.map((a) => a.machineId)
  const without = machines.filter((id) => !adapted.includes(id))
  if (without.length > 0) {
    console.error(
      without.map((id) => `${id} has no UI adapter: ${WITHOUT_UI_ADAPTER[id]}`).join('\n'),
    )
    process.exit(2)
  }
}

if (opts.list && opts.ui) {
  let count = 0
  for (const adapter of UI_ADAPTERS) {
    if (machines.length > 0 && !machines.includes(adapter.machineId)) continue
    const entry = machineRegistry.find((m) => m.id === adapter.machineId)!
    const all = generatePaths(entry).filter((p) => !throughUnreachable(entry, p, adapter))
    const names = (opts.all ? all : coveringPaths(entry, all))
      .map((p) => p.description)
      .filter((name) => !opts.path || name.includes(opts.path))
    console.log(`\n${entry.id} through the UI: ${names.length} of ${all.length} paths`)
    for (const name of names) console.log(`  ${name}`)
    count += names.length
  }
  console.log(`\n${count} UI paths${opts.all ? '' : ' (the covering subset; --all for every one)'}`)
  process.exit(0)
}

if (opts.list) {
  let count = 0
  for (const entry of machineRegistry) {
    if (machines.length > 0 && !machines.includes(entry.id)) continue
    const names = generatePaths(entry)
      .map((p) => p.description)
      .filter((name) => !opts.path || name.includes(opts.path))
    if (names.length === 0) continue
    console.log(`\n${entry.id} (${entry.kind}): ${names.length} paths`)
    for (const name of names) console.log(`  ${name}`)
    count += names.length
  }
  console.log(`\n${count} paths`)
  process.exit(0)
}

const seed = opts.seed ?? String(Math.floor(Math.random() * 1e9))
console.log(`Path tests: seed ${seed} (repeat with --seed ${seed})`)
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
if (opts.ui) {
  const args = ['playwright', 'test', '-c', 'playwright.paths.config.ts']
  if (opts.trace) args.push('--trace', 'retain-on-failure')
  const playwright = spawnSync('npx', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATHS_MACHINE: machines.join(','),
      PATHS_SEED: seed,
      PATHS_LANG: opts.lang ?? 'en',
      ...(opts.path ? { PATHS_PATH: opts.path, PATHS_PARTIAL: '1' } : {}),
      ...(opts.all ? { PATHS_FULL: '1' } : {}),
    },
  })
  process.exit(playwright.status ?? 1)
}
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'paths',
    ...(opts.path ? ['--testNamePattern', asPattern(opts.path)] : []),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATHS_MACHINE: machines.join(','),
      PATHS_SEED: seed,
      ...(opts.path ? { PATHS_PARTIAL: '1' } : {}),
      ...(opts.approve ? { PATHS_APPROVE: '1' } : {}),
      // Set either way: a value left in the shell must not outlive --machine or --path.
      PATHS_EVERY_MACHINE: machines.length === 0 && !opts.path ? '1' : '',
    },
  },
)
process.exit(vitest.status ?? 1)
