import { TOAST_ACTION_MS, TOAST_MS } from '../../machines/rules.ts'

type Listener = () => void

/** Where a toast's message can be acted on: a route of the app and the words of its link. */
export interface ToastAction {
  to: string
  label: string
}
interface Shown {
  text: string
  action?: ToastAction | undefined
}

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
  let current: (Shown & { id: number; at: number }) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting: Shown[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const showNext = () => {
    const next = waiting.shift()
    current = next === undefined ? null : { ...next, id: nextId++, at: now() }
    emit()
    clearTimeout(timer)
    if (current) timer = setTimeout(showNext, current.action ? TOAST_ACTION_MS : TOAST_MS)
  }
  return {
    /** A toast; with an action, a link to where its message is put right (issue 18). */
    show(text: string, action?: ToastAction) {
      if (current?.text === text || waiting.some((w) => w.text === text)) return
      waiting.push({ text, action })
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
