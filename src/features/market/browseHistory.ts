import type { Board } from '../../../machines/marketData.ts'
import type { KeyValueStore } from '../../lib/storage.ts'

/** spec §2 Search: browse history, kept on the device only. */
const KEY = 'browseHistory'
/** Not in the spec: enough to find what was looked at this week. */
const KEEP = 20

export interface Browsed {
  code: string
  name: string
  board: Board
}

export function readBrowsed(store: KeyValueStore): Browsed[] {
  try {
    const parsed = JSON.parse(store.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((b) => typeof b?.code === 'string') : []
  } catch {
    return []
  }
}

/** Puts an instrument first in the history (once). */
export function rememberBrowsed(store: KeyValueStore, item: Browsed) {
  const rest = readBrowsed(store).filter((b) => b.code !== item.code)
  store.setItem(KEY, JSON.stringify([item, ...rest].slice(0, KEEP)))
}

export function clearBrowsed(store: KeyValueStore) {
  store.removeItem(KEY)
}
