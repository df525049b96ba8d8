import { useSyncExternalStore } from 'react'
import { useServices } from '../app/services.ts'
import { useCallData } from './useCallData.ts'

/** Data of one investor call for a screen; loads again when the market changes (spec §4). */
export function useApiData<T>(path: string, body: object) {
  const { post, dataVersion } = useServices()
  const version = useSyncExternalStore(dataVersion.subscribe, dataVersion.get)
  return useCallData<T>(post, path, body, version)
}
