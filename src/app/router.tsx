import { type ComponentType, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { Login } from '../features/session/Login.tsx'
import { LoginAfter } from '../features/session/LoginAfter.tsx'
import { Register } from '../features/session/Register.tsx'
import { ReLogin } from '../features/session/ReLogin.tsx'
import { Start } from '../features/session/Start.tsx'
import { Start1 } from '../features/session/Start1.tsx'
import { needCatalog } from '../i18n/i18n.ts'
import { NotFound } from './NotFound.tsx'
import { RootLayout } from './RootLayout.tsx'
import {
  type LOGIN_PATHS,
  SCREEN_ROUTES,
  type ScreenPath,
  TAB_ROUTES,
  type TabPath,
} from './routes.ts'
import { SCREENS } from './screens.ts'
import { TabLayout } from './TabLayout.tsx'

/** The login screens come with the first visit: every visitor starts there. */
const LOGIN_SCREENS: Record<(typeof LOGIN_PATHS)[number], ComponentType> = {
  '/login/start': Start,
  '/login/start1': Start1,
  '/login/login': Login,
  '/login/register': Register,
  '/login/reLogin': ReLogin,
  '/login/loginAfter': LoginAfter,
}

/**
 * Every other screen is its own chunk, fetched on its first visit with the screens' messages
 * (decision 0018). The router's navigations are transitions, so the screen being left stays on
 * view until the next one is ready; a chunk that cannot load shows RouteLoadError (RootLayout).
 */
const lazyScreens = (paths: (TabPath | ScreenPath)[]) =>
  paths.map((path) => {
    const Screen = lazy(async () => {
      const [screen] = await Promise.all([SCREENS[path](), needCatalog('screens')])
      return screen
    })
    return <Route key={path} path={path} element={<Screen />} />
  })

const TAB_SCREENS = lazyScreens(Object.keys(TAB_ROUTES) as TabPath[])
const OTHER_SCREENS = lazyScreens(Object.keys(SCREEN_ROUTES) as ScreenPath[])

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
        {Object.entries(LOGIN_SCREENS).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route element={<TabLayout />}>{TAB_SCREENS}</Route>
        {OTHER_SCREENS}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
