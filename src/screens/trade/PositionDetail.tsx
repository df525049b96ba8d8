import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { OPEN_POSITION_STATES } from '../../../machines/order/machine.ts'
import { liveMarketValue, liveYingkui } from '../../../machines/positions.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { PositionActions } from '../../components/trade/PositionActions.tsx'
import { profitClass } from '../../components/trade/PositionRow.tsx'
import { formatDateTime } from '../../lib/date.ts'
import { useApiData } from '../../lib/useApiData.ts'
import { formatPrice } from '../../market/format.ts'
import {
  BUSINESS_TYPE_LABELS,
  DIRECTION_LABELS,
  ORDER_STATE_LABELS,
  PRICE_TYPE_LABELS,
} from '../../trade/labels.ts'
import type { Position } from '../../trade/position.ts'
import { useLivePrices } from '../../trade/useLivePrices.ts'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** /trade/positionDetail — one order with every field of spec §3 Order/position. */
export default function PositionDetail() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const orderNo = params.get('orderNo') ?? ''
  const load = useApiData<Position>('trade/detail', { orderNo })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Position detail`} />
      <LoadState load={load}>{(p) => <Detail position={p} onChanged={load.reload} />}</LoadState>
    </section>
  )
}

function Detail({ position: p, onChanged }: { position: Position; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const open = OPEN_POSITION_STATES.includes(p.state)
  const prices = useLivePrices(open ? [p.code] : [])
  const live = prices.get(p.code)
  const money = (text: string | null) => (text === null ? '—' : formatPrice(text, p.currency))
  const time = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso))
  const yingkui = liveYingkui(p, live)
  return (
    <>
      <header className="detail-head">
        <div>
          <p className="detail-code">
            {p.code} · {i18n._(ORDER_STATE_LABELS[p.state])}
          </p>
          <p className="detail-price">{p.name}</p>
          <p className={profitClass(yingkui)} data-testid="detail-yingkui">
            {t`Profit and loss`}: {money(yingkui)}
          </p>
        </div>
      </header>
      <dl className="stats">
        <Field label={t`Order number`}>{p.orderNo}</Field>
        <Field label={t`Status`}>{i18n._(ORDER_STATE_LABELS[p.state])}</Field>
        <Field label={t`Business type`}>{i18n._(BUSINESS_TYPE_LABELS[p.businessType])}</Field>
        <Field label={t`Direction`}>{i18n._(DIRECTION_LABELS[p.direction])}</Field>
        <Field label={t`Price type`}>{i18n._(PRICE_TYPE_LABELS[p.priceType])}</Field>
        <Field label={t`Order time`}>{time(p.createdAt)}</Field>
        <Field label={t`Buy time`}>{time(p.buyTime)}</Field>
        <Field label={t`Buy price`}>{money(p.buyPrice)}</Field>
        <Field label={t`Confirmed price`}>{money(p.confirmedPrice)}</Field>
        <Field label={t`Quantity held`}>{t`${p.lots} lots`}</Field>
        <Field label={t`Contract amount`}>{money(p.amount)}</Field>
        <Field label={t`Original margin`}>{money(p.margin ?? p.frozen)}</Field>
        <Field label={t`Leverage`}>{p.leverage}×</Field>
        <Field label={t`Market value`}>{open ? money(liveMarketValue(p, live)) : '—'}</Field>
        <Field label={t`Fee`}>{money(p.fee)}</Field>
        <Field label={t`Stamp duty`}>{money(p.stampDuty)}</Field>
        <Field label={t`Lock time`}>{time(p.lockUntil)}</Field>
        <Field label={t`Sell time`}>{time(p.sellTime)}</Field>
        <Field label={t`Sell price`}>{money(p.sellPrice)}</Field>
        <Field label={t`Profit and loss`}>{money(yingkui)}</Field>
        <Field label={t`Actual profit and loss`}>{money(p.actualProfit)}</Field>
      </dl>
      <div className="position-row">
        <PositionActions position={p} onDone={onChanged} />
      </div>
    </>
  )
}
