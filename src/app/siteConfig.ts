import type { ApiPost } from '../lib/apiClient.ts'

/** spec §3 Site configuration: name/value pairs, of which the app uses these. */
export interface SiteConfig {
  title: string
  logo: string | null
  service: string | null
  [name: string]: string | null
}

export async function loadSiteConfig(post: ApiPost): Promise<SiteConfig> {
  const pairs = await post<{ name: string; value: string }[]>('common/config', { type: 'all' })
  const map = Object.fromEntries(pairs.map((p) => [p.name, p.value]))
  return {
    ...map,
    title: map.title ?? 'Tradeflow',
    logo: map.logo ?? null,
    service: map.service ?? null,
  }
}
