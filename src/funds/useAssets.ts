import { useCallback } from 'react'
import type { KycStatus } from '../../machines/funds/withdrawalGate.ts'
import { type Market, STORAGE_KEYS } from '../../machines/rules.ts'
import { useServices } from '../app/services.ts'
import { useApiData } from '../lib/useApiData.ts'

/** `user/assets` (spec §3 Account), with the account for the header. */
export interface Assets {
  currency: string
  total: string
  available: string
  frozen: string
  margin: string
  floating: string
  profit: string
  usdt: string
  creditScore: number
  /** spec §3 Account: the credit limit and what is borrowed, in euros (CREDIT_CURRENCY). */
  creditLimit: string
  borrowed: string
  borrowable: string
  realname: string | null
  kyc: KycStatus
  account: string
}

/** The assets of one market, and a refresh that resolves when they are loaded again. */
export function useAssets(market: Market) {
  const { post, store } = useServices()
  const load = useApiData<Omit<Assets, 'account'>>('user/assets', { type: market })
  const account = store.getItem(STORAGE_KEYS.account) ?? ''
  const refresh = useCallback(async () => {
    await post('user/assets', { type: market })
    load.reload()
  }, [post, market, load.reload])
  return load.status === 'ready'
    ? { ...load, data: { ...load.data, account }, refresh }
    : { ...load, refresh }
}
