import { STORAGE_KEYS } from '../../machines/rules.ts'

/** The slice of Web Storage the app uses, so tests can hand in their own. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}

/** localStorage when the browser allows it (private modes may not), memory otherwise. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__tradeflow__'
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return memoryStore()
  }
}

/** Token and account as the API client sends them (spec §3 keys `tokend` and `account`). */
export function readCredentials(store: KeyValueStore) {
  return { token: store.getItem(STORAGE_KEYS.token), account: store.getItem(STORAGE_KEYS.account) }
}
