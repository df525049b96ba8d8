import { TOAST_MS } from '../../machines/rules.ts'

type Listener = () => void

/**
 * Toasts of 2 s each (spec §8, §9), one at a time: a second one waits for the first (two login
 * notices must both be read), and a text already showing or waiting is not queued twice.
 */
export function createToastStore() {
  let current: { id: number; text: string } | null = null
  const waiting: string[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const showNext = () => {
    const text = waiting.shift()
    current = text === undefined ? null : { id: nextId++, text }
    emit()
    if (current) setTimeout(showNext, TOAST_MS)
  }
  return {
    show(text: string) {
      if (current?.text === text || waiting.includes(text)) return
      waiting.push(text)
      if (!current) showNext()
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => current,
  }
}
export type ToastStore = ReturnType<typeof createToastStore>
