import { describe, expect, it } from 'vitest'
import { generatePaths } from '../../../flowmodel/paths.ts'
import { machineRegistry } from '../../../machines/index.ts'
import { UI_ADAPTERS, WITHOUT_UI_ADAPTER } from '../../ui-paths/adapters/index.ts'
import { coveringPaths, reachOf } from '../../ui-paths/covering.ts'

describe('UI adapters of the generated paths (issue 22)', () => {
  it('every registered machine has a UI adapter or is listed with the reason it has none', () => {
    const adapted = UI_ADAPTERS.map((a) => a.machineId)
    for (const { id } of machineRegistry) {
      const listed = Object.hasOwn(WITHOUT_UI_ADAPTER, id)
      expect(adapted.includes(id) !== listed, `${id}: exactly one of adapter or reason`).toBe(true)
      if (listed) expect(WITHOUT_UI_ADAPTER[id]!.length).toBeGreaterThan(10)
    }
    const registered = new Set(machineRegistry.map((m) => m.id))
    for (const id of [...adapted, ...Object.keys(WITHOUT_UI_ADAPTER)])
      expect(registered.has(id), `${id} is not a registered machine`).toBe(true)
  })

  it('each adapter says what the screen shows in every state its paths rest in', () => {
    for (const adapter of UI_ADAPTERS) {
      const entry = machineRegistry.find((m) => m.id === adapter.machineId)!
      const resting = new Set(
        generatePaths(entry).map((p) => {
          const v = p.path.state as unknown as { value: unknown }
          return typeof v.value === 'string' ? v.value : JSON.stringify(v.value)
        }),
      )
      for (const state of resting)
        if (!Object.hasOwn(adapter.unreachable ?? {}, state))
          expect(Object.keys(adapter.show), `${adapter.machineId}`).toContain(state)
    }
  })

  it('the covering subset reaches everything the full set reaches, with fewer paths', () => {
    for (const entry of machineRegistry) {
      const all = generatePaths(entry)
      const subset = coveringPaths(entry, all)
      const reach = (paths: typeof all) => new Set(paths.flatMap((p) => [...reachOf(entry, p)]))
      expect([...reach(subset)].sort(), entry.id).toEqual([...reach(all)].sort())
      expect(subset.length).toBeLessThanOrEqual(all.length)
    }
  })
})
