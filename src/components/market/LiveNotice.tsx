import { useLingui } from '@lingui/react/macro'
import type { LiveState } from '../../market/useMarketView.ts'
import { LoadFailed, Loading } from '../LoadState.tsx'

/** Loading, a failure with a retry, or a note that prices are stale; nothing while live. */
export function LiveNotice({ state, onRetry }: { state: LiveState; onRetry(): void }) {
  const { t } = useLingui()
  if (state === 'loading') return <Loading />
  if (state === 'failed') return <LoadFailed onRetry={onRetry} />
  if (state === 'stale') {
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
