import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  type FollowDetail as Detail,
  followBuyCall,
  followDetailCall,
  followInput,
} from '../../../machines/follow/calls.ts'
import { followFeePreview } from '../../../machines/follow/fees.ts'
import { refusalOf } from '../../../machines/gate.ts'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { AmountField } from '../../components/form/AmountField.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { NavChart } from '../../components/NavChart.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDateTime, formatDay } from '../../lib/date.ts'
import { currencySymbol, formatAmount, typedAmount } from '../../lib/money.ts'
import { rateOf } from '../../lib/percent.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { FundCard } from './FollowList.tsx'

/** /home/fllowDetail?id= — one fund: its record, its orders, its terms, and the follow form. */
export default function FollowDetail() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const load = useLoad(followDetailCall, { id: Number(params.get('id')) })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Follow fund`} />
      <LoadState load={load}>{(detail) => <FundDetail detail={detail} />}</LoadState>
    </section>
  )
}

function FundDetail({ detail }: { detail: Detail }) {
  const { t } = useLingui()
  const { product: p } = detail
  return (
    <>
      <ul className="list">
        <FundCard product={p} />
      </ul>
      <section className="card">
        <h2>{t`Value of 1 unit since ${formatDay(p.startDay)}`}</h2>
        <NavChart navs={detail.navs} />
        <p className="muted small">{t`Figures as of the close of ${formatDay(p.asOf)}, after the fund’s trading fees.`}</p>
      </section>
      <FollowForm detail={detail} />
      <StrategyOrders detail={detail} />
    </>
  )
}

/** The terms in plain words and numbers for the amount typed, then the form (issue 19). */
function FollowForm({ detail }: { detail: Detail }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { toast } = useServices()
  const { product: p } = detail
  const [typed, setTyped] = useState('')
  const money = (v: string) => formatAmount(v, p.currency)
  const amount = typedAmount(typed, i18n.locale)
  const following = useSubmission(followBuyCall, {
    confirm: true,
    currency: p.currency,
    gate: (request) => followInput({ amount: request.amount }, detail),
    onDone: () => {
      toast.show(
        t`You follow ${withDemoMark(i18n, p.name)}. Its result is settled each trading day.`,
      )
      navigate('/home/qcList')
    },
  })
  // What blocks before anything is typed (the deadline, the shelf, a bar) is said instead.
  const before = refusalOf(followInput({ amount: p.minAmount }, detail), 'client')
  const blocked = before?.beforeForm ? before : null
  const shown = decimalToMinor(amount) ?? decimalToMinor(p.minAmount) ?? 0n
  const fees = followFeePreview(shown, p)
  const example = money(minorToDecimal(shown))
  return (
    <section className="card follow-terms">
      <h2>{t`Terms`}</h2>
      <dl className="stats">
        <Stat label={t`Locked until`}>{formatDateTime(p.lockUntil)}</Stat>
        <Stat label={t`End time`}>{formatDateTime(p.endsAt)}</Stat>
        <Stat label={t`Service fee`}>{rateOf(p.serviceFeeRate)}</Stat>
        <Stat label={t`Performance fee`}>{rateOf(p.performanceFeeRate)}</Stat>
        <Stat label={t`Target return`}>{rateOf(p.targetReturn)}</Stat>
        <Stat label={t`Room left in the fund`}>{money(p.roomLeft)}</Stat>
      </dl>
      <p className="small" data-testid="fee-words">
        {t`Following with ${example}: at the end you pay a service fee of ${money(minorToDecimal(fees.serviceFeeMinor))}. A performance fee of ${rateOf(p.performanceFeeRate)} of the profit is charged only if the profit reaches ${money(minorToDecimal(fees.targetProfitMinor))} (${rateOf(p.targetReturn)}). Until ${formatDateTime(p.lockUntil)} the money cannot be taken out; after that you may redeem at any time, with the same fees.`}
      </p>
      {blocked ? (
        <p className="blocker" data-testid="follow-blocked" data-state={blocked.state}>
          {translateRefusal(i18n, blocked, currencySymbol(p.currency))}
        </p>
      ) : (
        <FormShell
          busy={following.isBusy}
          failure={following}
          submitLabel={t`Follow`}
          onSubmit={() => following.submit({ id: p.id, amount })}
        >
          <AmountField
            label={t`Amount to follow with`}
            name="amount"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            hint={t`From ${money(p.minAmount)}; available ${money(detail.facts.available)}`}
          />
        </FormShell>
      )}
      {following.isConfirming ? (
        <ConfirmDialog
          title={t`Confirm follow`}
          busy={following.isBusy}
          onBack={following.back}
          onConfirm={following.confirm}
        >
          <p>{t`Move ${money(amount)} from your available balance into ${withDemoMark(i18n, p.name)}? It stays there until ${formatDateTime(p.lockUntil)} at least.`}</p>
        </ConfirmDialog>
      ) : null}
      <Link className="link-button" to="/home/qcList">
        {t`My follows`}
      </Link>
    </section>
  )
}

/** The strategy's latest orders, numbered (spec §3: strategy order number). */
function StrategyOrders({ detail }: { detail: Detail }) {
  const { t } = useLingui()
  const orders = [...detail.orders].reverse()
  if (orders.length === 0) return null
  return (
    <section className="card">
      <h2>{t`The strategy’s latest orders`}</h2>
      <table className="follow-orders" data-testid="strategy-orders">
        <thead>
          <tr>
            <th>{t`No.`}</th>
            <th>{t({ message: 'Day', context: 'date column' })}</th>
            <th>{t`Instrument`}</th>
            <th>{t`Share of the fund`}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.no}>
              <td>{o.no}</td>
              <td>{formatDay(o.day)}</td>
              <td>
                {o.code} {o.side === 'buy' ? t`bought` : t`sold`}
              </td>
              <td>
                {rateOf(o.from)} → {rateOf(o.to)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
