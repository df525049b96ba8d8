import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type ReviewRow,
  reviewDecideCall,
  reviewListCall,
} from '../../../machines/backOffice/calls.ts'
import {
  decisionAllowed,
  decisionFailsTransfer,
  offersDecision,
  REVIEWS,
  type ReviewDecision,
  type ReviewKind,
} from '../../../machines/backOffice/reviews.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { LOAN_STATE_LABELS } from '../../i18n/labels/credit.ts'
import {
  DEPOSIT_STATE_LABELS,
  KYC_STATE_LABELS,
  WITHDRAWAL_STATE_LABELS,
} from '../../i18n/labels/funds.ts'
import { formatDateTime, formatDay } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { PayeeDetails } from './PayeeDetails.tsx'
import { UploadImage } from './UploadImage.tsx'

/** The queues with a tab of their own (subscriptions are reviewed beside their new share). */
type QueueKind = Exclude<ReviewKind, 'subscription'>

const STATE_LABELS: Record<QueueKind, Record<string, MessageDescriptor>> = {
  deposit: DEPOSIT_STATE_LABELS,
  withdrawal: WITHDRAWAL_STATE_LABELS,
  realname: KYC_STATE_LABELS,
  loan: LOAN_STATE_LABELS,
}

type Decide = RequestOf<typeof reviewDecideCall>

/** Reject (with its reason) before the primary decision, as the row reads left to right. */
const BUTTON_ORDER: readonly ReviewDecision[] = ['reject', 'approve', 'pay']

/**
 * A review queue (spec §6 Back office): each request with its proof or photos, and the decisions
 * its lifecycle machine takes in its state; each decision is confirmed, then its result shown.
 */
