import { useLocation } from 'react-router'
import { LOGIN_PATHS, type RouteMeta, SCREEN_ROUTES, TAB_ROUTES } from './routes.ts'

export type { RouteMeta }

const META: Record<string, RouteMeta> = {
  ...Object.fromEntries(LOGIN_PATHS.map((path) => [path, { public: true }])),
  ...TAB_ROUTES,
  ...SCREEN_ROUTES,
}
const NONE: RouteMeta = {}

/** The flags of a path: every route is a fixed path, so the path is the key. */
export function routeMetaOf(pathname: string): RouteMeta {
  return META[pathname] ?? NONE
}

export function useRouteMeta(): RouteMeta {
  return routeMetaOf(useLocation().pathname)
}
