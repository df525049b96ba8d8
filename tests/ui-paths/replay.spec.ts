import { type BrowserContext, test as base, expect } from '@playwright/test'
import { createActor, SimulatedClock } from 'xstate'
import { type GeneratedPath, generatePaths } from '../../flowmodel/paths.ts'
import { getMachineEntry } from '../../machines/index.ts'
import type { MachineEntry } from '../../machines/registry.ts'
import { coverageRecorder } from '../paths/graph.ts'
import { PHONE_CONTEXT } from '../support/phoneChromium.ts'
import { type ReplayEvent, stateName, type UiAdapter } from './adapter.ts'
import { UI_ADAPTERS } from './adapters/index.ts'
import { coveringPaths, throughUnreachable } from './covering.ts'
import { UiCoverage } from './uiCoverage.ts'
import { startWorkerServer, type WorkerServer } from './workerServer.ts'
import { UI_LANGS, type UiLang, World } from './world.ts'

/**
 * The generated paths of every machine with a UI adapter, replayed in Chromium at 390×844
 * (issue 22): `npm run test:paths -- --ui`. Each worker has a server of its own. By default the
 * covering subset (every state and transition at least once); PATHS_FULL=1 (`--all`) every path.
 */
const LANG = (process.env.PATHS_LANG ?? 'en') as UiLang
if (!UI_LANGS.includes(LANG)) throw new Error(`--lang takes one of ${UI_LANGS.join(', ')}`)
const SEED = Number(process.env.PATHS_SEED ?? 1)
const MACHINES = (process.env.PATHS_MACHINE ?? '').split(',').filter(Boolean)
const PATH_TEXT = process.env.PATHS_PATH ?? ''
const FULL = process.env.PATHS_FULL === '1'

/**
 * The phone at one device pixel per CSS pixel: a replay checks what the screen shows in each
 * state, which layout decides at 390×844 whatever the density, while Chromium without a GPU
 * rasters 2.625² as many pixels at the phone's own (decision 0053). The e2e walks keep it.
 */
const REPLAY_CONTEXT = { ...PHONE_CONTEXT, deviceScaleFactor: 1 }

const test = base.extend<
  { world: World; ownContext: boolean },
  { server: WorkerServer; coverage: UiCoverage; sharedContext: BrowserContext }
>({
  ownContext: [false, { option: true }],
  /*
   * One browser context for the worker's paths (decision 0053): the app's scripts stay in its
   * HTTP and code caches, where a context per path loaded and compiled them every time. Each path
   * still gets a page of its own, and the origin's storage is emptied before it starts; an
   * adapter that changes the context itself (its clock) gets a context of its own.
   */
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext(REPLAY_CONTEXT)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, sharedContext, ownContext, server }, use) => {
    const context = ownContext ? await browser.newContext(REPLAY_CONTEXT) : sharedContext
    const page = await context.newPage()
    if (!ownContext) {
      await context.clearCookies()
      await context.clearPermissions()
      await page.goto(`${server.url}/health`)
      await page.evaluate(() => localStorage.clear())
    }
    await use(page)
    if (ownContext) await context.close()
    else await page.close()
  },
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, worker) => {
      const server = await startWorkerServer(worker.workerIndex)
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  coverage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, worker) => {
      const coverage = new UiCoverage()
      await use(coverage)
      coverage.write(worker.workerIndex)
    },
    { scope: 'worker' },
  ],
  world: async ({ page, browser, request, server }, use) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), LANG)
    const world = new World(page, browser, request, server.url, LANG, SEED)
    await use(world)
    await world.close()
  },
})

/**
 * The paths of a machine this run replays: those the screen can walk (none through a state the
 * adapter calls unreachable), the covering subset of them or all, narrowed by --path.
 */
function uiPathsOf(entry: MachineEntry, adapter: UiAdapter): GeneratedPath[] {
  const all = generatePaths(entry).filter((p) => !throughUnreachable(entry, p, adapter))
  const paths = FULL ? all : coveringPaths(entry, all)
  return paths.filter((p) => p.description.includes(PATH_TEXT))
}

for (const adapter of UI_ADAPTERS) {
  if (MACHINES.length > 0 && !MACHINES.includes(adapter.machineId)) continue
  const entry = getMachineEntry(adapter.machineId)
  test.describe(entry.id, () => {
    test.use({ ownContext: Boolean(adapter.pageClock || adapter.ownContext) })
    for (const path of uiPathsOf(entry, adapter))
      test(path.description, async ({ world, coverage }) => {
        await replay(world, coverage, adapter, entry, path)
      })
  })
}

/**
 * One path through the UI: the server made to hold the fixture's facts, then after the start and
 * after every event the screen checked against the machine's state; each step is a named step of
 * the report, with a screenshot and the trace when it fails.
 */
async function replay(
  world: World,
  coverage: UiCoverage,
  adapter: UiAdapter,
  entry: MachineEntry,
  { fixture, path, description }: GeneratedPath,
) {
  coverage.begin(entry, description, adapter.unreachable)
  const recorder = coverageRecorder(entry.machine)
  // The model's delays run only when the path sends them (a simulated clock), never on their
  // own while a screen is being checked.
  const actor = createActor(entry.machine, {
    input: fixture.input,
    inspect: recorder.inspect,
    clock: new SimulatedClock(),
  }).start()
  const shows = async () => {
    const snapshot = actor.getSnapshot()
    const show = adapter.show[stateName(snapshot)]
    if (!show)
      throw new Error(`${entry.id}: the adapter does not say what ${stateName(snapshot)} shows`)
    await show(world, ctx, snapshot)
    coverage.confirm(entry, recorder)
  }
  const steps = path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))
  let ctx: unknown
  await test.step(`arrange "${fixture.name}"`, async () => {
    ctx = await adapter.arrange(
      world,
      fixture.input,
      steps.map((s) => s.event as ReplayEvent),
    )
  })
  await test.step(`start → ${stateName(actor.getSnapshot())}`, shows)
  for (const [i, step] of steps.entries()) {
    const event = step.event as ReplayEvent
    const accepted = actor.getSnapshot().can(event)
    const act = adapter.act?.[event.type]
    await test.step(`${i + 1}. ${event.type}${accepted ? '' : ' (refused)'}`, async () => {
      if (!act) throw new Error(`${entry.id}: the adapter has no UI action for ${event.type}`)
      // A toast of the step before is gone, so a refusal this step shows is this step's own
      // (on a page whose timers are the test's, the adapter moves them itself).
      if (!adapter.pageClock)
        await expect(world.page.locator('.toast')).toHaveCount(0, { timeout: 15_000 })
      await act(world, ctx, event, accepted)
      actor.send(event)
      await test.step(`→ ${stateName(actor.getSnapshot())}`, shows)
    })
  }
  actor.stop()
  expect(actor.getSnapshot().status).not.toBe('error')
  coverage.passed(entry, description)
}
