/// <reference lib="webworker" />
import { generatePaths } from '../../../flowmodel/paths.ts'
import { machineRegistry } from '../../../machines/index.ts'
import type { PathsAnswer, PathsQuestion } from './pathSummary.ts'

/**
 * The flow explorer's path generator, off the main thread: the larger machines take seconds to
 * walk (marketView's simple paths), and the Paths tab must not freeze the page while they do.
 */
self.onmessage = (message: MessageEvent<PathsQuestion>) => {
  const { id, machineId } = message.data
  const entry = machineRegistry.find((m) => m.id === machineId)
  const answer: PathsAnswer = entry
    ? {
        id,
        paths: generatePaths(entry).map((p) => ({
          description: p.description,
          fixture: p.fixture.name,
          events: p.path.steps.map((s) => s.event).filter((e) => !e.type.startsWith('xstate.init')),
        })),
      }
    : { id, error: `no machine ${machineId}` }
  postMessage(answer)
}
