import { type Assets, assetsCall } from '../../machines/account/calls.ts'
import { type Market, STORAGE_KEYS } from '../../machines/rules.ts'
import { useServices } from './services.ts'
import { useLoad } from './useCall.ts'

/** `user/assets` (spec §3 Account) with the account, which the header shows when no real name. */
export type AccountAssets = Assets & { account: string }

/** The assets of one market; `refresh` resolves once they are loaded again (pull to refresh). */
export function useAssets(market: Market) {
  const { store } = useServices()
  const load = useLoad(assetsCall, { type: market })
  const account = store.getItem(STORAGE_KEYS.account) ?? ''
  const data: AccountAssets | null = load.data ? { ...load.data, account } : null
  return { ...load, data }
}
