import { useLingui } from '@lingui/react/macro'
import {
  ipoMineCall,
  ipoPayCall,
  ipoWaiveCall,
  type SubscriptionRecord,
  subscriptionMarketOf,
} from '../../../machines/ipo/calls.ts'
import { subscriptionActions } from '../../../machines/ipo/subscription.ts'
import { formatCount } from '../../../machines/money.ts'
import type { Market } from '../../../machines/rules.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { SUBSCRIPTION_STATE_LABELS } from '../../i18n/labels/ipo.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'

/**
 * spec §2 Positions, Subscription tab: the user's subscriptions in a market with what is frozen,
 * allotted, due, paid and returned; pay or waive where the subscription machine takes them.
 */
export function SubscriptionList({ market }: { market: Market }) {
  const { t } = useLingui()
  const load = useLoad(ipoMineCall, { type: subscriptionMarketOf(market), size: 50 })
  return (
    <LoadState
      load={load}
      empty={<p className="empty">{t`You have no subscriptions in this market.`}</p>}
    >
      {({ list }) => (
        <ul className="list">
          {list.map((s) => (
            <SubscriptionRow
              key={s.subscriptionNo}
              subscription={s}
              onDone={() => void load.refresh()}
            />
          ))}
        </ul>
      )}
    </LoadState>
  )
}

function SubscriptionRow({
  subscription: s,
  onDone,
}: {
  subscription: SubscriptionRecord
  onDone(): void
}) {
  const { t, i18n } = useLingui()
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, s.currency))
  return (
    <li className="card" data-testid={`subscription-${s.code}`} data-state={s.state}>
      <header className="screen-head">
        <div>
          <strong>{withDemoMark(i18n, s.name)}</strong> <small className="muted">{s.code}</small>
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

/**
 * Pay or waive an allotment where the subscription machine takes it, each after a confirmation
 * that says what it does to the money, with its result left on the card.
 */
function PaymentActions({
  subscription: s,
  onDone,
}: {
  subscription: SubscriptionRecord
  onDone(): void
}) {
  const { t, i18n } = useLingui()
  const paying = useSubmission(ipoPayCall, { confirm: true, onDone })
  const waiving = useSubmission(ipoWaiveCall, { confirm: true, onDone })
  const actions = subscriptionActions(s.state, s.requestedShares)
  const request = { subscriptionNo: s.subscriptionNo }
  const due = formatAmount(s.due ?? '0.00', s.currency)
  const shares = formatCount(String(s.allottedShares ?? 0))
  return (
    <>
      {paying.isDone && paying.answer ? (
        <SubmissionResult title={t`Shares paid`} onDismiss={paying.edit}>
          <p>{t`${shares} shares of ${withDemoMark(i18n, s.name)} are in your holdings (order ${paying.answer.orderNo}); they can be sold from the listing date.`}</p>
        </SubmissionResult>
      ) : null}
      {waiving.isDone ? (
        <SubmissionResult title={t`Allotment waived`} onDismiss={waiving.edit}>
          <p>{t`The frozen amount is back in your balance, less any forfeit the product sets.`}</p>
        </SubmissionResult>
      ) : null}
      {actions.pay || actions.waive ? (
        <div className="actions">
          {actions.waive && (
            <button
              type="button"
              className="button secondary"
              disabled={waiving.isBusy}
              onClick={() => waiving.submit(request)}
            >
              {t`Waive`}
            </button>
          )}
          {actions.pay && (
            <button
              type="button"
              className="button primary"
              disabled={paying.isBusy}
              onClick={() => paying.submit(request)}
            >
              {t`Pay`}
            </button>
          )}
        </div>
      ) : null}
      {paying.isConfirming ? (
        <ConfirmDialog
          title={t`Pay for allotted shares`}
          busy={paying.isBusy}
          onBack={paying.back}
          onConfirm={paying.confirm}
        >
          <p>{t`Pay ${due} for ${shares} shares of ${withDemoMark(i18n, s.name)}? The frozen amount is used first.`}</p>
        </ConfirmDialog>
      ) : null}
      {waiving.isConfirming ? (
        <ConfirmDialog
          title={t`Waive the allotment`}
          busy={waiving.isBusy}
          onBack={waiving.back}
          onConfirm={waiving.confirm}
        >
          <p>{t`Give up the ${shares} allotted shares of ${withDemoMark(i18n, s.name)}? The frozen amount returns, less any forfeit the product sets.`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
