import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AnswerOf } from '../../../machines/contract/call.ts'
import {
  type DepositRecord,
  type LedgerEvent,
  recordsCall,
  type WithdrawalRecord,
} from '../../../machines/funds/calls.ts'
import { depositSettled, withdrawalSettled } from '../../../machines/funds/records.ts'
import { signOfAmount } from '../../../machines/money.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import {
  BUCKET_LABELS,
  DEPOSIT_STATE_LABELS,
  LEDGER_EVENT_LABELS,
  LEDGER_KIND_LABELS,
  WITHDRAWAL_STATE_LABELS,
} from '../../i18n/labels/funds.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount, profitClass } from '../../lib/money.ts'
import { useLoad } from '../../lib/useCall.ts'

export type RecordKind = 'trade' | 'recharge' | 'withdraw'
type RecordRow = AnswerOf<typeof recordsCall>['list'][number]

/** "+800,00 €" / "−150,90 €": a change of money shows its sign, a zero none. */
const signed = (amount: string, currency: string) =>
  `${signOfAmount(amount) === 1 ? '+' : ''}${formatAmount(amount, currency)}`

/** One kind of records, a page at a time: the page shown, and its load (the load machine). */
export function useRecords(kind: RecordKind) {
  const [page, setPage] = useState(1)
  const load = useLoad(recordsCall, { kind, page, size: LIST_PAGE_SIZE })
  return {
    kind,
    page,
    setPage,
    load,
    /** The first page loaded again, where a new record is (the load's refresh). */
    showNewest: () => (page === 1 ? void load.refresh() : setPage(1)),
  }
}

export type Records = ReturnType<typeof useRecords>

/**
 * One tab of the transaction records (spec §2), 10 a page: business events (each with its
 * ledger legs behind a tap), deposits or withdrawals. Money still pending is neutral; only a
 * realised change is in colour (issue 18).
 */
export function RecordList({ kind }: { kind: RecordKind }) {
  return <RecordPages records={useRecords(kind)} />
}

/** The records of a screen that also reloads them (`showNewest`), as RecordList shows its own. */
export function RecordPages({ records: { kind, page, setPage, load } }: { records: Records }) {
  const { t } = useLingui()
  return (
    <LoadState load={load} empty={<p className="empty">{t`No records yet.`}</p>}>
      {({ list, total, size }) => (
        <>
          <ul className="list record-list" data-testid={`records-${kind}`}>
            {list.map((row) => (
              <RecordItem key={row.id} row={row} />
            ))}
          </ul>
          <Pagination page={page} pages={Math.ceil(total / size)} onPage={setPage} />
        </>
      )}
    </LoadState>
  )
}

function RecordItem({ row }: { row: RecordRow }) {
  if ('legs' in row) return <EventItem event={row} />
  if ('method' in row) return <WithdrawalItem row={row} />
  return <DepositItem row={row} />
}

/** A business event: what happened, on what, and its net effect on the available money. */
function EventItem({ event }: { event: LedgerEvent }) {
  const { t, i18n } = useLingui()
  return (
    <li className="list-row record-row record-event" data-testid="record-event">
      <details>
        <summary>
          <div>
            <strong>{i18n._(LEDGER_EVENT_LABELS[event.kind])}</strong>
            {event.instrument ? (
              <div className="small">
                {event.instrument.name} <span className="muted">{event.instrument.code}</span>
              </div>
            ) : null}
            <div className="muted small">{formatDateTime(event.createdAt)}</div>
          </div>
          <div className="record-amounts" data-pending={event.pending}>
            {event.available.map((a) => (
              <strong
                key={a.currency}
                className={event.pending ? 'pending' : profitClass(a.amount)}
                data-testid="event-available"
              >
                {signed(a.amount, a.currency)}
              </strong>
            ))}
            {event.pending ? <span className="muted small">{t`Not settled yet`}</span> : null}
          </div>
        </summary>
        <div className="record-legs">
          <p className="small">
            <strong>{t`Movements in your account`}</strong>
            {event.reference ? <span className="muted"> · {event.reference}</span> : null}
          </p>
          <table>
            <tbody>
              {event.legs.map((leg) => (
                <tr key={leg.id} data-testid="event-leg">
                  <td>{i18n._(BUCKET_LABELS[leg.bucket])}</td>
                  <td className="muted">
                    {i18n._(LEDGER_KIND_LABELS[leg.kind] ?? { id: leg.kind })}
                  </td>
                  <td className="number">{signed(leg.amount, leg.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small">{t`The amount is the change in your available money.`}</p>
        </div>
      </details>
    </li>
  )
}

function DepositItem({ row }: { row: DepositRecord }) {
  const { i18n } = useLingui()
  const settled = depositSettled(row)
  return (
    <li className="list-row record-row">
      <div>
        <strong>{i18n._(DEPOSIT_STATE_LABELS[row.state] ?? { id: row.state })}</strong>
        <div className="muted small">{formatDateTime(row.createdAt)}</div>
        <div className="muted small">{row.orderNo}</div>
        {row.reason ? <div className="down small">{row.reason}</div> : null}
      </div>
      <strong className={settled ? 'up' : 'pending'} data-settled={settled}>
        {signed(row.amount, row.currency)}
      </strong>
    </li>
  )
}

/** A withdrawal is money out: shown with its minus, in colour once it was really paid. */
function WithdrawalItem({ row }: { row: WithdrawalRecord }) {
  const { i18n } = useLingui()
  const settled = withdrawalSettled(row)
  return (
    <li className="list-row record-row">
      <div>
        <strong>{i18n._(WITHDRAWAL_STATE_LABELS[row.state] ?? { id: row.state })}</strong>
        <div className="muted small">{formatDateTime(row.createdAt)}</div>
        <div className="muted small">{row.orderNo}</div>
        <div className="muted small">{row.method}</div>
        {row.reason ? <div className="down small">{row.reason}</div> : null}
      </div>
      <strong className={settled ? 'down' : 'pending'} data-settled={settled}>
        {formatAmount(`-${row.amount}`, row.currency)}
      </strong>
    </li>
  )
}
