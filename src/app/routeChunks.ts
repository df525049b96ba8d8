import type { ComponentType } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../machines/rules.ts'
import { needCatalog } from '../i18n/i18n.ts'
import { type LazyScreen, lazyScreen, type ScreenModule } from './lazyScreen.tsx'
import { routeMetaOf } from './routeMeta.ts'
import {
  currentPath,
  LOGIN_PATHS,
  SCREEN_ROUTES,
  type ScreenPath,
  TAB_ROUTES,
  type TabPath,
} from './routes.ts'
import { preloadSlots } from './slots.ts'

const named = <M, K extends keyof M>(module: Promise<M>, name: K): ScreenModule =>
  module.then((m) => ({ default: m[name] as ComponentType }))

/**
 * A login page other than /login/login, with its words: they are not in the first visit's
 * catalog (issue 17), so the page waits for them as a screen waits for its own.
 */
const withAuthWords = <M, K extends keyof M>(module: Promise<M>, name: K): ScreenModule =>
  Promise.all([named(module, name), needCatalog('auth')]).then(([screen]) => screen)

/**
 * The login screens, each its own chunk like every other screen (issue 17: a first visit to
 * /login/login downloaded the five others, and a logged-in one downloaded all six).
 */
const LOGIN_CHUNKS: Record<(typeof LOGIN_PATHS)[number], () => ScreenModule> = {
  '/login/start': () => withAuthWords(import('../features/session/Start.tsx'), 'Start'),
  '/login/start1': () => withAuthWords(import('../features/session/Start1.tsx'), 'Start1'),
  '/login/login': () => named(import('../features/session/Login.tsx'), 'Login'),
  '/login/register': () => withAuthWords(import('../features/session/Register.tsx'), 'Register'),
  '/login/reLogin': () => withAuthWords(import('../features/session/ReLogin.tsx'), 'ReLogin'),
  '/login/loginAfter': () =>
    withAuthWords(import('../features/session/LoginAfter.tsx'), 'LoginAfter'),
}

/**
 * Home, where every session opens (a login leads there): named here, so that a first visit to it
 * does not wait for the table of every screen (screens.ts holds it too, for the compiler), and
 * with its own messages instead of every screen's (decision 0023).
 */
const HOME = '/home/index' satisfies TabPath

/**
 * The tab screens' frame (top bar, tab bar): a login page does not show it. Its words are not in
 * the first visit's catalog but in home's and in the screens' (lingui.config.ts), so it waits for
 * the one the screen it opens around loads too: the bars are drawn with their words, beside it.
 */
export const TabLayout = lazyScreen(() =>
  withinChunkTimeout(
    Promise.all([
      named(import('./TabLayout.tsx'), 'TabLayout'),
      needCatalog(currentPath() === HOME ? 'home' : 'screens'),
    ]).then(([frame]) => frame),
  ),
)

const loadHome = () => import('../features/home/HomeIndex.tsx')

/**
 * Every other screen, through the table of screens.ts, itself a chunk: the table names every
 * screen's files (to fetch a screen's modules together), which a login page has no use for.
 * The screens' messages come with the screen (decision 0018).
 */
async function loadScreen(path: string): ScreenModule {
  if (path === HOME) {
    const [screen] = await Promise.all([loadHome(), needCatalog('home')])
    return screen
  }
  const screen = import('./screens.ts').then(({ SCREENS }) =>
    SCREENS[path as keyof typeof SCREENS](),
  )
  // Screens show refusals as they are drawn (a blocked order, a gate's reason): the server's
  // messages come with the first of them. A part another product line puts in the screen (a
  // slot, slots.ts) comes beside it, so that the screen is drawn whole.
  await Promise.all([needCatalog('screens'), needCatalog('server'), preloadSlots(path)])
  return screen
}

const lazyRoutes = <P extends string>(chunks: Record<P, () => ScreenModule>) =>
  Object.fromEntries(
    Object.entries<() => ScreenModule>(chunks).map(([path, load]) => [
      path,
      lazyScreen(() => withinChunkTimeout(load())),
    ]),
  ) as Record<P, LazyScreen>

const screenChunks = <P extends string>(routes: Record<P, unknown>) =>
  Object.fromEntries(Object.keys(routes).map((path) => [path, () => loadScreen(path)])) as Record<
    P,
    () => ScreenModule
  >

/** Each path's screen, drawn by the router (router.tsx) once its chunk is there. */
export const LOGIN_SCREENS = lazyRoutes(LOGIN_CHUNKS)
export const TAB_SCREENS = lazyRoutes(screenChunks(TAB_ROUTES))
export const OTHER_SCREENS = lazyRoutes(screenChunks(SCREEN_ROUTES))

const isLoginPath = (path: string): path is keyof typeof LOGIN_SCREENS =>
  (LOGIN_PATHS as readonly string[]).includes(path)
const isTabPath = (path: string): path is TabPath => Object.hasOwn(TAB_SCREENS, path)
const isScreenPath = (path: string): path is ScreenPath => Object.hasOwn(OTHER_SCREENS, path)

/** What the app draws at `path`: the frame around it first, for a tab screen. */
function partsOf(path: string): LazyScreen[] {
  if (isLoginPath(path)) return [LOGIN_SCREENS[path]]
  if (isTabPath(path)) return [TabLayout, TAB_SCREENS[path]]
  return isScreenPath(path) ? [OTHER_SCREENS[path]] : []
}

/**
 * Fetches what the path the app opens on will show, beside the catalog and the site
 * configuration, instead of after the first render (each lazy part would otherwise wait for the
 * one around it: the frame, then the screen). `signedIn`: a visitor on a path that is not public
 * is sent to the login screen (RootLayout), so only that is fetched for them. Settles when the
 * parts are there (or failed: the screen then shows RouteLoadError).
 */
export function preloadRoute(path: string, signedIn: boolean): Promise<void> {
  const chosen =
    path === '/' ? '/login/start' : signedIn || routeMetaOf(path).public ? path : '/login/login'
  return Promise.all(partsOf(chosen).map((part) => part.preload())).then(
    () => {},
    () => {},
  )
}

/**
 * A screen's chunk that has not arrived in 120 s (spec §9) has failed: the error boundary shows
 * the retry screen instead of a loading screen that never ends on a stalled connection.
 */
export function withinChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded in ${ms} ms`)), ms)
    load.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
