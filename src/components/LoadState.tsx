import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { LoadView } from '../lib/useCallLoad.ts'
import { Loading } from './Loading.tsx'

export { Loading }

/** What a screen or panel shows when its data could not be loaded, with a retry. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui()
  return (
    <div className="empty">
      <p>{t`This could not be loaded.`}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  )
}

/** What a screen or panel shows when the server refused its request: its reason was a toast. */
export function LoadRefused() {
  const { t } = useLingui()
  return (
    <div className="empty">
      <p>{t`This is not available.`}</p>
    </div>
  )
}

/**
 * In place of what belongs to a new choice (another currency) whose data is not in yet: the
 * spinner while it loads, a retry once that load got no answer (the last choice's data stays).
 */
export function LoadPending({ load }: { load: LoadView<unknown> }) {
  if (load.isRefreshing || load.isLoading) return <Loading />
  return <LoadFailed onRetry={() => void load.refresh()} />
}

/**
 * Loading, failed (with retry), refused, empty or the content: every data screen shows one of them, read
 * from its load machine (machines/flows/load.ts). Without `empty`, an empty answer goes to the
 * content, which says "no records" in its own words.
 */
export function LoadState<T>({
  load,
  empty,
  children,
}: {
  load: LoadView<T>
  empty?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (load.isLoading) return <Loading />
  if (load.isRefused) return <LoadRefused />
  if (load.isFailed) return <LoadFailed onRetry={load.retry} />
  if (load.isEmpty && empty !== undefined) return <>{empty}</>
  return <>{children(load.data as T)}</>
}
