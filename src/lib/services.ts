import { createContext, useContext } from 'react'
import type { Actor } from 'xstate'
import type { marketMachine } from '../../machines/market.ts'
import type { sessionMachine } from '../../machines/session/machine.ts'
import type { ToastStore } from '../components/toastStore.ts'
import type { ApiCall } from './apiClient.ts'
import type { AccountLink } from './clientModule.ts'
import type { SiteConfig } from './siteConfig.ts'
import type { KeyValueStore } from './storage.ts'

/** What the screens share: built once in main.tsx, handed down by context. */
export interface Services {
  /** Every call to the server, by its contract in machines/. */
  call: ApiCall
  store: KeyValueStore
  toast: ToastStore
  config: SiteConfig
  /** The session machine, provided with the app's ports (features/session/provideSession.ts). */
  session: Actor<typeof sessionMachine>
  market: Actor<typeof marketMachine>
  /** Bumped when the market changes, so screens reload their data (spec §4 Market tab). */
  dataVersion: { get(): number; subscribe(listener: () => void): () => void }
  /** Switches language and saves the choice under `language` (spec §3). */
  setLocale(code: string): Promise<void>
  /**
   * Whether a path has a screen yet (the shell's route table, app/routes.ts), so that a screen
   * shows no link to a screen still to come.
   */
  isBuiltRoute(path: string): boolean
  /** The product lines' entries in the account page's menu (app/productLines.ts). */
  accountLinks: readonly AccountLink[]
}

export const ServicesContext = createContext<Services | null>(null)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices outside ServicesContext')
  return services
}
