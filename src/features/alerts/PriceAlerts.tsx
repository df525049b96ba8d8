import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { alertInput, alertsCall, createAlertCall } from '../../../machines/alerts/calls.ts'
import { ALERT_KINDS, type AlertKind, alertHasTag } from '../../../machines/alerts/priceAlert.ts'
import { PriceInput } from '../../components/form/PriceInput.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { showFiredAlerts } from '../../lib/alertNotifications.ts'
import { formatPrice } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useActionOf } from '../../lib/useAction.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { AlertRow } from './AlertRow.tsx'

/**
 * An instrument's price alerts on its detail screen (issue 25, decision 0051), whether a share, an
 * index, a coin or a currency pair: the active ones, each removable, the last fired ones, and a
 * form to set one — a price to rise or fall to, a move in percent, or a new 52-week high or low.
 * The alert rules judge the form at the live price, as the server will.
 */
export function PriceAlerts({
  code,
  lastPrice,
  currency,
}: {
  code: string
  lastPrice: string | null
  currency: 'EUR' | 'USD' | null
}) {
  const { t } = useLingui()
  const alerts = useLoad(alertsCall, { code })
  const list = alerts.data ?? []
  const active = list.filter((a) => alertHasTag(a.state, 'active'))
  return (
    <section className="card price-alerts" aria-label={t`Price alerts`}>
      <h3>{t`Price alerts`}</h3>
      {list.length === 0 ? (
        <p className="muted small" data-testid="alerts-empty">
          {t`No price alerts here yet. You are told once, by a message, when the price gets there.`}
        </p>
      ) : (
        <ul className="list alerts" data-testid="alerts">
          {list.map((a) => (
            <AlertRow key={a.id} alert={a} onChanged={() => void alerts.refresh()} />
          ))}
        </ul>
      )}
      <AlertForm
        code={code}
        lastPrice={lastPrice}
        activeCount={active.length}
        currency={currency}
        onDone={() => void alerts.refresh()}
      />
      <NotifyOnDevice />
    </section>
  )
}

function AlertForm({
  code,
  lastPrice,
  activeCount,
  currency,
  onDone,
}: {
  code: string
  lastPrice: string | null
  activeCount: number
  currency: 'EUR' | 'USD' | null
  onDone: () => void
}) {
  const { t } = useLingui()
  // What the fields are typing; the alerts themselves are the server's.
  const [kind, setKind] = useState<AlertKind>('above')
  const [level, setLevel] = useState('')
  const create = useSubmission(createAlertCall, {
    gate: (request) =>
      alertInput({ kind: request.kind, level: request.level ?? '', lastPrice, activeCount }),
    onDone: () => {
      setLevel('')
      onDone()
    },
  })
  const labels: Record<AlertKind, string> = {
    above: t`Rises to`,
    below: t`Falls to`,
    move: t`Moves by`,
    high52w: t`52-week high`,
    low52w: t`52-week low`,
  }
  return (
    <form
      className="alert-form"
      onSubmit={(e) => {
        e.preventDefault()
        create.submit({ code, kind, level })
      }}
    >
      <SegmentedTabs
        look="chips"
        label={t`Alert when the price`}
        choices={ALERT_KINDS.map((k) => ({ value: k, label: labels[k] }))}
        selected={kind}
        onSelect={(k: AlertKind) => setKind(k)}
      />
      {kind === 'above' || kind === 'below' ? (
        <PriceInput
          label={t`Price`}
          name="level"
          value={level}
          onChange={setLevel}
          hint={lastPrice ? t`Now ${formatPrice(lastPrice, currency)}` : undefined}
        />
      ) : kind === 'move' ? (
        <PriceInput label={t`Move either way (%)`} name="level" value={level} onChange={setLevel} />
      ) : null}
      <button type="submit" className="button secondary" disabled={create.isBusy}>
        {t`Set alert`}
      </button>
      {create.isDone && (
        <p className="muted small" role="status" data-testid="alert-set">
          {t`Alert set.`}
        </p>
      )}
    </form>
  )
}

/**
 * Asks the browser to show alerts as notifications too, where it can (issue 25); the message in
 * the inbox comes either way.
 */
function NotifyOnDevice() {
  const { t, i18n } = useLingui()
  const { call } = useServices()
  // Asking is a step of its own (the submission machine): once asked, whatever the answer, the
  // button goes. Allowed, this device starts from the alerts fired so far and shows the next ones.
  const ask = useActionOf(
    () => Notification.requestPermission(),
    () => void showFiredAlerts(call, i18n, localStorage),
  )
  if (
    typeof Notification === 'undefined' ||
    Notification.permission !== 'default' ||
    !ask.isEditing
  )
    return null
  return (
    <button type="button" className="link-button" onClick={() => ask.submit(null)}>
      {t`Also notify me on this device`}
    </button>
  )
}
