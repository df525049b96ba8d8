import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatPercent } from '../../../machines/money.ts'
import { type Position, protectionReference } from '../../../machines/order/calls.ts'
import { orderActions } from '../../../machines/order/machine.ts'
import { protectCall, protectionInput, protectionOf } from '../../../machines/order/protection.ts'
import { PriceInput } from '../../components/form/PriceInput.tsx'
import { SegmentedTabs } from '../../components/SegmentedTabs.tsx'
import { Stat } from '../../components/Stat.tsx'
import { formatPrice } from '../../lib/price.ts'
import { useSubmission } from '../../lib/useCall.ts'

/**
 * A position's or waiting order's stops (issue 25): where its stop-loss stands (a trailing one
 * where the price has moved it), its take-profit, and a form to set, edit or remove them while the
 * order machine takes them. The protection gate judges the stops from the live price (a waiting
 * order's own price) before sending, as the server will.
 */
export function PositionProtection({
  position: p,
  livePrice,
  onChanged,
}: {
  position: Position
  livePrice: string | undefined
  onChanged: () => void
}) {
  const { t } = useLingui()
  // What the fields are typing; the stops themselves are the server's.
  const [trailing, setTrailing] = useState(p.trailPercent !== null)
  const [stopLoss, setStopLoss] = useState(p.trailPercent === null ? (p.stopLoss ?? '') : '')
  const [trailPercent, setTrailPercent] = useState(p.trailPercent ?? '')
  const [takeProfit, setTakeProfit] = useState(p.takeProfit ?? '')
  const reference = protectionReference(p, livePrice ?? p.lastPrice)
  const save = useSubmission(protectCall, {
    gate: (request) =>
      protectionInput({ ...protectionOf(request), direction: p.direction, reference }),
    onDone: onChanged,
  })
  const canProtect = orderActions(p, p.now).protect
  const money = (price: string) => formatPrice(price, p.currency)
  const hasStops = p.stopLoss !== null || p.takeProfit !== null
  const trail = p.trailPercent === null ? null : formatPercent(p.trailPercent)
  if (!canProtect && !hasStops) return null
  const request = {
    orderNo: p.orderNo,
    stopLoss: trailing ? null : stopLoss,
    trailPercent: trailing ? trailPercent : null,
    takeProfit,
  }
  return (
    <section className="card protection" aria-label={t`Stop-loss and take-profit`}>
      <h3>{t`Stop-loss and take-profit`}</h3>
      <dl className="stats" data-testid="protection-now">
        <Stat label={t`Stop-loss`}>
          <span data-testid="protection-stop-loss">
            {p.stopLoss === null ? t`None` : money(p.stopLoss)}
            {trail !== null && ` · ${t`trailing by ${trail}`}`}
          </span>
        </Stat>
        <Stat label={t`Take-profit`}>
          <span data-testid="protection-take-profit">
            {p.takeProfit === null ? t`None` : money(p.takeProfit)}
          </span>
        </Stat>
      </dl>
      {canProtect && (
        <form
          className="protection-form"
          onSubmit={(e) => {
            e.preventDefault()
            save.submit(request)
          }}
        >
          <SegmentedTabs
            look="chips"
            label={t`Stop-loss`}
            choices={[
              { value: 'price', label: t`At a price` },
              { value: 'trailing', label: t`Trailing` },
            ]}
            selected={trailing ? 'trailing' : 'price'}
            onSelect={(mode) => setTrailing(mode === 'trailing')}
          />
          {trailing ? (
            <PriceInput
              label={t`Trail by (%)`}
              name="trailPercent"
              value={trailPercent}
              onChange={setTrailPercent}
            />
          ) : (
            <PriceInput
              label={t`Stop-loss price`}
              name="stopLoss"
              value={stopLoss}
              onChange={setStopLoss}
            />
          )}
          <PriceInput
            label={t`Take-profit price`}
            name="takeProfit"
            value={takeProfit}
            onChange={setTakeProfit}
            hint={reference ? t`Judged from ${money(reference)}.` : undefined}
          />
          <div className="button-row">
            {hasStops && (
              <button
                type="button"
                className="button secondary"
                disabled={save.isBusy}
                onClick={() => {
                  // The fields say what is saved now: nothing.
                  setStopLoss('')
                  setTrailPercent('')
                  setTakeProfit('')
                  save.submit({
                    orderNo: p.orderNo,
                    stopLoss: null,
                    trailPercent: null,
                    takeProfit: null,
                  })
                }}
              >
                {t`Remove stops`}
              </button>
            )}
            <button type="submit" className="button primary" disabled={save.isBusy}>
              {t`Save stops`}
            </button>
          </div>
          {save.isDone && (
            <p className="muted small" role="status" data-testid="protection-saved">
              {t`Stops saved.`}
            </p>
          )}
        </form>
      )}
    </section>
  )
}
