import { configCall } from '../../machines/session/calls.ts'
import type { ApiCall } from './apiClient.ts'

/** spec §3 Site configuration: name/value pairs, of which the app uses these. */
export interface SiteConfig {
  title: string
  logo: string | null
  service: string | null
  [name: string]: string | null
}

/** What the app shows when the configuration cannot be loaded (the API client has said why). */
export const FALLBACK_SITE_CONFIG: SiteConfig = { title: 'Tradeflow', logo: null, service: null }

/** Read once at start, before the first screen (its title and logo are on every login screen). */
export async function loadSiteConfig(call: ApiCall): Promise<SiteConfig> {
  const pairs = await call(configCall, { type: 'all' })
  const map = Object.fromEntries(pairs.map((p) => [p.name, p.value]))
  return {
    ...map,
    title: map.title ?? FALLBACK_SITE_CONFIG.title,
    logo: map.logo ?? null,
    service: map.service ?? null,
  }
}
