import { useSelector } from '@xstate/react'
import { useServices } from '../app/services.ts'

/**
 * The market type a price list is asked for: the switcher's choice. USDC exists only in the
 * wallet view (spec §2 Top bar) and lists no shares, so a list there shows Spain's.
 */
export function useListMarket(): 'Spain' | 'usd' {
  const { market } = useServices()
  return useSelector(market, (s) => (s.context.market === 'usd' ? 'usd' : 'Spain'))
}
