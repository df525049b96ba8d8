import { useEffect, useRef } from 'react'
import { type Assets, assetsCall } from '../../machines/account/calls.ts'
import { type Market, STORAGE_KEYS } from '../../machines/rules.ts'
import { useServices } from '../app/services.ts'
import { useLoad } from '../app/useCall.ts'
import type { LoadView } from '../lib/useCallLoad.ts'

/** `user/assets` (spec §3 Account) with the account, which the header shows when no real name. */
export type AccountAssets = Assets & { account: string }

/** The assets of one market; `refresh` resolves once they are loaded again (pull to refresh). */
export function useAssets(market: Market) {
  const { store } = useServices()
  const load = useLoad(assetsCall, { type: market })
  const refresh = useSettledRefresh(load)
  const account = store.getItem(STORAGE_KEYS.account) ?? ''
  const data: AccountAssets | null = load.data ? { ...load.data, account } : null
  return { ...load, data, refresh }
}

/**
 * A load's refresh as a promise that settles when the load machine has the new answer (or gave
 * up): what the pull-to-refresh machine waits for before it says "refreshed".
 */
export function useSettledRefresh(load: LoadView<unknown>): () => Promise<void> {
  const settled = !load.isLoading && !load.isRefreshing
  const waiting = useRef<Array<() => void>>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (a new object) also ends a refresh that settled between two renders
  useEffect(() => {
    if (!settled) return
    for (const resolve of waiting.current.splice(0)) resolve()
  }, [settled, load.data])
  return () =>
    new Promise<void>((resolve) => {
      waiting.current.push(resolve)
      load.refresh()
    })
}
