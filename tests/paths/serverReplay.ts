import { describe, expect, it } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { getMachineEntry } from '../../machines/index.ts'
import type { PathFixture } from '../../machines/registry.ts'
import { coverageRecorder, generatePaths, pathOutcomes, serverCoverage } from './graph.ts'

export type ReplayEvent = EventObject & Record<string, unknown>

/** One entity a generated path drives through the real server. */
export interface ReplaySubject {
  /** Its stored state, or the machine's initial state before it exists. */
  state(): Promise<string>
  /**
   * Makes the server take `event` (a user's call, or the server's own job), told whether the
   * machine takes it: the API's status for a call, or null for a job (it answers nobody).
   */
  send(event: ReplayEvent, accepted: boolean): Promise<number | null>
  /** What must hold after the path (the ledger balanced, …). */
  after?(): Promise<unknown>
}

/**
 * The generated paths of `machineId`, replayed against the server: after every step the stored
 * state must be the machine's, and a call the machine refuses must be refused (status 0). Its
 * coverage report is pushed to `reports` for the file to write.
 */
export function describeServerReplays(
  machineId: string,
  reports: Array<() => object>,
  /** The entity a path drives, made for the path's fixture (its input says what to arrange). */
  subjectOf: (fixture: PathFixture) => Promise<ReplaySubject>,
) {
  const entry = getMachineEntry(machineId)
  const paths = generatePaths(entry)
  const recorder = coverageRecorder(entry.machine)
  const outcomes = pathOutcomes()
  reports.push(() => serverCoverage(entry, recorder, outcomes))

  describe(`${machineId} paths against the server`, () => {
    for (const { fixture, path, description } of paths) {
      it(
        description,
        outcomes.track(description, async () => {
          const subject = await subjectOf(fixture)
          const actor = createActor(entry.machine, {
            input: fixture.input,
            inspect: recorder.inspect,
          }).start()
          expect(await subject.state()).toBe(String(actor.getSnapshot().value))
          for (const step of path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))) {
            const event = step.event as ReplayEvent
            const accepted = actor.getSnapshot().can(event)
            const status = await subject.send(event, accepted)
            if (status !== null) expect(status).toBe(accepted ? 1 : 0)
            actor.send(event)
            expect(await subject.state()).toBe(String(actor.getSnapshot().value))
          }
          await subject.after?.()
          actor.stop()
        }),
      )
    }
  })
}
