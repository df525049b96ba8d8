import { useSyncExternalStore } from 'react'

type Listener = () => void

/**
 * Whether the app can reach its server: the device's own online and offline events, and what the
 * app's last call found (a call that got no answer at all — no network, the server unreachable,
 * a time-out — says no; any answer says yes; a quote stream that drops says no, and one that opens
 * or speaks says yes). The device alone is not enough: a phone behind a dead Wi-Fi still calls
 * itself online.
 */
export function createConnection() {
  let answered = true
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const l of listeners) l()
  }
  // The device says it is back: believe it until a call finds otherwise.
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      answered = true
    })
  return {
    /** A call of the app got an answer (true) or none (false). */
    reported(gotAnswer: boolean) {
      if (gotAnswer === answered) return
      answered = gotAnswer
      emit()
    },
    connected: () => answered && (typeof navigator === 'undefined' || navigator.onLine !== false),
    subscribe(listener: Listener) {
      listeners.add(listener)
      if (typeof window !== 'undefined') {
        window.addEventListener('online', listener)
        window.addEventListener('offline', listener)
      }
      return () => {
        listeners.delete(listener)
        if (typeof window !== 'undefined') {
          window.removeEventListener('online', listener)
          window.removeEventListener('offline', listener)
        }
      }
    },
  }
}
export type Connection = ReturnType<typeof createConnection>

/** The investor app's connection, reported by its API client (src/lib/apiClient.ts). */
export const connection: Connection = createConnection()

/** Whether the app can reach its server now (see createConnection). */
export function useConnected(): boolean {
  return useSyncExternalStore(connection.subscribe, connection.connected, () => true)
}
