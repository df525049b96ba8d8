import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useServices } from '../app/services.ts'

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/**
 * Data of one call for a screen: loading, ready or failed (the failure was already toasted by
 * the API client). Loads again when the body changes or the market changes (spec §4).
 */
export function useApiData<T>(path: string, body: object) {
  const { post, dataVersion } = useServices()
  const version = useSyncExternalStore(dataVersion.subscribe, dataVersion.get)
  const [state, setState] = useState<Load<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(body)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and attempt are reload triggers
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    post<T>(path, JSON.parse(key)).then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [post, path, key, version, attempt])
  const reload = useCallback(() => setAttempt((a) => a + 1), [])
  return { ...state, reload }
}
