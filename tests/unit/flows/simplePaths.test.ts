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

// marketView is the machine this exists for: getSimplePaths takes seconds on it.
const compared = machineRegistry.filter((m) => m.id !== 'marketView')

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
        for (const budget of [1, 7, 60]) {
          const all = getSimplePaths(entry.machine, options).slice(0, budget)
          const first = firstSimplePaths(entry.machine, options, budget)
          expect(first.map(shape)).toEqual(all.map(shape))
        }
      }
    },
  )
})
