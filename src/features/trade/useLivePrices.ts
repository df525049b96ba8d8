import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { livePricesMachine, livePricesSelectors } from '../../../machines/marketView/livePrices.ts'
import { quoteStream } from '../../lib/quoteStream.ts'

/**
 * The last price of each code, kept live from the quote stream while the screen shows them (the
 * positions' market value and profit move with it): the livePrices machine. Empty until the
 * first tick.
 */
export function useLivePrices(codes: readonly string[]): ReadonlyMap<string, string> {
  const actor = useActorRef(livePricesMachine.provide({ actors: { quoteStream } }))
  const key = [...new Set(codes)].sort().join(',')
  useEffect(() => {
    actor.send({ type: 'prices.watch', codes: key ? key.split(',') : [] })
  }, [actor, key])
  const prices = useSelector(actor, livePricesSelectors.prices)
  return useMemo(() => new Map(Object.entries(prices)), [prices])
}
