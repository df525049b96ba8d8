import { describe, expect, it } from 'vitest'
import type { EventObject, Snapshot } from 'xstate'
import { getSimplePaths, serializeSnapshot } from 'xstate/graph'
import { fixtureEvents } from '../../../flowmodel/paths.ts'
import { firstSimplePaths } from '../../../flowmodel/simplePaths.ts'
import { machineRegistry } from '../../../machines/index.ts'

/** A path as its replay sees it: the events in order and where it ends. */
const shape = (path: { state: Snapshot<unknown>; steps: { event: EventObject }[] }) => ({
  events: path.steps.map((s) => JSON.stringify(s.event)),
  end: serializeSnapshot(path.state),
})

// The machines this exists for: getSimplePaths takes seconds on marketView and runs out of memory
// (4 GB heap) on chart since it keeps the old bars' period while the next loads (barsPeriod); on
// the stepper it takes 17 s since its fixture holds − at the minimum too (issue 22).
const TOO_MANY_PATHS = new Set(['marketView', 'chart', 'stepper'])
const compared = machineRegistry.filter((m) => !TOO_MANY_PATHS.has(m.id))

describe('firstSimplePaths', () => {
  it.each(compared.map((m) => [m.id, m] as const))(
    'gives the first paths getSimplePaths gives, in its order (%s)',
    (_id, entry) => {
      for (const fixture of entry.fixtures) {
        const options = {
          input: fixture.input,
          events: fixtureEvents(entry.machine, fixture),
          filterEvents: (snapshot: Snapshot<unknown>, event: EventObject) =>
            (snapshot as unknown as { can(e: EventObject): boolean }).can(event),
        }
        const all = getSimplePaths(entry.machine, options)
        for (const budget of [1, 7, 60]) {
          const first = firstSimplePaths(entry.machine, options, budget)
          expect(first.map(shape)).toEqual(all.slice(0, budget).map(shape))
        }
      }
    },
  )
})
