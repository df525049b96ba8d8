import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { fromPromise } from 'xstate'
import type { QuoteRow } from '../../machines/marketData.ts'
import { marketViewMachine } from '../../machines/marketView/machine.ts'
import { useServices } from '../app/services.ts'
import { quoteStream } from './quoteStream.ts'

export type LiveState = 'loading' | 'failed' | 'stale' | 'live'

/**
 * Runs a marketView machine for a screen: `load` fetches its rows; the quote stream keeps the
 * rows on screen live. A change of `key` (what `load` fetches) or of market (spec §4) reloads.
 */
export function useMarketView(load: () => Promise<QuoteRow[]>, key: string) {
  const { dataVersion } = useServices()
  const version = useSyncExternalStore(dataVersion.subscribe, dataVersion.get)
  const loadRef = useRef(load)
  loadRef.current = load
  const actor = useActorRef(
    marketViewMachine.provide({
      actors: { loadRows: fromPromise(() => loadRef.current()), quoteStream },
    }),
  )
  const first = useRef(true)
  const loadKey = `${key}|${version}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or market is a reload
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    actor.send({ type: 'view.reload' })
  }, [loadKey])
  const rows = useSelector(actor, (s) => s.context.rows)
  const state = useSelector(actor, (s): LiveState => {
    if (s.matches('loading')) return 'loading'
    if (s.matches('failed')) return 'failed'
    return s.hasTag('stale') ? 'stale' : 'live'
  })
  return { actor, rows, state }
}
