import type { ComponentType } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom'
import { Login } from '../screens/login/Login.tsx'
import { LoginAfter } from '../screens/login/LoginAfter.tsx'
import { Register } from '../screens/login/Register.tsx'
import { ReLogin } from '../screens/login/ReLogin.tsx'
import { Start } from '../screens/login/Start.tsx'
import { Start1 } from '../screens/login/Start1.tsx'
import { RootLayout } from './RootLayout.tsx'
import { RouteLoadError } from './RouteLoadError.tsx'
import { type LazyRoute, type LOGIN_PATHS, SCREEN_ROUTES, TAB_ROUTES } from './routes.ts'
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

const lazyRoute = ({ path, load, meta }: LazyRoute): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
  ...(meta ? { handle: meta } : {}),
})

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
      { element: <TabLayout />, children: TAB_ROUTES.map(lazyRoute) },
      ...SCREEN_ROUTES.map(lazyRoute),
      { path: '*', element: <Navigate to="/home/index" replace /> },
    ],
  },
]

export function createAppRouter() {
  return createHashRouter(appRoutes)
}
