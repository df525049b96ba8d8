import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type Load<T> =
  | { status: 'loading'; reload(): void }
  | { status: 'ready'; data: T; reload(): void }
  | { status: 'failed'; reload(): void }

/** Loading, failed (with retry) or the content: every data screen shows one of the three. */
export function LoadState<T>({
  load,
  children,
}: {
  load: Load<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useLingui()
  if (load.status === 'loading') {
    return (
      <div className="loading" role="status" aria-label={t`Loading`}>
        <span className="spinner" />
      </div>
    )
  }
  if (load.status === 'failed') {
    return (
      <div className="empty">
        <p>{t`This could not be loaded.`}</p>
        <button type="button" className="secondary" onClick={load.reload}>
          {t`Try again`}
        </button>
      </div>
    )
  }
  return <>{children(load.data)}</>
}
