import { TOAST_MS } from '../../machines/rules.ts'

type Listener = () => void

/**
 * How long before a navigation a toast counts as the result of the action that navigated (a
 * subscription submitted, then its list): it stays. Anything older belongs to the screen left.
 */
export const TOAST_CARRY_MS = 500

/**
 * Toasts of 2 s each (spec §8, §9), one at a time: a second one waits for the first (two login
 * notices must both be read), and a text already showing or waiting is not queued twice. A
 * navigation drops what waits and what the screen left was showing (issue 18: a stale "The
 * inviter does not exist" showed on "Your account is ready").
 */
export function createToastStore(now: () => number = Date.now) {
  let current: { id: number; text: string; at: number } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting: string[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const showNext = () => {
    const text = waiting.shift()
    current = text === undefined ? null : { id: nextId++, text, at: now() }
    emit()
    clearTimeout(timer)
    if (current) timer = setTimeout(showNext, TOAST_MS)
  }
  return {
    show(text: string) {
      if (current?.text === text || waiting.includes(text)) return
      waiting.push(text)
      if (!current) showNext()
    },
    /** The screen changed: what waits is dropped, and so is a toast older than the move. */
    navigated() {
      waiting.length = 0
      if (current && now() - current.at > TOAST_CARRY_MS) showNext()
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => current,
  }
}
export type ToastStore = ReturnType<typeof createToastStore>
