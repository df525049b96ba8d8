import { agreementScreens } from '../features/agreement/module.ts'
import { alertsScreens } from '../features/alerts/module.ts'
import { checkinScreens } from '../features/checkin/module.ts'
import { creditScreens } from '../features/credit/module.ts'
import { followScreens } from '../features/follow/module.ts'
import { ipoScreens } from '../features/ipo/module.ts'
import { lendingScreens } from '../features/lending/module.ts'
import { messagesScreens } from '../features/messages/module.ts'
import { plansScreens } from '../features/plans/module.ts'
import { quantScreens } from '../features/quant/module.ts'
import type { AccountLink, ClientModule, RouteMeta, ScreenLoader } from '../lib/clientModule.ts'

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
  creditScreens,
  lendingScreens,
  plansScreens,
  checkinScreens,
  agreementScreens,
] as const

/** The lines' entries in the account page's menu, in the list's order (Services.accountLinks). */
export const LINE_ACCOUNT_LINKS: readonly AccountLink[] = CLIENT_MODULES.flatMap(
  (line: ClientModule) => line.accountLinks ?? [],
)

type PathOf<M> = M extends ClientModule<infer Path> ? Path : never
/** Every product line's hash routes. */
export type LinePath = PathOf<(typeof CLIENT_MODULES)[number]>

/** Each line's screens' flags, by path. */
export const LINE_ROUTES = Object.fromEntries(
  CLIENT_MODULES.flatMap((line) => Object.entries<RouteMeta>(line.routes)),
) as Record<LinePath, RouteMeta>

/** Each line's screens' loaders, by path: its table first, then the screen. */
export const LINE_SCREENS = Object.fromEntries(
  CLIENT_MODULES.flatMap((line) =>
    Object.keys(line.routes).map((path): [string, ScreenLoader] => [
      path,
      async () => {
        const { SCREENS } = await line.screens()
        const load = SCREENS[path]
        if (!load) throw new Error(`${line.name} has no screen for ${path}`)
        return load()
      },
    ]),
  ),
) as Record<LinePath, ScreenLoader>
