import { useCallback, useEffect, useState } from 'react'
import { useAdmin } from './adminApi.ts'

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/** One back-office call's data: loading, ready or failed (already toasted); reload on demand. */
export function useAdminData<T>(path: string, body: object) {
  const { post } = useAdmin()
  const [state, setState] = useState<Load<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(body)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a reload trigger
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
  }, [post, path, key, attempt])
  const reload = useCallback(() => setAttempt((a) => a + 1), [])
  return { ...state, reload }
}
