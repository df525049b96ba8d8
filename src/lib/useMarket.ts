import { useSelector } from '@xstate/react'
import type { Market } from '../../machines/rules.ts'
import { useServices } from './services.ts'

/** The market chosen in the top bar (spec §3 `stock`). */
export function useMarket(): Market {
  const { market } = useServices()
  return useSelector(market, (s) => s.context.market)
}
