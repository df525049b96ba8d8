import { useLingui } from '@lingui/react/macro'
import type { LiveState } from '../../market/useMarketView.ts'

/** Loading, a failure with a retry, or a note that prices are stale; nothing while live. */
export function LiveNotice({ state, onRetry }: { state: LiveState; onRetry(): void }) {
  const { t } = useLingui()
  if (state === 'loading') {
    return (
      <div className="loading" role="status" aria-label={t`Loading`}>
        <span className="spinner" />
      </div>
    )
  }
  if (state === 'failed') {
    return (
      <div className="empty">
        <p>{t`This could not be loaded.`}</p>
        <button type="button" className="secondary" onClick={onRetry}>
          {t`Try again`}
        </button>
      </div>
    )
  }
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
