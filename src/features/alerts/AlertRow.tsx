import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { cancelAlertCall, type PriceAlert } from '../../../machines/alerts/calls.ts'
import { alertHasTag, moveAlertBounds } from '../../../machines/alerts/priceAlert.ts'
import { formatPercent } from '../../../machines/money.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatPrice } from '../../lib/price.ts'
import { useSubmission } from '../../lib/useCall.ts'

/** The currency an alert's prices are shown in (none for an index's points). */
const currencyOf = (a: Pick<PriceAlert, 'currency'>) =>
  a.currency === 'EUR' || a.currency === 'USD' ? a.currency : null

/** What an alert watches for, in words (issue 25). */
export function useAlertWording() {
  const { t } = useLingui()
  return (a: Pick<PriceAlert, 'kind' | 'level' | 'reference' | 'currency'>) => {
    const price = (value: string) => formatPrice(value, currencyOf(a))
    switch (a.kind) {
      case 'above':
        return t`Rises to ${price(a.level)}`
      case 'below':
        return t`Falls to ${price(a.level)}`
      case 'high52w':
        return t`New 52-week high, above ${price(a.level)}`
      case 'low52w':
        return t`New 52-week low, below ${price(a.level)}`
      case 'move': {
        const [low, high] = moveAlertBounds(a)
        const move = formatPercent(a.level)
        return t`Moves ${move}: to ${price(low)} or ${price(high)}`
      }
    }
  }
}

/**
 * One price alert (issue 25): what it watches for, and a Remove button while the machine says it
 * is active, or where and when it fired. With `linked`, the share's name leads to its page (the
 * list of every alert); on a share's own page it is left out.
 */
export function AlertRow({
  alert: a,
  linked = false,
  onChanged,
}: {
  alert: PriceAlert
  linked?: boolean
  onChanged: () => void
}) {
  const { t } = useLingui()
  const wording = useAlertWording()
  const remove = useSubmission(cancelAlertCall, { onDone: onChanged })
  return (
    <li className="alert-row" data-state={a.state}>
      {linked && (
        <Link to={`/market/stockDetail?code=${encodeURIComponent(a.code)}`}>
          <strong>{a.name}</strong> <span className="muted">{a.code}</span>
        </Link>
      )}
      <span>{wording(a)}</span>
      {alertHasTag(a.state, 'active') ? (
        <button
          type="button"
          className="link-button"
          disabled={remove.isBusy}
          onClick={() => remove.submit({ id: a.id })}
        >
          {t`Remove`}
        </button>
      ) : (
        <small className="muted">
          {t`Reached ${formatPrice(a.firedPrice ?? '', currencyOf(a))} on ${formatDateTime(a.firedAt ?? '')}`}
        </small>
      )}
    </li>
  )
}
