import { useLingui } from '@lingui/react/macro'
import type { Position } from '../../../machines/order/calls.ts'
import { CLOSE_REASON_LABELS } from '../../i18n/labels/trade.ts'
import { formatPrice } from '../../lib/price.ts'

/**
 * What a position on margin risks (issue 25): a margin call says where the position will be
 * closed out; an ended position says why it closed.
 */
export function PositionRisk({ position }: { position: Position }) {
  const { t, i18n } = useLingui()
  if (position.marginCall && position.closeOutPrice)
    return (
      <p className="risk-note margin-call" role="alert" data-testid="margin-call">
        {t`Margin call: unless the price recovers, this position is closed automatically at ${formatPrice(position.closeOutPrice, position.currency)}.`}
      </p>
    )
  if (position.closeReason === 'closeOut')
    return (
      <p className="risk-note" data-testid="closed-out">
        {i18n._(CLOSE_REASON_LABELS.closeOut)}
      </p>
    )
  return null
}

/** Above a list: how many of its positions are under a margin call, so none goes unseen. */
export function MarginCallBanner({ positions }: { positions: readonly Position[] }) {
  const { t } = useLingui()
  const called = positions.filter((p) => p.marginCall)
  if (called.length === 0) return null
  const names = called.map((p) => p.name).join(', ')
  return (
    <p className="margin-call-banner" role="alert" data-testid="margin-call-banner">
      {t`Margin call: ${names}. Losses have used more of the margin than allowed; unless prices recover, a position under a margin call is closed automatically at its close-out price.`}
    </p>
  )
}
