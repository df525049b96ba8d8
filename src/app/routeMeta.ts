import { useMatches } from 'react-router-dom'

/** Per-route flags, carried in react-router's `handle`. */
export interface RouteMeta {
  /** Reachable without logging in (spec §6 Visitor: login and register). */
  public?: boolean
  /** Which tab of the bottom bar is lit (spec §2 Bottom tab bar). */
  tab?: number
  /** Kept mounted when left, so coming back shows it as it was (spec §2 Shell behaviour). */
  keepAlive?: boolean
  /** The wallet view, the only one with a USDC tab (spec §2 Top bar). */
  wallet?: boolean
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches()
  return Object.assign({}, ...matches.map((m) => (m.handle as RouteMeta | undefined) ?? {}))
}
