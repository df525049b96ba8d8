import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { lendingTermsCall } from '../../../machines/lending/calls.ts'
import { positionCanLend } from '../../../machines/lending/lendable.ts'
import type { Position } from '../../../machines/order/calls.ts'
import { useLoad } from '../../lib/useCall.ts'

/**
 * Stock lending on a position (issue 20): lent shares are said, with what closing does to them;
 * shares that could be lent get a link to offer them. Nothing for one that cannot lend.
 */
export function PositionLending({ position: p }: { position: Position }) {
  // A lent position is one that can lend too: held, long, unleveraged.
  if (!positionCanLend(p)) return null
  return <LendingNotice orderNo={p.orderNo} />
}

function LendingNotice({ orderNo }: { orderNo: string }) {
  const { t } = useLingui()
  const load = useLoad(lendingTermsCall, { orderNo })
  const terms = load.data
  if (!terms) return null
  if (terms.active)
    return (
      <p className="blocker" data-testid="position-lent">
        {t`${terms.active.lots} lots are lent to the lending pool. Closing the position recalls them first.`}{' '}
        <Link to="/information/stockLending">{t`Stock lending`}</Link>
      </p>
    )
  if (!terms.facts.lendable || !terms.facts.channelOpen) return null
  return (
    <Link
      className="link-button"
      to={`/information/stockLend?orderNo=${encodeURIComponent(orderNo)}`}
      data-testid="position-lend"
    >
      {t`Lend these shares`}
    </Link>
  )
}
