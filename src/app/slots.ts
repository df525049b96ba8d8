import type { ComponentProps } from 'react'
import type { SlotName, Slots } from '../lib/slots.ts'
import { type LazyPart, lazyPart } from './lazyScreen.tsx'
import type { ScreenPath, TabPath } from './routes.ts'

type SlotParts = { [N in SlotName]: LazyPart<ComponentProps<Slots[N]>> }

/**
 * What the shell puts in each slot (src/lib/slots.ts, issue 49): the part of the product line
 * that makes it. Each comes in a chunk of its own, never with the shell, as it came with the
 * screen that shows it before; preloadSlots fetches it beside that screen, so the screen is drawn
 * with it at once.
 */
const PARTS: SlotParts = {
  ipoProductList: lazyPart(() =>
    import('../features/ipo/ProductList.tsx').then((m) => ({ default: m.ProductList })),
  ),
  ipoSubscriptionList: lazyPart(() =>
    import('../features/ipo/SubscriptionList.tsx').then((m) => ({ default: m.SubscriptionList })),
  ),
  tradeOrderPanel: lazyPart(() =>
    import('../features/trade/OrderPanel.tsx').then((m) => ({ default: m.OrderPanel })),
  ),
  alertsOnInstrument: lazyPart(() =>
    import('../features/alerts/PriceAlerts.tsx').then((m) => ({ default: m.PriceAlerts })),
  ),
  plansOnTrade: lazyPart(() =>
    import('../features/plans/PlansOnTrade.tsx').then((m) => ({ default: m.PlansOnTrade })),
  ),
}

export const SLOTS: Slots = PARTS

/** The screens that show a slot, by their paths (screens.ts), and the slots each shows. */
const SLOTS_OF: Partial<Record<TabPath | ScreenPath, readonly SlotName[]>> = {
  '/market/index': ['ipoProductList'],
  '/home/market': ['ipoProductList'],
  '/market/stockDetail': ['tradeOrderPanel', 'alertsOnInstrument'],
  '/market/stockDetailzs': ['tradeOrderPanel', 'alertsOnInstrument'],
  '/trade/index': ['ipoSubscriptionList', 'plansOnTrade'],
}

/** The slots the screen at `path` shows (none for most). */
export const slotsOf = (path: string): readonly SlotName[] =>
  SLOTS_OF[path as TabPath | ScreenPath] ?? []

/** Fetches the parts the screen at `path` shows in slots (routeChunks.ts, beside the screen). */
export function preloadSlots(path: string): Promise<unknown> {
  return Promise.all(slotsOf(path).map((name) => PARTS[name].preload()))
}
