import type { RouteMeta } from '../lib/clientModule.ts'
import { LINE_ROUTES, type LinePath } from './productLines.ts'

export type { RouteMeta }

/**
 * The hash routes of spec §2 that exist so far, as data: their paths and what the shell needs to
 * know of each. Any module may ask whether a route is built without importing a screen; which
 * screen a path shows is in screens.ts (the compiler holds the two to the same paths), and the
 * router (router.tsx) joins them. The login screens load with the first visit.
 */
/** The five tabs (spec §2 Tab bar), in their order. */
export const TAB_ROUTES = {
  '/home/index': { tab: 0, keepAlive: true },
  '/market/index': { tab: 1, keepAlive: true },
  '/favorite/index': { tab: 2 },
  '/trade/index': { tab: 3 },
  '/information/wallet': { tab: 4, wallet: true },
} as const satisfies Record<string, RouteMeta>

/** The core's screens opened from a tab or a link, each its own chunk. */
export const CORE_SCREEN_ROUTES = {
  '/market/stockDetail': {},
  '/market/stockDetailzs': {},
  '/trade/positionDetail': {},
  // Issue 25: the appropriateness check before a first order on margin; signed-in devices.
  '/trade/appropriateness': {},
  '/information/devices': {},
  '/information/twoFactor': {},
  '/home/dayTrading': {},
  '/home/blockTrade': {},
  '/home/blockTrade1': {},
  '/home/blockTrade2': {},
  // Dividend stocks of the chosen market (spec §2 dividend page, issue 19).
  '/home/dividend': {},
  '/market/zhiShu': {},
  '/favorite/search': {},
  '/home/newsList': {},
  '/home/newsDetail': {},
  // Settings and about us (spec §2, issue 21).
  '/information/setting': {},
  '/information/aboutUs': { public: true },
  // Home's market (spec §2 Home routes): the market boards, opened from Home.
  '/home/market': {},
  '/information/index': {},
  '/information/recharge': { wallet: true },
  '/information/rechargeChannel': { wallet: true },
  '/information/cashOut': { wallet: true },
  '/information/fundRecord': { wallet: true },
  '/information/bankList': {},
  '/information/addBankCard': {},
  '/information/usdtAddress': { wallet: true },
  '/information/fundPass': {},
  '/information/loginPass': {},
  '/information/authInfo': {},
  '/information/exChange': {},
  '/information/changeLang': { public: true },
  // The user agreement and privacy policy (?doc=), opened from the registration form (issue 18).
  '/information/aboutInfo': { public: true },
  // A forgotten password, reset with a code from customer service (decision 0024).
  '/login/resetPassword': { public: true },
} as const satisfies Record<string, RouteMeta>

/** The screens opened from a tab or a link: the core's, then each product line's (productLines.ts). */
export const SCREEN_ROUTES: Record<keyof typeof CORE_SCREEN_ROUTES | LinePath, RouteMeta> = {
  ...CORE_SCREEN_ROUTES,
  ...LINE_ROUTES,
}

export type TabPath = keyof typeof TAB_ROUTES
export type ScreenPath = keyof typeof SCREEN_ROUTES

/** The login screens' paths (spec §2 Login), public (spec §6 Visitor). */
export const LOGIN_PATHS = [
  '/login/start',
  '/login/start1',
  '/login/login',
  '/login/register',
  '/login/reLogin',
  '/login/loginAfter',
] as const

const BUILT = new Set<string>([
  ...LOGIN_PATHS,
  ...Object.keys(TAB_ROUTES),
  ...Object.keys(SCREEN_ROUTES),
])

/** Whether a path has a screen yet, so links to screens still to come are not shown. */
export function isBuiltRoute(path: string): boolean {
  return BUILT.has(path)
}

/** The hash route the page is on, with its query ("/market/stockDetail?code=SAN"; "/" for none). */
export const currentRoute = () => location.hash.replace(/^#/, '') || '/'

/** The path of the hash route the page is on ("/" when it has none). */
export const currentPath = () => currentRoute().split('?')[0] || '/'
