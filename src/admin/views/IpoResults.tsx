import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type AdminProduct,
  ipoAllotCall,
  ipoResultsCall,
  reviewDecideCall,
  type SubscriptionResult,
} from '../../../machines/backOffice/calls.ts'
import { allotsByHand, productActions } from '../../../machines/backOffice/products.ts'
import { decisionAllowed, offersDecision } from '../../../machines/backOffice/reviews.ts'
import { formatCount } from '../../../machines/money.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { SUBSCRIPTION_STATE_LABELS } from '../../i18n/labels/ipo.ts'
import { formatAmount } from '../../lib/money.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'

/** The allotments typed so far: subscription number → shares (blank ones left out). */
const allotmentsOf = (typed: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(typed)
      .filter(([, v]) => v.trim() !== '')
      .map(([no, v]) => [no, Number(v)]),
  )

/**
 * Every subscription of a product. A placement is allotted here by hand, and a subscription that
 * waits for its draw can be rejected with a reason; both are confirmed, then their result shown.
 */
export function IpoResults({
  product: p,
  onChanged,
}: {
  product: AdminProduct
  onChanged(): void
}) {
  const { t } = useLingui()
  const results = useAdminLoad(ipoResultsCall, { id: p.id })
  const reload = () => {
    results.refresh()
    onChanged()
  }
  const allot = useAdminSubmission(ipoAllotCall, { confirm: true, onDone: reload })
  const reject = useAdminSubmission(reviewDecideCall, { confirm: true, onDone: reload })
  const [typed, setTyped] = useState<Record<string, string>>({})
  const [reason, setReason] = useState('')
  const accountOf = (id: number) => results.data?.find((s) => s.id === id)?.account ?? ''
  return (
    <>
      <ResultStep submission={allot} title={t`Allotment saved`}>
        {(a) => <p>{t`${a.won} allotted, ${a.notWon} not won.`}</p>}
      </ResultStep>
      <ResultStep submission={reject} title={t`Subscription rejected`}>
        {(_, request) => (
          <p>{t`The subscription of ${accountOf(request.id)} is rejected; its frozen money is available again.`}</p>
        )}
      </ResultStep>
      <LoadState load={results} empty={<p className="muted">{t`No subscriptions yet.`}</p>}>
        {(list) => (
          <>
            <table className="admin-table">
              <thead>
                <tr>
                  <th>{t`Account`}</th>
                  <th>{t`Status`}</th>
                  <th>{t`Shares applied for`}</th>
                  <th>{t`Shares allotted`}</th>
                  <th>{t`Frozen`}</th>
                  <th>{t`Returned`}</th>
                  <th>{t`Paid`}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.map((s) => (
                  <ResultRow
                    key={s.subscriptionNo}
                    product={p}
                    subscription={s}
                    typed={typed[s.subscriptionNo] ?? ''}
                    onType={(v) => setTyped({ ...typed, [s.subscriptionNo]: v })}
                    canReject={decisionAllowed('subscription', s.state, 'reject', reason)}
                    busy={reject.isBusy}
                    onReject={() =>
                      reject.submit({ kind: 'subscription', id: s.id, decision: 'reject', reason })
                    }
                  />
                ))}
              </tbody>
            </table>
            <input
              aria-label={t`Reason for rejection`}
              placeholder={t`Reason for rejection`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {productActions(p).allot && (
              <button
                type="button"
                className="primary"
                disabled={allot.isBusy}
                onClick={() => allot.submit({ id: p.id, allotments: allotmentsOf(typed) })}
              >
                {t`Save allotment`}
              </button>
            )}
          </>
        )}
      </LoadState>
      <ConfirmStep submission={allot} title={t`Confirm allotment`}>
        {(request) => (
          <p>{t`Allot ${p.name} as typed? ${Object.keys(request.allotments).length} subscriptions get shares; every other one waiting for the draw is not won and refunded when the results are announced.`}</p>
        )}
      </ConfirmStep>
      <ConfirmStep submission={reject} title={t`Confirm rejection`}>
        {(request) => (
          <p>{t`Reject the subscription of ${accountOf(request.id)}? Its frozen money returns at once. Reason: ${request.reason ?? ''}`}</p>
        )}
      </ConfirmStep>
    </>
  )
}

function ResultRow({
  product,
  subscription: s,
  typed,
  onType,
  canReject,
  busy,
  onReject,
}: {
  product: AdminProduct
  subscription: SubscriptionResult
  typed: string
  onType(value: string): void
  canReject: boolean
  busy: boolean
  onReject(): void
}) {
  const { t, i18n } = useLingui()
  return (
    <tr data-state={s.state}>
      <td>{s.account}</td>
      <td>{i18n._(SUBSCRIPTION_STATE_LABELS[s.state])}</td>
      <td>{formatCount(String(s.requestedShares))}</td>
      <td>
        {allotsByHand(product, s) ? (
          <input
            aria-label={t`Shares allotted`}
            inputMode="numeric"
            value={typed}
            onChange={(e) => onType(e.target.value)}
          />
        ) : s.allottedShares === null ? (
          '—'
        ) : (
          formatCount(String(s.allottedShares))
        )}
      </td>
      <td>{formatAmount(s.frozen, s.currency)}</td>
      <td>{s.refunded ? formatAmount(s.refunded, s.currency) : '—'}</td>
      <td>{s.paid ? formatAmount(s.paid, s.currency) : '—'}</td>
      <td>
        {offersDecision('subscription', s.state, 'reject') && (
          <button
            type="button"
            className="secondary"
            disabled={busy || !canReject}
            onClick={onReject}
          >
            {t`Reject`}
          </button>
        )}
      </td>
    </tr>
  )
}
