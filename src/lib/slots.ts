import { type ComponentType, createContext, useContext } from 'react'
import type { IpoPhase } from '../../machines/ipo/phase.ts'
import type { Market } from '../../machines/rules.ts'

/**
 * Where a screen of one product line shows a part of another (issue 49): the screen asks for the
 * part by its name here and draws it with these props; the shell fills each slot with the part of
 * the line that makes it (src/app/slots.ts). A feature never imports another feature.
 */
export interface Slots {
  /** ipo's new shares in a phase, of one market: the market screen's Subscription board. */
  ipoProductList: ComponentType<{ phase: IpoPhase; market: 'Spain' | 'usd' }>
  /** ipo's subscriptions of the investor in a market: the positions screen's Subscription tab. */
  ipoSubscriptionList: ComponentType<{ market: Market }>
  /** trade's order ticket for an instrument, at its live price: the instrument's detail screen. */
  tradeOrderPanel: ComponentType<{ code: string; livePrice?: string }>
  /** alerts' price alerts on an instrument, set against its last price: its detail screen. */
  alertsOnInstrument: ComponentType<{
    code: string
    lastPrice: string | null
    currency: 'EUR' | 'USD' | null
  }>
  /** plans' savings plans of the investor, in a card with a way to a new one: the Trade tab. */
  plansOnTrade: ComponentType<Record<string, never>>
}

export type SlotName = keyof Slots

export const SlotsContext = createContext<Slots | null>(null)

/** The part the shell put in slot `name`, to draw as a component. */
export function useSlot<N extends SlotName>(name: N): Slots[N] {
  const slots = useContext(SlotsContext)
  if (!slots) throw new Error('useSlot outside SlotsContext')
  return slots[name]
}
