import { agreementScreens } from '../features/agreement/module.ts'
import { alertsScreens } from '../features/alerts/module.ts'
import { checkinScreens } from '../features/checkin/module.ts'
import { creditScreens } from '../features/credit/module.ts'
import { followScreens } from '../features/follow/module.ts'
import { ipoScreens } from '../features/ipo/module.ts'
import { lendingScreens } from '../features/lending/module.ts'
import { messagesScreens } from '../features/messages/module.ts'
import { quantScreens } from '../features/quant/module.ts'
import type { ClientModule, LineScreen, RouteMeta, ScreenLoader } from '../lib/clientModule.ts'

/**
 * The product lines of the investor app (issue 49), the one list of them in src/: a new line
 * adds its `src/features/<line>/module.ts` here, and its screens join the route table.
 */
export const CLIENT_MODULES = [
  alertsScreens,
  ipoScreens,
  followScreens,
  quantScreens,
  messagesScreens,
  checkinScreens,
  agreementScreens,
  lendingScreens,
  creditScreens,
] as const

type PathOf<M> = M extends ClientModule<infer Path> ? Path : never
/** Every product line's hash routes. */
export type LinePath = PathOf<(typeof CLIENT_MODULES)[number]>

/** Every line's screens as [path, screen] pairs. */
const lineScreens = () =>
  CLIENT_MODULES.flatMap((line) => Object.entries<LineScreen>(line.screens)) as [
    LinePath,
    LineScreen,
  ][]

/** Each line's screens' flags, by path. */
export const LINE_ROUTES = Object.fromEntries(
  lineScreens().map(([path, screen]) => [path, screen.meta ?? {}]),
) as Record<LinePath, RouteMeta>

/** Each line's screens' loaders, by path. */
export const LINE_SCREENS = Object.fromEntries(
  lineScreens().map(([path, screen]) => [path, screen.load]),
) as Record<LinePath, ScreenLoader>
