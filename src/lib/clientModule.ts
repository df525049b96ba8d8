import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'

/** Per-route flags, looked up by path (src/app/routeMeta.ts). */
export interface RouteMeta {
  /** Reachable without logging in (spec §6 Visitor: login and register). */
  public?: boolean
  /** Which tab of the bottom bar is lit (spec §2 Bottom tab bar). */
  tab?: number
  /** Kept mounted when left, so coming back shows it as it was (spec §2 Shell behaviour). */
  keepAlive?: boolean
  /**
   * The wallet view, the only one with a USDC tab (spec §2 Top bar), and the money screens it
   * opens (deposit, withdraw, records, wallet addresses): a USDC choice holds there, so the
   * USDC tab's Deposit offers the USDC channels (issue 18: it fell back to the euro bank transfer).
   */
  wallet?: boolean
}

/** A screen module, fetched on its first visit in its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>

/** A product line's table of screens by path (`src/features/<line>/screens.ts`). */
export interface LineScreens {
  SCREENS: Record<string, ScreenLoader>
}

/**
 * What a product line brings to the investor app (issue 49): its hash routes with their flags,
 * and its table of screens, fetched with the first of them (so that the first visit carries one
 * loader a line, not one a screen). Each line has one, in `src/features/<line>/module.ts`; the
 * shell's list of them is src/app/productLines.ts, and the route table (routes.ts, screens.ts)
 * loops over it.
 */
export interface ClientModule<Path extends string = string> {
  name: string
  routes: Record<Path, RouteMeta>
  screens: () => Promise<LineScreens>
  /** Its entries in the account page's menu (spec §2 account page), in their order. */
  accountLinks?: readonly AccountLink[]
}

/** An entry of the account page's menu: where it leads, and its words (msg``, the screens' catalog). */
export interface AccountLink {
  path: string
  label: MessageDescriptor
}

export const defineClientModule = <const Path extends string>(
  module: ClientModule<Path>,
): ClientModule<Path> => module
