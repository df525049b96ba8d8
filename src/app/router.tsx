import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { RootLayout } from './RootLayout.tsx'
import { LOGIN_SCREENS, loadScreen, loadTabLayout, withinChunkTimeout } from './routeChunks.ts'
import { SCREEN_ROUTES, TAB_ROUTES } from './routes.ts'

/**
 * Every screen is its own chunk, fetched on its first visit (the screens' with their messages,
 * decision 0018), and the path the app opens on is fetched from the start (routeChunks.ts). The
 * router's navigations are transitions, so the screen being left stays on view until the next
 * one is ready; a chunk that cannot load shows RouteLoadError (RootLayout).
 */
const LOGIN_ROUTES = Object.entries(LOGIN_SCREENS).map(([path, load]) => {
  const Screen = lazy(() => withinChunkTimeout(load()))
  return <Route key={path} path={path} element={<Screen />} />
})

const lazyScreens = (paths: string[]) =>
  paths.map((path) => {
    const Screen = lazy(() => withinChunkTimeout(loadScreen(path)))
    return <Route key={path} path={path} element={<Screen />} />
  })

const TabLayout = lazy(() => withinChunkTimeout(loadTabLayout()))
/** A path the app does not have: rare enough to be a chunk of its own. */
const NotFound = lazy(() => import('./NotFound.tsx').then((m) => ({ default: m.NotFound })))
const TAB_SCREENS = lazyScreens(Object.keys(TAB_ROUTES))
const OTHER_SCREENS = lazyScreens(Object.keys(SCREEN_ROUTES))

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
        <Route element={<TabLayout />}>{TAB_SCREENS}</Route>
        {OTHER_SCREENS}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
