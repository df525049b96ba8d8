import { type Intent, isIntent } from '../../machines/flows/intent.ts'
import { type KeyValueStore, memoryStore } from './storage.ts'

const PREFIX = 'tradeflow.intent.'

/** sessionStorage when the browser allows it: a tab's intents outlive a reload, not the tab. */
function sessionStore(): KeyValueStore {
  try {
    const probe = `${PREFIX}probe`
    window.sessionStorage.setItem(probe, probe)
    window.sessionStorage.removeItem(probe)
    return window.sessionStorage
  } catch {
    return memoryStore()
  }
}

let store: KeyValueStore | null = null
const intents = () => {
  store ??= sessionStore()
  return store
}

/**
 * Where a form keeps the intent it is sending (decision 0063), so that a reload in the middle of
 * a call that timed out does not lose its key: the same form, sent again as it was, goes under it.
 */
export const intentStore = {
  read(form: string): Intent | null {
    try {
      const kept: unknown = JSON.parse(intents().getItem(PREFIX + form) ?? 'null')
      return isIntent(kept) ? kept : null
    } catch {
      return null
    }
  },
  write(form: string, intent: Intent | null) {
    try {
      if (intent) intents().setItem(PREFIX + form, JSON.stringify(intent))
      else intents().removeItem(PREFIX + form)
    } catch {
      // A full or closed storage keeps the key in memory only, as the machine does anyway.
    }
  },
}

interface IntentActor {
  getSnapshot(): { context: { intent: Intent | null } }
  subscribe(next: (snapshot: { context: { intent: Intent | null } }) => void): {
    unsubscribe(): void
  }
}

/** Keeps an actor's intent in the store as it changes; returns the stop (an effect's cleanup). */
export function keepIntent(actor: IntentActor, form: string): () => void {
  let kept = actor.getSnapshot().context.intent
  const subscription = actor.subscribe((s) => {
    if (s.context.intent === kept) return
    kept = s.context.intent
    intentStore.write(form, kept)
  })
  return () => subscription.unsubscribe()
}
