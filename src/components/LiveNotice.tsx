import { useLingui } from '@lingui/react/macro'
import type { LiveStatus } from '../lib/useMarketView.ts'
import { LoadFailed, Loading } from './LoadState.tsx'

/** Loading, a failure with a retry, or a note that prices are stale; nothing while live. */
export function LiveNotice({ status }: { status: LiveStatus }) {
  const { t } = useLingui()
  if (status.loading) return <Loading />
  if (status.failed) return <LoadFailed onRetry={status.retry} />
  if (status.stale) {
    return (
      <p className="stale-note" role="status">
        {t`Connection lost: prices may be out of date. Reconnecting…`}
      </p>
    )
  }
  return null
}

/** The standing note that every price here is simulated (issue: say it in the app). */
export function SimulatedNote() {
  const { t } = useLingui()
  return <p className="simulated-note">{t`Simulated market: prices are not real quotes.`}</p>
}
