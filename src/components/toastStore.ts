import { TOAST_MS } from '../../machines/rules.ts'

type Listener = () => void

/** One toast at a time, for 2 s (spec §8, §9); a new one replaces the old. */
export function createToastStore() {
  let current: { id: number; text: string } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const l of listeners) l()
  }
  return {
    show(text: string) {
      clearTimeout(timer)
      current = { id: (current?.id ?? 0) + 1, text }
      emit()
      timer = setTimeout(() => {
        current = null
        emit()
      }, TOAST_MS)
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => current,
  }
}
export type ToastStore = ReturnType<typeof createToastStore>
