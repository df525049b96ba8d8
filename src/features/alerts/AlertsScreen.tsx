import { useLingui } from '@lingui/react/macro'
import { alertsCall } from '../../../machines/alerts/calls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { useLoad } from '../../lib/useCall.ts'
import { AlertRow } from './AlertRow.tsx'

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
                <AlertRow key={a.id} alert={a} linked onChanged={() => void alerts.refresh()} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  )
}
