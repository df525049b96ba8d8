import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { fromPromise } from 'xstate'
import type { QuoteRow } from '../../machines/marketData.ts'
import {
  marketViewMachine,
  marketViewSelectors as select,
} from '../../machines/marketView/machine.ts'
import { quoteStream } from './quoteStream.ts'
import { useServices } from './services.ts'

/** What LiveNotice shows of a screen of live prices. */
export interface LiveStatus {
  loading: boolean
  failed: boolean
  stale: boolean
  retry(): void
}

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
  const loadKey = `${key}|${version}`
  // What the rows on screen were loaded for, not "the first run": effects run again each time a
  // kept-alive tab is shown (TabLayout's <Activity>), and showing it again must not reload it
  // (the list would empty, and the place it was scrolled to would be lost).
  const loaded = useRef(loadKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or market is a reload
  useEffect(() => {
    if (loaded.current === loadKey) return
    loaded.current = loadKey
    actor.send({ type: 'view.reload' })
  }, [loadKey])
  const rows = useSelector(actor, select.rows)
  const status: LiveStatus = {
    loading: useSelector(actor, select.isLoading),
    failed: useSelector(actor, select.isFailed),
    stale: useSelector(actor, select.isStale),
    retry: () => actor.send({ type: 'view.retry' }),
  }
  const showing = useSelector(actor, select.isShowing)
  return { actor, rows, status, showing }
}
