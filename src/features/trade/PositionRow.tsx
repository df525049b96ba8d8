import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Position } from '../../../machines/order/calls.ts'
import { hasEnded, orderHasTag } from '../../../machines/order/machine.ts'
import { liveMarketValue, liveNetProfit, liveYingkui } from '../../../machines/positions.ts'
import { DIRECTION_LABELS, ORDER_STATE_LABELS } from '../../i18n/labels/trade.ts'
import { formatDateTime } from '../../lib/date.ts'
import { profitClass } from '../../lib/money.ts'
import { formatPrice } from '../../lib/price.ts'
import { PositionActions } from './PositionActions.tsx'
import type { PositionFlows } from './usePositionFlows.ts'

/** One order in the positions list, with its live market value and yingkui (spec §2, §3). */
export function PositionRow({
  position,
  livePrice,
  flows,
}: {
  position: Position
  livePrice: string | undefined
  flows: PositionFlows
}) {
  const { t, i18n } = useLingui()
  const money = (text: string | null) =>
    text === null ? '—' : formatPrice(text, position.currency)
  const yingkui = liveYingkui(position, livePrice)
  const net = liveNetProfit(position, livePrice)
  const price = livePrice ?? position.lastPrice
  return (
    <li className="position-row" data-testid="position-row">
      <header>
        <Link to={`/trade/positionDetail?orderNo=${position.orderNo}`}>
          <strong>{position.name}</strong> <span className="muted">{position.code}</span>
        </Link>
        <span>
          {position.marginCall && (
            <span className="state-badge margin-call" data-testid="margin-call">
              {t`Margin call`}
            </span>
          )}
          <span className={`state-badge ${position.state}`}>
            {i18n._(ORDER_STATE_LABELS[position.state])}
          </span>
        </span>
      </header>
      <div className="muted small">
        {i18n._(DIRECTION_LABELS[position.direction])} · {t`${position.lots} lots`} ·{' '}
        {position.leverage}× · {formatDateTime(position.buyTime ?? position.createdAt)}
      </div>
      <div className="figures">
        <span>
          <small className="muted">
            {position.confirmedPrice === null ? t`Limit price` : t`Buy price`}
          </small>
          {position.buyPrice ? formatPrice(position.buyPrice, position.currency) : '—'}
        </span>
        <span>
          <small className="muted">{position.sellPrice ? t`Sell price` : t`Last price`}</small>
          {position.sellPrice
            ? formatPrice(position.sellPrice, position.currency)
            : price
              ? formatPrice(price, position.currency)
              : '—'}
        </span>
        <span>
          <small className="muted">{t`Profit after fees`}</small>
          <strong className={profitClass(net)} data-testid="net-profit">
            {money(net)}
          </strong>
          {yingkui !== null && (
            <small className="muted" data-testid="yingkui">
              {t`before fees ${money(yingkui)}`}
            </small>
          )}
        </span>
        {position.amount && !hasEnded(position.state) && (
          <span>
            <small className="muted">{t`Market value`}</small>
            {money(liveMarketValue(position, livePrice))}
          </span>
        )}
        {position.closeOutPrice && (
          <span data-testid="close-out-price">
            <small className="muted">{t`Close-out price`}</small>
            {formatPrice(position.closeOutPrice, position.currency)}
          </span>
        )}
        {position.stopPrice && orderHasTag(position.state, 'unfilled') && (
          <span data-testid="row-stop-price">
            <small className="muted">{t`Stop price`}</small>
            {formatPrice(position.stopPrice, position.currency)}
          </span>
        )}
        {position.stopLoss && !hasEnded(position.state) && (
          <span data-testid="row-stop-loss">
            <small className="muted">{t`Stop-loss`}</small>
            {formatPrice(position.stopLoss, position.currency)}
          </span>
        )}
        {position.takeProfit && !hasEnded(position.state) && (
          <span data-testid="row-take-profit">
            <small className="muted">{t`Take-profit`}</small>
            {formatPrice(position.takeProfit, position.currency)}
          </span>
        )}
        {orderHasTag(position.state, 'locked') && position.lockUntil && (
          <span>
            <small className="muted">{t`Locked until`}</small>
            {formatDateTime(position.lockUntil)}
          </span>
        )}
      </div>
      <PositionActions position={position} flows={flows} />
    </li>
  )
}
