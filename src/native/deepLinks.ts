/** The shell's own link scheme (android/app/src/main/AndroidManifest.xml, decision 0043). */
export const DEEP_LINK_SCHEME = 'tradeflow:'

/**
 * The hash route a link opened in the native shell leads to, or null for a link that is not the
 * app's. `tradeflow://market/stockDetail?code=SAN` and a web address of the app
 * (`https://…/#/market/stockDetail?code=SAN`) both lead to `/market/stockDetail?code=SAN`; the
 * router then guards it as it guards any route (a stranger's link to a screen that needs login
 * asks for login first).
 */
export function routeOfDeepLink(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol === DEEP_LINK_SCHEME) {
    // In tradeflow://market/stockDetail the first segment is the URL's host.
    const path = `/${url.host}${url.pathname}`.replace(/\/+$/, '')
    return routeOrNull(`${path}${url.search}`)
  }
  if (url.protocol === 'https:' && url.hash.startsWith('#/')) return routeOrNull(url.hash.slice(1))
  return null
}

/** A route is a path of plain segments: nothing that could leave the app or run as script. */
function routeOrNull(route: string): string | null {
  return /^(\/[A-Za-z0-9_-]+)+(\?[^#\s]*)?$/.test(route) ? route : null
}
