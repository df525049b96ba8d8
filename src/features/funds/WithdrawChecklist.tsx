import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import { withdrawalGateInput, type withdrawGateCall } from '../../../machines/funds/calls.ts'
import {
  WITHDRAWAL_REMEDY,
  WITHDRAWAL_UNDER_WAY,
  withdrawalChecklistRows,
  withdrawalRowListsPositions,
} from '../../../machines/funds/withdrawalGate.ts'
import { checklistOf } from '../../../machines/gate.ts'
import { MARKET_SYMBOL, type Market } from '../../../machines/rules.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatAmount } from '../../lib/money.ts'

type GateView = AnswerOf<typeof withdrawGateCall>

/**
 * Everything a withdrawal needs, at once (issue 18: the blockers used to appear one at a time):
 * each check of the withdrawal gate done or not, a missing one with its fix, one already under
 * way with what it waits for. `data-state` names the gate's first blocker.
 */
export function WithdrawChecklist({
  view,
  market,
  first,
}: {
  view: GateView
  market: Market
  first: string
}) {
  const { t, i18n } = useLingui()
  const items = withdrawalChecklistRows(checklistOf(withdrawalGateInput(view.facts), 'client'))
  return (
    <div className="card blocker" data-testid="withdraw-blocker" data-state={first}>
      <p>
        <strong>{t`Before you can withdraw`}</strong>
      </p>
      <ol className="checklist">
        {items.map((item) => {
          const underWay = item.blocked && WITHDRAWAL_UNDER_WAY[item.state]?.(view.facts) === true
          const remedy = item.blocked && !underWay ? WITHDRAWAL_REMEDY[item.state]?.(market) : null
          const label = REMEDY_LABELS[item.state]
          return (
            <li
              key={item.state}
              className={item.blocked ? 'todo' : 'done'}
              data-testid={`check-${item.state}`}
              data-done={!item.blocked}
            >
              <span aria-hidden="true">{item.blocked ? '✗' : '✓'}</span>
              <div>
                {item.blocked ? (
                  <p>
                    {underWay
                      ? i18n._(UNDER_WAY_TEXT[item.state]!)
                      : translateRefusal(i18n, item, MARKET_SYMBOL[market])}
                  </p>
                ) : (
                  <p className="muted">{i18n._(DONE_TEXT[item.state]!)}</p>
                )}
                {withdrawalRowListsPositions(item) ? <OpenPositions view={view} /> : null}
                {remedy && label ? (
                  <Link className="button primary" to={remedy}>
                    {i18n._(label)}
                  </Link>
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** What each check says once it is satisfied. */
const DONE_TEXT: Record<string, MessageDescriptor> = {
  barred: msg`The account may withdraw`,
  fundPasswordMissing: msg`Fund password set`,
  noMethod: msg`Bank card or wallet bound`,
  realNameMissing: msg`Real name verified`,
  positionsOpen: msg`No open positions`,
  creditTooLow: msg`Credit score high enough`,
  outsideHours: msg`Within the withdrawal hours`,
}

/** What a blocker already under way waits for (WITHDRAWAL_UNDER_WAY). */
const UNDER_WAY_TEXT: Record<string, MessageDescriptor> = {
  realNameMissing: msg`Your real-name verification is being reviewed.`,
}

/** Open positions shown by name before "and N more". */
const POSITIONS_SHOWN = 5

/**
 * Which positions block the withdrawal, each a link to close it, and what is free meanwhile
 * (issue 18: the checklist only said how many).
 */
function OpenPositions({ view }: { view: GateView }) {
  const { t } = useLingui()
  const shown = view.positions.slice(0, POSITIONS_SHOWN)
  const more = view.positions.length - shown.length
  const available = formatAmount(view.available, view.currency)
  return (
    <div className="small" data-testid="blocking-positions">
      <ul className="plain-list">
        {shown.map((p) => (
          <li key={p.orderNo}>
            <Link to={`/trade/positionDetail?orderNo=${p.orderNo}`}>
              {p.name} <span className="muted">{p.code}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="muted">{t`and ${more} more`}</p> : null}
      <p className="muted" data-testid="free-now">
        {t`Available now: ${available}. Withdrawals open once these positions are closed.`}
      </p>
    </div>
  )
}

/** The button that leads to each blocker's remedy (WITHDRAWAL_REMEDY). */
const REMEDY_LABELS: Record<string, MessageDescriptor> = {
  fundPasswordMissing: msg`Set fund password`,
  noMethod: msg`Bind a card or wallet`,
  realNameMissing: msg`Verify real name`,
  realNameRejected: msg`Submit real name again`,
  positionsOpen: msg`See my positions`,
}
