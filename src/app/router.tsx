import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { needCatalog } from '../i18n/i18n.ts'
import type { LazyScreen } from './lazyScreen.tsx'
import { RootLayout } from './RootLayout.tsx'
import { LOGIN_SCREENS, OTHER_SCREENS, TAB_SCREENS, TabLayout } from './routeChunks.ts'

/**
 * Every screen is its own chunk, fetched on its first visit (the screens' with their messages,
 * decision 0018), and the path the app opens on is fetched before the first render
 * (routeChunks.ts), so that render draws it at once (lazyScreen.tsx, decision 0056). The
 * router's navigations are transitions, so the screen being left stays on view until the next
 * one is ready; a chunk that cannot load shows RouteLoadError (RootLayout).
 */
const routesOf = (screens: Record<string, LazyScreen>) =>
  Object.entries(screens).map(([path, Screen]) => (
    <Route key={path} path={path} element={<Screen />} />
  ))

/**
 * A path the app does not have: rare enough to be a chunk of its own, with its words in the
 * screens' catalog part rather than the first visit's (lingui.config.ts).
 */
const NotFound = lazy(() =>
  Promise.all([import('./NotFound.tsx'), needCatalog('screens')]).then(([m]) => ({
    default: m.NotFound,
  })),
)
const LOGIN_ROUTES = routesOf(LOGIN_SCREENS)
const TAB_PATHS = routesOf(TAB_SCREENS)
const OTHER_PATHS = routesOf(OTHER_SCREENS)

/**
 * The route table of routes.ts (decision 0019: declarative routes, not the data router, whose
 * loaders and actions the app does not use and whose code doubled the router's share of a first
 * visit). An unknown path says so (NotFound).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<Navigate to="/login/start" replace />} />
        {LOGIN_ROUTES}
        <Route element={<TabLayout />}>{TAB_PATHS}</Route>
        {OTHER_PATHS}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
