import { useLingui } from '@lingui/react/macro'

/**
 * The spinner every loading screen and panel shows. A file of its own: the shell shows it before
 * the first screen, and a first visit need not download the rest of LoadState.tsx with it.
 */
export function Loading() {
  const { t } = useLingui()
  return (
    <div className="loading" role="status" aria-label={t`Loading`}>
      <span className="spinner" />
    </div>
  )
}
