/**
 * spec §2 Stock detail: at the market price or at a limit price; issue 25 adds stop orders (a
 * market order once the price reaches the stop) and stop-limit orders (a limit order from then).
 */
export const PRICE_TYPES = ['market', 'limit', 'stop', 'stopLimit'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

/** The price types whose order names a limit price: a limit order, and a stop-limit order. */
export const hasLimitPrice = (priceType: PriceType) =>
  priceType === 'limit' || priceType === 'stopLimit'

/** Issue 25: whether the order waits for a stop (a stop or a stop-limit order). */
export const isStopOrder = (priceType: PriceType) =>
  priceType === 'stop' || priceType === 'stopLimit'
