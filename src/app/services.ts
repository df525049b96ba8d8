import { createContext, useContext } from 'react'
import type { Actor } from 'xstate'
import type { marketMachine } from '../../machines/market.ts'
import type { ToastStore } from '../components/toastStore.ts'
import type { provideSession } from '../features/session/provideSession.ts'
import type { ApiCall } from '../lib/apiClient.ts'
import type { KeyValueStore } from '../lib/storage.ts'
import type { SiteConfig } from './siteConfig.ts'

/** What the screens share: built once in main.tsx, handed down by context. */
export interface Services {
  /** Every call to the server, by its contract in machines/. */
  call: ApiCall
  store: KeyValueStore
  toast: ToastStore
  config: SiteConfig
  session: Actor<ReturnType<typeof provideSession>>
  market: Actor<typeof marketMachine>
  /** Bumped when the market changes, so screens reload their data (spec §4 Market tab). */
  dataVersion: { get(): number; subscribe(listener: () => void): () => void }
  /** Switches language and saves the choice under `language` (spec §3). */
  setLocale(code: string): Promise<void>
}

export const ServicesContext = createContext<Services | null>(null)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices outside ServicesContext')
  return services
}