export function ReviewQueue({ kind }: { kind: QueueKind }) {
  const { t, i18n } = useLingui()
  const states = REVIEWS[kind].states
  const [state, setState] = useState(states[0]!)
  const [page, setPage] = useState(1)
  const rows = useAdminLoad(reviewListCall, { kind, state, page, size: LIST_PAGE_SIZE })
  const decision = useAdminSubmission(reviewDecideCall, { confirm: true, onDone: rows.refresh })
  const stateLabel = (s: string) => i18n._(STATE_LABELS[kind][s] ?? { id: s })
  const rowOf = (id: number) => rows.data?.list.find((r) => r.id === id)
  return (
    <section>
      <div className="admin-filters">
        <div className="admin-filter-tabs" role="tablist">
          {states.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={state === s}
              className={state === s ? 'chip navActive' : 'chip'}
              onClick={() => {
                setState(s)
                setPage(1)
              }}
            >
              {stateLabel(s)}
            </button>
          ))}
        </div>
        <button type="button" className="chip refresh" onClick={rows.refresh}>
          {t`Refresh`}
        </button>
      </div>
      <ResultStep submission={decision} title={t`Decision saved`}>
        {(answer) => <p>{t`Request ${answer.id} is now: ${stateLabel(answer.state)}.`}</p>}
      </ResultStep>
      <LoadState load={rows} empty={<p className="empty">{t`Nothing here.`}</p>}>
        {({ list, total }) => (
          <>
            <ul className="review-list">
              {list.map((row) => (
                <ReviewItem
                  key={row.id}
                  kind={kind}
                  row={row}
                  stateLabel={stateLabel(row.state)}
                  busy={decision.isBusy}
                  onDecide={(request) => decision.submit(request)}
                />
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
      <ConfirmStep submission={decision} title={t`Confirm decision`}>
        {(request) => <DecisionQuestion kind={kind} request={request} row={rowOf(request.id)} />}
      </ConfirmStep>
    </section>
  )
}

/** What the reviewer is asked before a decision is sent. */
function DecisionQuestion({
  kind,
  request,
  row,
}: {
  kind: QueueKind
  request: Decide
  row: ReviewRow | undefined
}) {
  const { t } = useLingui()
  const facts = row ? factsOf(row) : null
  const who = facts ? [row?.account, facts.amount, facts.ref].filter(Boolean).join(' · ') : ''
  const failsTransfer = row ? decisionFailsTransfer(kind, row.state, request.decision) : false
  const questions: Record<ReviewDecision, string> = {
    approve: t`Approve this request? ${who}`,
    reject: failsTransfer
      ? t`Record that this transfer could not be sent? The money returns to the account. ${who}`
      : t`Reject this request? ${who}`,
    pay: t`Mark this withdrawal paid? Only once the money has been sent. ${who}`,
  }
  return (
    <>
      <p>{questions[request.decision]}</p>
      {request.reason ? <p className="muted">{t`Reason: ${request.reason}`}</p> : null}
    </>
  )
}

/** What a row shows, whatever its kind: amount, reference, payout method, identity, images. */
function factsOf(row: ReviewRow) {
  const money =
    'amount' in row
      ? formatAmount(row.amount, row.currency)
      : 'principal' in row
        ? formatAmount(row.principal, row.currency)
        : null
  return {
    amount: money,
    ref: 'orderNo' in row ? row.orderNo : 'loanNo' in row ? row.loanNo : null,
    method: 'method' in row ? row.method : null,
    identity:
      'idNumber' in row
        ? [row.name, row.idNumber, row.dateOfBirth ? formatDay(row.dateOfBirth) : null]
            .filter(Boolean)
            .join(' · ')
        : null,
    proof: 'proof' in row ? row.proof : null,
    photos: 'front' in row ? { front: row.front, back: row.back } : null,
    payee: 'payee' in row ? row.payee : null,
  }
}

function ReviewItem({
  kind,
  row,
  stateLabel,
  busy,
  onDecide,
}: {
  kind: QueueKind
  row: ReviewRow
  stateLabel: string
  busy: boolean
  onDecide(request: Decide): void
}) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const facts = factsOf(row)
  const offered = BUTTON_ORDER.filter((d) => offersDecision(kind, row.state, d))
  const failsTransfer = decisionFailsTransfer(kind, row.state, 'reject')
  const labels: Record<ReviewDecision, string> = {
    approve: t`Approve`,
    reject: failsTransfer ? t`Transfer failed` : t`Reject`,
    pay: t`Mark paid`,
  }
  return (
    <li className="review-item" data-testid={`review-${kind}-${row.id}`}>
      <div className="review-facts">
        <strong>{row.account}</strong>
        <span className="badge-plain">{stateLabel}</span>
        {facts.amount ? <strong className="review-amount">{facts.amount}</strong> : null}
        {facts.identity ? <span>{facts.identity}</span> : null}
        {facts.method ? <span className="muted">{facts.method}</span> : null}
        {facts.ref ? <span className="muted small">{facts.ref}</span> : null}
        <span className="muted small">{formatDateTime(row.createdAt)}</span>
        {row.reason ? <span className="down small">{row.reason}</span> : null}
        {facts.payee ? <PayeeDetails payee={facts.payee} /> : null}
      </div>
      <div className="review-images">
        {facts.proof ? <UploadImage id={facts.proof} label={t`Transfer proof`} /> : null}
        {facts.photos ? <UploadImage id={facts.photos.front} label={t`ID front`} /> : null}
        {facts.photos ? <UploadImage id={facts.photos.back} label={t`ID back`} /> : null}
      </div>
      {offered.length > 0 ? (
        <div className="review-actions">
          {offered.includes('reject') ? (
            <input
              aria-label={failsTransfer ? t`Why the transfer failed` : t`Reason for rejection`}
              placeholder={failsTransfer ? t`Why the transfer failed` : t`Reason for rejection`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          ) : null}
          {offered.map((d) => (
            <button
              key={d}
              type="button"
              className={d === 'reject' ? 'secondary' : 'primary'}
              data-decision={d}
              disabled={busy || !decisionAllowed(kind, row.state, d, reason)}
              onClick={() =>
                onDecide({
                  kind,
                  id: row.id,
                  decision: d,
                  ...(d === 'reject' ? { reason } : {}),
                })
              }
            >
              {labels[d]}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  )
}
