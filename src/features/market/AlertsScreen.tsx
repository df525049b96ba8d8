import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { alertsCall, cancelAlertCall, type PriceAlert } from '../../../machines/alerts/calls.ts'
import { useLoad, useSubmission } from '../../app/useCall.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { formatPrice } from './format.ts'
import { useAlertWording } from './PriceAlerts.tsx'

/**
 * /market/alerts (issue 25), from the watchlist: every price alert of the user — the active ones,
 * each removable, then the last fired ones — with a way to each share, where new ones are set.
 */
export default function AlertsScreen() {
  const { t } = useLingui()
  const alerts = useLoad(alertsCall, {})
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Price alerts`} />
      <LoadState load={alerts}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty" data-testid="alerts-empty">
              {t`No price alerts yet. Set one on a share’s page: you are told once, by a message, when the price gets there.`}
            </p>
          ) : (
            <ul className="list alerts" data-testid="alerts">
              {list.map((a) => (
                <AlertRow key={a.id} alert={a} onChanged={() => void alerts.refresh()} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  )
}

function AlertRow({ alert: a, onChanged }: { alert: PriceAlert; onChanged: () => void }) {
  const { t } = useLingui()
  const currency = a.currency === 'EUR' || a.currency === 'USD' ? a.currency : null
  const wording = useAlertWording(currency)
  const remove = useSubmission(cancelAlertCall, { onDone: onChanged })
  return (
    <li className="alert-row" data-state={a.state}>
      <Link to={`/market/stockDetail?code=${encodeURIComponent(a.code)}`}>
        <strong>{a.name}</strong> <span className="muted">{a.code}</span>
      </Link>
      <span>{wording(a)}</span>
      {a.state === 'active' ? (
        <button
          type="button"
          className="link-button"
          disabled={remove.isBusy}
          onClick={() => remove.submit({ id: a.id })}
        >
          {t`Remove`}
        </button>
      ) : (
        <small className="muted">
          {t`Reached ${formatPrice(a.firedPrice ?? '', currency)} on ${formatDateTime(a.firedAt ?? '')}`}
        </small>
      )}
    </li>
  )
}
