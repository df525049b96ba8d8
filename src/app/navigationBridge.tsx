import { useLayoutEffect } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router-dom'
import { currentPath } from './routes.ts'

/** The router's navigate, once the router is on the page (NavigationBridge). */
let routerNavigate: NavigateFunction | null = null
/** A navigation asked for before that (a deep link, the session machine), for the router to make. */
let pendingRoute: string | null = null

/**
 * Hands the router's navigate to what runs outside React (the session machine, the native
 * shell's links) once the router is on the page: the first render is drawn in slices, and until
 * its commit neither the router's navigate nor its hash listener works. A navigation asked for
 * meanwhile is made then.
 */
export function NavigationBridge() {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    routerNavigate = navigate
    const to = pendingRoute
    pendingRoute = null
    // The hash may already say `to`, unseen by the router: replace, do not add, the entry.
    if (to !== null) void navigate(to, { replace: true })
  }, [navigate])
  return null
}

/** spec §2 Shell behaviour: a navigation to where the user already is, is ignored. */
export function navigateOnce(to: string) {
  if (currentPath() === to) return
  if (routerNavigate) {
    void routerNavigate(to)
    return
  }
  location.hash = to // before the first render: the router starts from it
  pendingRoute = to
}
