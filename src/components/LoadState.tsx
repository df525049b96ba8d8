import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type Load<T> =
  | { status: 'loading'; reload(): void }
  | { status: 'ready'; data: T; reload(): void }
  | { status: 'failed'; reload(): void }

/** The spinner every loading screen and panel shows. */
export function Loading() {
  const { t } = useLingui()
  return (
    <div className="loading" role="status" aria-label={t`Loading`}>
      <span className="spinner" />
    </div>
  )
}

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

/** Loading, failed (with retry) or the content: every data screen shows one of the three. */
export function LoadState<T>({
  load,
  children,
}: {
  load: Load<T>
  children: (data: T) => ReactNode
}) {
  if (load.status === 'loading') return <Loading />
  if (load.status === 'failed') return <LoadFailed onRetry={load.reload} />
  return <>{children(load.data)}</>
}
