import type { ComponentType } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom'
import { Login } from '../features/session/Login.tsx'
import { LoginAfter } from '../features/session/LoginAfter.tsx'
import { Register } from '../features/session/Register.tsx'
import { ReLogin } from '../features/session/ReLogin.tsx'
import { Start } from '../features/session/Start.tsx'
import { Start1 } from '../features/session/Start1.tsx'
import { RootLayout } from './RootLayout.tsx'
import { RouteLoadError } from './RouteLoadError.tsx'
import type { RouteMeta } from './routeMeta.ts'
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

const lazyRoutes = (table: Record<string, RouteMeta>): RouteObject[] =>
  Object.entries(table).map(([path, meta]) => ({
    path,
    lazy: async () => ({ Component: (await SCREENS[path as TabPath | ScreenPath]()).default }),
    ...(Object.keys(meta).length > 0 ? { handle: meta } : {}),
  }))

/** The route table of routes.ts as react-router routes; an unknown path goes home. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteLoadError />,
    children: [
      { path: '/', element: <Navigate to="/login/start" replace /> },
      ...Object.entries(LOGIN_SCREENS).map(([path, Screen]) => ({
        path,
        element: <Screen />,
        handle: { public: true },
      })),
      { element: <TabLayout />, children: lazyRoutes(TAB_ROUTES) },
      ...lazyRoutes(SCREEN_ROUTES),
      { path: '*', element: <Navigate to="/home/index" replace /> },
    ],
  },
]

export function createAppRouter() {
  return createHashRouter(appRoutes)
}
