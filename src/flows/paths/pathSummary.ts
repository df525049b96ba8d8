import type { EventObject } from 'xstate'

/** A generated path as the explorer lists and replays it: its name, fixture and events. */
export interface PathSummary {
  description: string
  /** The name of the input fixture the path starts from (registry entry's `fixtures`). */
  fixture: string
  events: EventObject[]
}

export interface PathsQuestion {
  id: number
  machineId: string
}

export type PathsAnswer = { id: number; paths: PathSummary[] } | { id: number; error: string }

let worker: Worker | null = null
let asked = 0
const waiting = new Map<number, { resolve(p: PathSummary[]): void; reject(e: Error): void }>()
const known = new Map<string, Promise<PathSummary[]>>()

function theWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./pathsWorker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (message: MessageEvent<PathsAnswer>) => {
    const answer = message.data
    const pending = waiting.get(answer.id)
    waiting.delete(answer.id)
    if ('error' in answer) pending?.reject(new Error(answer.error))
    else pending?.resolve(answer.paths)
  }
  return worker
}

/**
 * A machine's generated paths, made in a worker once per page (the generator is deterministic:
 * the same machine and fixtures give the same paths, so a second visit to the tab reuses them).
 */
export function pathsOf(machineId: string): Promise<PathSummary[]> {
  const cached = known.get(machineId)
  if (cached) return cached
  const id = ++asked
  const answer = new Promise<PathSummary[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    theWorker().postMessage({ id, machineId } satisfies PathsQuestion)
  })
  known.set(machineId, answer)
  answer.catch(() => known.delete(machineId))
  return answer
}
