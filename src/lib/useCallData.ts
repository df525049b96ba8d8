import { useCallback, useEffect, useState } from 'react'
import type { ApiPost } from './apiClient.ts'

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/**
 * The data of one call for a screen: loading, ready or failed (the failure was already shown by
 * the API client). Loads again when the body or `version` changes, or on `reload()`.
 */
export function useCallData<T>(post: ApiPost, path: string, body: object, version: number) {
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
