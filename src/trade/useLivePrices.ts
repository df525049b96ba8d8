import { useEffect, useState } from 'react'
import type { Tick } from '../../machines/marketData.ts'
import { API_BASE } from '../lib/apiClient.ts'

/**
 * The last price of each code, kept live from the quote stream while the screen shows them (the
 * positions' market value and yingkui move with it). Empty until the first tick.
 */
export function useLivePrices(codes: readonly string[]): ReadonlyMap<string, string> {
  const [prices, setPrices] = useState<ReadonlyMap<string, string>>(new Map())
  const key = [...new Set(codes)].sort().join(',')
  useEffect(() => {
    setPrices(new Map())
    if (!key) return
    const source = new EventSource(`${API_BASE}market/stream?codes=${encodeURIComponent(key)}`)
    source.addEventListener('ticks', (event) => {
      const ticks = JSON.parse((event as MessageEvent).data) as Tick[]
      setPrices((old) => {
        const next = new Map(old)
        for (const tick of ticks) next.set(tick.code, tick.price)
        return next
      })
    })
    return () => source.close()
  }, [key])
  return prices
}
