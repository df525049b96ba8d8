import { useSelector } from '@xstate/react'
import { listMarketOf } from '../../machines/market.ts'
import { useServices } from './services.ts'

/** The market a price list is asked for: the switcher's choice, by the market machine's rule. */
export function useListMarket(): 'Spain' | 'usd' {
  const { market } = useServices()
  return useSelector(market, (s) => listMarketOf(s.context.market))
}
