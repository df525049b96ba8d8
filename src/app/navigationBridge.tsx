import { useEffect, useLayoutEffect } from 'react'
import { type NavigateFunction, useLocation, useNavigate } from 'react-router'
import { currentPath, currentRoute } from './routes.ts'

/** The router's navigate, once the router is on the page (NavigationBridge). */
let routerNavigate: NavigateFunction | null = null

/**
 * Hands the router's navigate to what runs outside React (the session machine, the native
 * shell's links) once the router is on the page. The first render is drawn in slices, and until
 * its commit the router does not listen to the hash: a navigation asked for meanwhile (a deep
 * link, the session machine) or a back press in the native shell changes the hash unseen. Once
 * the router listens, the screen is made to follow the hash.
 */
export function NavigationBridge() {
  const navigate = useNavigate()
  const drawn = useLocation()
  useLayoutEffect(() => {
    routerNavigate = navigate
  }, [navigate])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit's location only; later moves the router hears itself
  useEffect(() => {
    // A passive effect: it runs after the router's own layout effect, which starts listening.
    const to = currentRoute()
    // Replace, do not add: the hash already says `to`.
    if (to !== `${drawn.pathname}${drawn.search}`) void navigate(to, { replace: true })
  }, [])
  return null
}

/** spec §2 Shell behaviour: a navigation to where the user already is, is ignored. */
export function navigateOnce(to: string) {
  if (currentPath() === to) return
  if (routerNavigate) void routerNavigate(to)
  // Before the first render is on the page: the router starts from the hash, or follows it then.
  else window.location.hash = to
}
