import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { allocationActions, allocationHasTag } from '../../../machines/quant/allocation.ts'
import {
  type QuantAllocationDetail,
  quantAllocationCall,
  quantStopCall,
  type StrategyOrderRecord,
} from '../../../machines/quant/strategyCalls.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { NavChart } from '../../components/NavChart.tsx'
import { Stat } from '../../components/Stat.tsx'
import { withDemoMark } from '../../i18n/demoMark.ts'
import { ORDER_STATE_LABELS } from '../../i18n/labels/trade.ts'
import { formatDateTime, formatDay } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { percentOf, rateOf } from '../../lib/percent.ts'
import { formatPrice } from '../../lib/price.ts'
import { useServices } from '../../lib/services.ts'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { ALLOCATION_STATE_LABELS } from './labels.ts'

/** /home/quantifyDetail?allocation= — one allocation: its value day by day, figures, orders, stop. */
export function AllocationDetail({ allocationNo }: { allocationNo: string }) {
  const { t } = useLingui()
  const load = useLoad(quantAllocationCall, { allocationNo })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`AI quant`} />
      <LoadState load={load}>
        {(detail) => <Allocation detail={detail} onChange={() => void load.refresh()} />}
      </LoadState>
    </section>
  )
}

function Allocation({ detail, onChange }: { detail: QuantAllocationDetail; onChange(): void }) {
  const { t, i18n } = useLingui()
  const a = detail.allocation
  const money = (v: string) => formatAmount(v, a.currency)
  const points = useMemo(() => detail.curve.map((p) => ({ day: p.day, nav: p.value })), [detail])
  return (
    <>
      <section className="card" data-testid="allocation" data-state={a.state}>
        <header className="screen-head">
          <Link to={`/home/quantifyDetail?strategy=${a.strategyId}`}>
            <strong>{withDemoMark(i18n, a.strategyName)}</strong>
          </Link>
          <span className="badge">{i18n._(ALLOCATION_STATE_LABELS[a.state])}</span>
        </header>
        <dl className="stats">
          <Stat label={t`Allocated`}>{money(a.amount)}</Stat>
          <Stat
            label={allocationHasTag(a.state, 'done') ? t`Returned` : t`Value at the last prices`}
          >
            <strong data-testid="allocation-value">{money(a.value)}</strong>
          </Stat>
          <Stat label={t`Result after fees`}>
            <strong className={profitClass(a.profit)} data-testid="allocation-profit">
              {money(a.profit)}
            </strong>
          </Stat>
          <Stat label={t`Return`}>{percentOf(a.totalReturn)}</Stat>
          <Stat label={t`Largest fall`}>
            <span data-testid="allocation-drawdown">{rateOf(a.maxDrawdown)}</span>
          </Stat>
          <Stat label={t`Orders`}>{a.orderCount}</Stat>
          <Stat label={t`Rule last applied`}>
            <span data-testid="allocation-decided">
              {a.decidedDay ? t`at the close of ${formatDay(a.decidedDay)}` : '—'}
            </span>
          </Stat>
          <Stat label={t`Started at`}>{formatDateTime(a.createdAt)}</Stat>
          {a.stoppedAt && <Stat label={t`Stopped at`}>{formatDateTime(a.stoppedAt)}</Stat>}
        </dl>
        {allocationHasTag(a.state, 'closing') && (
          <p className="muted small">{t`Stopping: each position closes once its market trades and its lock time has passed; then the money returns to your quant account.`}</p>
        )}
        <Stop detail={detail} onChange={onChange} />
      </section>
      <section className="card">
        <h2>{t`Value day by day`}</h2>
        <NavChart navs={points} digits={2} />
        <p className="muted small">{t`Each day’s close: its cash after every fee, and its positions at that day’s price.`}</p>
      </section>
      <section className="card">
        <h2>{t`The strategy’s orders`}</h2>
        {detail.orders.length === 0 ? (
          <p
            className="muted"
            data-testid="no-strategy-orders"
          >{t`No order yet: the rule holds cash, or waits for its market to open.`}</p>
        ) : (
          <ul className="list" data-testid="strategy-orders">
            {detail.orders.map((o) => (
              <OrderRow key={o.orderNo} order={o} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** One order of the strategy: what, how many, at what prices, its fees and its result. */
export function OrderRow({ order: o }: { order: StrategyOrderRecord }) {
  const { t, i18n } = useLingui()
  const money = (v: string) => formatAmount(v, o.currency)
  const priceCurrency = o.currency === 'USD' ? 'USD' : 'EUR'
  return (
    <li data-testid="strategy-order" data-state={o.state}>
      <header className="screen-head">
        <strong>
          {o.name} · {o.code}
        </strong>
        <span className="badge">{i18n._(ORDER_STATE_LABELS[o.state])}</span>
      </header>
      <dl className="stats">
        <Stat label={t`Quantity`}>{o.lots}</Stat>
        <Stat label={t`Bought at`}>
          {o.fillPrice ? formatPrice(o.fillPrice, priceCurrency) : '—'}
        </Stat>
        <Stat label={t`Sold at`}>
          {o.closePrice ? formatPrice(o.closePrice, priceCurrency) : '—'}
        </Stat>
        <Stat label={t`Fees`}>{money(o.fees)}</Stat>
        <Stat label={t`Result after fees`}>
          {o.result === null ? (
            '—'
          ) : (
            <span className={profitClass(o.result)}>{money(o.result)}</span>
          )}
        </Stat>
        <Stat label={t`Placed at`}>{formatDateTime(o.createdAt)}</Stat>
        <Stat label={t`Number`}>{o.orderNo}</Stat>
      </dl>
    </li>
  )
}

/** Stop, where the allocation machine takes it, after a confirmation. */
function Stop({ detail, onChange }: { detail: QuantAllocationDetail; onChange(): void }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const a = detail.allocation
  const stopping = useSubmission(quantStopCall, {
    confirm: true,
    currency: a.currency,
    onDone: (answer) => {
      toast.show(
        allocationHasTag(answer.state, 'done')
          ? t`Stopped: the money is back in your quant account.`
          : t`Stopping: its positions close once their market trades and their lock time has passed.`,
      )
      onChange()
    },
  })
  if (!allocationActions(a.state).stop) return null
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          disabled={stopping.isBusy}
          onClick={() => stopping.submit({ allocationNo: a.allocationNo })}
        >
          {t`Stop the strategy`}
        </button>
      </div>
      {stopping.isConfirming ? (
        <ConfirmDialog
          title={t`Stop the strategy`}
          busy={stopping.isBusy}
          onBack={stopping.back}
          onConfirm={stopping.confirm}
        >
          <p>{t`Stop ${withDemoMark(i18n, a.strategyName)}? It places no new order; its positions are sold at the market price when their market next trades, and what they fetch returns to your quant account.`}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
