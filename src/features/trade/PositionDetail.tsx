import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { orderDetailCall, type Position } from '../../../machines/order/calls.ts'
import { orderHasTag } from '../../../machines/order/machine.ts'
import { liveMarketValue, liveNetProfit, liveYingkui } from '../../../machines/positions.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { Stat } from '../../components/Stat.tsx'
import {
  BUSINESS_TYPE_LABELS,
  CLOSE_REASON_LABELS,
  DIRECTION_LABELS,
  ORDER_STATE_LABELS,
  PRICE_TYPE_LABELS,
} from '../../i18n/labels/trade.ts'
import { formatDateTime } from '../../lib/date.ts'
import { profitClass } from '../../lib/money.ts'
import { formatPrice } from '../../lib/price.ts'
import { useLoad } from '../../lib/useCall.ts'
import { PositionActions, PositionFlowViews } from './PositionActions.tsx'
import { PositionCorporateActions } from './PositionCorporateActions.tsx'
import { PositionLending } from './PositionLending.tsx'
import { PositionProtection } from './PositionProtection.tsx'
import { PositionRisk } from './PositionRisk.tsx'
import { useLivePrices } from './useLivePrices.ts'
import { usePositionFlows } from './usePositionFlows.ts'

/** /trade/positionDetail — one order with every field of spec §3 Order/position. */
export default function PositionDetail() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const orderNo = params.get('orderNo') ?? ''
  const load = useLoad(orderDetailCall, { orderNo })
  return (
    <section className="screen sub-screen">
      <BackBar title={t`Position detail`} />
      <LoadState load={load}>{(p) => <Detail position={p} onChanged={load.refresh} />}</LoadState>
    </section>
  )
}

function Detail({ position: p, onChanged }: { position: Position; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const flows = usePositionFlows(onChanged)
  const open = orderHasTag(p.state, 'position')
  const prices = useLivePrices(open ? [p.code] : [])
  const live = prices.get(p.code)
  const money = (text: string | null) => (text === null ? '—' : formatPrice(text, p.currency))
  const time = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso))
  const yingkui = liveYingkui(p, live)
  const net = liveNetProfit(p, live)
  return (
    <>
      <header className="detail-head">
        <div>
          <p className="detail-code">
            {p.code} · {i18n._(ORDER_STATE_LABELS[p.state])}
          </p>
          <p className="detail-price">{p.name}</p>
          <p className={profitClass(net)} data-testid="detail-net-profit">
            <Labelled label={t`Profit after fees`}>{money(net)}</Labelled>
          </p>
          {open && <p className="muted small">{t`A close pays its own fee on top.`}</p>}
        </div>
      </header>
      <PositionRisk position={p} />
      <PositionFlowViews flows={flows} positions={[p]} />
      <dl className="stats">
        <Stat label={t`Order number`}>{p.orderNo}</Stat>
        <Stat label={t`Status`}>{i18n._(ORDER_STATE_LABELS[p.state])}</Stat>
        <Stat label={t`Business type`}>{i18n._(BUSINESS_TYPE_LABELS[p.businessType])}</Stat>
        <Stat label={t`Direction`}>{i18n._(DIRECTION_LABELS[p.direction])}</Stat>
        <Stat label={t`Price type`}>{i18n._(PRICE_TYPE_LABELS[p.priceType])}</Stat>
        {p.stopPrice && (
          <Stat label={t`Stop price`}>
            {money(p.stopPrice)}
            {p.triggered ? ` · ${t`reached`}` : ''}
          </Stat>
        )}
        <Stat label={t`Order time`}>{time(p.createdAt)}</Stat>
        <Stat label={t`Buy time`}>{time(p.buyTime)}</Stat>
        <Stat label={t`Buy price`}>{money(p.buyPrice)}</Stat>
        <Stat label={t`Confirmed price`}>{money(p.confirmedPrice)}</Stat>
        <Stat label={t`Quantity held`}>{t`${p.lots} lots`}</Stat>
        <Stat label={t`Contract amount`}>{money(p.amount)}</Stat>
        <Stat label={t`Original margin`}>{money(p.margin ?? p.frozen)}</Stat>
        <Stat label={t`Leverage`}>{p.leverage}×</Stat>
        <Stat label={t`Market value`}>{open ? money(liveMarketValue(p, live)) : '—'}</Stat>
        <Stat label={t`Fee`}>{money(p.fee)}</Stat>
        <Stat label={t`Stamp duty`}>{money(p.stampDuty)}</Stat>
        {p.closeOutPrice && <Stat label={t`Close-out price`}>{money(p.closeOutPrice)}</Stat>}
        <Stat label={t`Lock time`}>{time(p.lockUntil)}</Stat>
        <Stat label={t`Sell time`}>{time(p.sellTime)}</Stat>
        <Stat label={t`Sell price`}>{money(p.sellPrice)}</Stat>
        {p.closeReason && (
          <Stat label={t`How it closed`}>{i18n._(CLOSE_REASON_LABELS[p.closeReason])}</Stat>
        )}
        <Stat label={t`Profit and loss before fees`}>
          <span data-testid="detail-yingkui">{money(yingkui)}</span>
        </Stat>
        <Stat label={t`Dividends (after tax)`}>{money(p.dividends)}</Stat>
        <Stat label={t`Actual profit and loss`}>{money(net)}</Stat>
      </dl>
      <PositionProtection position={p} livePrice={live} onChanged={onChanged} />
      <PositionLending position={p} />
      <PositionCorporateActions position={p} />
      <div className="position-row">
        <PositionActions position={p} flows={flows} />
      </div>
    </>
  )
}
