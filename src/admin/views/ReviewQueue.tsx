import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { LOAN_STATE_LABELS } from '../../credit/rating.ts'
import {
  DEPOSIT_STATE_LABELS,
  KYC_STATE_LABELS,
  WITHDRAWAL_STATE_LABELS,
} from '../../funds/labels.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { fetchImage, useAdmin } from '../adminApi.ts'
import { useAdminData } from '../useAdminData.ts'

type Kind = 'deposit' | 'withdrawal' | 'realname' | 'loan'

interface ReviewRow {
  id: number
  account: string
  state: string
  createdAt: string
  reason: string | null
  orderNo?: string
  amount?: string
  /** A loan's amount (loan rows name it so). */
  principal?: string
  loanNo?: string
  currency?: string
  method?: string
  proof?: string
  name?: string
  idNumber?: string
  front?: string
  back?: string
}

/** The state a queue starts on: the requests that wait for a reviewer. */
const PENDING: Record<Kind, string> = {
  deposit: 'pendingReview',
  withdrawal: 'pendingReview',
  realname: 'underReview',
  loan: 'pendingReview',
}
/** Withdrawals approved but not yet sent wait for "mark paid". */
const FILTERS: Record<Kind, string[]> = {
  deposit: ['pendingReview', 'credited', 'rejected'],
  withdrawal: ['pendingReview', 'approved', 'paid', 'rejected'],
  realname: ['underReview', 'passed', 'rejected'],
  loan: ['pendingReview', 'outstanding', 'partlyRepaid', 'repaid', 'rejected'],
}

/** A review queue (spec §6 Back office): each request with its proof or photos, approve or reject. */
export function ReviewQueue({ kind }: { kind: Kind }) {
  const { t, i18n } = useLingui()
  const [state, setState] = useState(PENDING[kind])
  const [page, setPage] = useState(1)
  const rows = useAdminData<{ list: ReviewRow[]; total: number }>('reviews/list', {
    kind,
    state,
    page,
    size: LIST_PAGE_SIZE,
  })
  const labels =
    kind === 'deposit'
      ? DEPOSIT_STATE_LABELS
      : kind === 'withdrawal'
        ? WITHDRAWAL_STATE_LABELS
        : kind === 'loan'
          ? LOAN_STATE_LABELS
          : KYC_STATE_LABELS
  const stateLabel = (s: string) =>
    i18n._((labels as Record<string, { id: string }>)[s] ?? { id: s })
  return (
    <section>
      <div className="admin-filters" role="tablist">
        {FILTERS[kind].map((s) => (
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
        <button type="button" className="chip refresh" onClick={rows.reload}>
          {t`Refresh`}
        </button>
      </div>
      <LoadState load={rows}>
        {({ list, total }) =>
          list.length === 0 ? (
            <p className="empty">{t`Nothing here.`}</p>
          ) : (
            <>
              <ul className="review-list">
                {list.map((row) => (
                  <ReviewItem
                    key={row.id}
                    kind={kind}
                    row={row}
                    stateLabel={stateLabel(row.state)}
                    onDone={rows.reload}
                  />
                ))}
              </ul>
              <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
            </>
          )
        }
      </LoadState>
    </section>
  )
}

function ReviewItem({
  kind,
  row,
  stateLabel,
  onDone,
}: {
  kind: Kind
  row: ReviewRow
  stateLabel: string
  onDone(): void
}) {
  const { t } = useLingui()
  const { post } = useAdmin()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const decide = async (decision: 'approve' | 'reject' | 'pay') => {
    setBusy(true)
    try {
      await post('reviews/decide', { kind, id: row.id, decision, reason: reason || undefined })
      onDone()
    } catch {
      // shown by the API client
    } finally {
      setBusy(false)
    }
  }
  const pending = row.state === PENDING[kind]
  return (
    <li className="review-item" data-testid={`review-${kind}-${row.id}`}>
      <div className="review-facts">
        <strong>{row.account}</strong>
        <span className="badge-plain">{stateLabel}</span>
        {(row.amount ?? row.principal) && row.currency ? (
          <strong className="review-amount">
            {formatAmount((row.amount ?? row.principal)!, row.currency)}
          </strong>
        ) : null}
        {row.name ? (
          <span>
            {row.name} · {row.idNumber}
          </span>
        ) : null}
        {row.method ? <span className="muted">{row.method}</span> : null}
        {(row.orderNo ?? row.loanNo) ? (
          <span className="muted small">{row.orderNo ?? row.loanNo}</span>
        ) : null}
        <span className="muted small">{formatDateTime(row.createdAt)}</span>
        {row.reason ? <span className="down small">{row.reason}</span> : null}
      </div>
      <div className="review-images">
        {row.proof ? <UploadImage id={row.proof} label={t`Transfer proof`} /> : null}
        {row.front ? <UploadImage id={row.front} label={t`ID front`} /> : null}
        {row.back ? <UploadImage id={row.back} label={t`ID back`} /> : null}
      </div>
      {pending ? (
        <div className="review-actions">
          <input
            aria-label={t`Reason for rejection`}
            placeholder={t`Reason for rejection`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => void decide('reject')}
          >
            {t`Reject`}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void decide('approve')}
          >
            {t`Approve`}
          </button>
        </div>
      ) : kind === 'withdrawal' && row.state === 'approved' ? (
        <div className="review-actions">
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void decide('pay')}
          >
            {t`Mark paid`}
          </button>
        </div>
      ) : null}
    </li>
  )
}

function UploadImage({ id, label }: { id: string; label: string }) {
  const { t } = useLingui()
  const { token } = useAdmin()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let made: string | null = null
    fetchImage(id, token()).then(
      (u) => {
        made = u
        setUrl(u)
      },
      () => setFailed(true),
    )
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [id, token])
  return (
    <figure className="review-image">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
        </a>
      ) : (
        <span className="muted small">
          {failed ? t`The image could not be loaded.` : t`Loading…`}
        </span>
      )}
      <figcaption className="small muted">{label}</figcaption>
    </figure>
  )
}
