import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { subscriptionActions } from '../../../machines/ipo/subscription.ts'
import { formatCount } from '../../../machines/money.ts'
import { useServices } from '../../app/services.ts'
import { SUBSCRIPTION_STATE_LABELS } from '../../ipo/labels.ts'
import type { Subscription } from '../../ipo/product.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { LoadState } from '../LoadState.tsx'
import { Stat } from '../Stat.tsx'

/**
 * spec §2 Positions, Subscription tab: the user's subscriptions in a market with what is frozen,
 * allotted, due, paid and returned; pay or waive where the subscription machine takes them.
 */
export function SubscriptionList({ market }: { market: 'Spain' | 'usd' | 'usdc' }) {
  const { t } = useLingui()
  const load = useApiData<{ list: Subscription[] }>('ipo/mine', {
    type: market === 'usdc' ? null : market,
    size: 50,
  })
  return (
    <LoadState load={load}>
      {({ list }) =>
        list.length === 0 ? (
          <p className="empty">{t`You have no subscriptions in this market.`}</p>
        ) : (
          <ul className="list">
            {list.map((s) => (
              <SubscriptionRow key={s.subscriptionNo} subscription={s} onDone={load.reload} />
            ))}
          </ul>
        )
      }
    </LoadState>
  )
}

function SubscriptionRow({
  subscription: s,
  onDone,
}: {
  subscription: Subscription
  onDone(): void
}) {
  const { t, i18n } = useLingui()
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, s.currency))
  return (
    <li className="card" data-testid={`subscription-${s.code}`} data-state={s.state}>
      <header className="screen-head">
        <div>
          <strong>{s.name}</strong> <small className="muted">{s.code}</small>
        </div>
        <span className="badge">{i18n._(SUBSCRIPTION_STATE_LABELS[s.state])}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Shares applied for`}>{formatCount(String(s.requestedShares))}</Stat>
        <Stat label={t`Shares allotted`}>
          {s.allottedShares === null ? '—' : formatCount(String(s.allottedShares))}
        </Stat>
        <Stat label={t`Frozen`}>{money(s.frozen)}</Stat>
        <Stat label={t`Amount due`}>{money(s.due)}</Stat>
        <Stat label={t`Paid`}>{money(s.paid)}</Stat>
        <Stat label={t`Returned`}>
          <span data-testid="refunded">{money(s.refunded)}</span>
        </Stat>
        {s.forfeit !== null && s.forfeit !== '0.00' && (
          <Stat label={t`Forfeit`}>{money(s.forfeit)}</Stat>
        )}
        <Stat label={t`Subscribed at`}>{formatDateTime(s.createdAt)}</Stat>
      </dl>
      {s.reason && <p className="muted">{t`Reason: ${s.reason}`}</p>}
      <PaymentActions subscription={s} onDone={onDone} />
    </li>
  )
}

/** Pay or waive an allotment, each after a confirmation that says what it does to the money. */
function PaymentActions({
  subscription: s,
  onDone,
}: {
  subscription: Subscription
  onDone(): void
}) {
  const { t } = useLingui()
  const { post } = useServices()
  const [asking, setAsking] = useState<'pay' | 'waive' | null>(null)
  const [busy, setBusy] = useState(false)
  const actions = subscriptionActions(s.state, s.requestedShares)
  if (!actions.pay && !actions.waive) return null
  const run = async (action: 'pay' | 'waive') => {
    setBusy(true)
    try {
      await post(`ipo/${action}`, { subscriptionNo: s.subscriptionNo })
      onDone()
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }
  const due = formatAmount(s.due ?? '0.00', s.currency)
  return (
    <div className="actions">
      {actions.waive && (
        <button type="button" className="button secondary" onClick={() => setAsking('waive')}>
          {t`Waive`}
        </button>
      )}
      {actions.pay && (
        <button type="button" className="button primary" onClick={() => setAsking('pay')}>
          {t`Pay`}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={asking === 'pay' ? t`Pay for allotted shares` : t`Waive the allotment`}
          busy={busy}
          onBack={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        >
          <p>
            {asking === 'pay'
              ? t`Pay ${due} for ${formatCount(String(s.allottedShares ?? 0))} shares of ${s.name}? The frozen amount is used first.`
              : t`Give up the ${formatCount(String(s.allottedShares ?? 0))} allotted shares of ${s.name}? The frozen amount returns, less any forfeit the product sets.`}
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
