import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type AdminFund,
  fundFollowersCall,
  fundShelfCall,
  fundsAdminCall,
} from '../../../machines/backOffice/followFunds.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { FOLLOW_STATE_LABELS, STRATEGY_LABELS } from '../../i18n/labels/follow.ts'
import { formatDateTime } from '../../lib/date.ts'
import { formatAmount } from '../../lib/money.ts'
import { percentOf, rateOf } from '../../lib/percent.ts'
import { ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { FundEditor } from './FundEditor.tsx'

/**
 * Copy-trade funds in the console (issue 19): create one, edit its rule and terms, put it on the
 * shelf or take it off, and see its followers and what they hold and were paid. Every change is
 * in the audit log; a fund's figures come from its rule on the exchange's closes.
 */
export function FollowFunds() {
  const { t } = useLingui()
  const funds = useAdminLoad(fundsAdminCall, {})
  return (
    <section>
      <details className="admin-form">
        <summary className="button secondary">{t`New fund`}</summary>
        <FundEditor onSaved={funds.refresh} />
      </details>
      <LoadState load={funds} empty={<p className="empty">{t`No fund yet.`}</p>}>
        {(list) => (
          <ul className="review-list">
            {list.map((f) => (
              <FundItem key={f.id} fund={f} onChanged={funds.refresh} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function FundItem({ fund: f, onChanged }: { fund: AdminFund; onChanged(): void }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState<'none' | 'edit' | 'followers'>('none')
  const shelf = useAdminSubmission(fundShelfCall, { onDone: onChanged })
  const money = (v: string) => formatAmount(v, f.currency)
  return (
    <li className="review-item" data-testid={`admin-fund-${f.id}`}>
      <div className="review-facts">
        <strong>{f.name}</strong>
        <span className="badge-plain">{f.onShelf ? t`On the shelf` : t`Off the shelf`}</span>
        <span className="muted small">
          {i18n._(STRATEGY_LABELS[f.strategy.kind])} · {f.strategy.codes.join(', ')}
        </span>
        <span>
          {t`Expected`} {rateOf(f.expectedReturn)} · {t`Earned`} {percentOf(f.earnedReturn)} ·{' '}
          {t`Strategy orders`} {f.orderCount}
        </span>
        <span>
          {t`Followers`} {f.followers} · {t`Held`} {money(f.held)} / {money(f.fundSize)}
        </span>
        <span className="muted small">
          {t`Copy deadline`} {formatDateTime(f.deadlineAt)} · {t`Locked until`}{' '}
          {formatDateTime(f.lockUntil)} · {t`Ends at`} {formatDateTime(f.endsAt)}
        </span>
      </div>
      <div className="review-actions">
        <button
          type="button"
          className="secondary"
          disabled={shelf.isBusy}
          onClick={() => shelf.submit({ id: f.id, onShelf: !f.onShelf })}
        >
          {f.onShelf ? t`Take off the shelf` : t`Put on the shelf`}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => setOpen(open === 'edit' ? 'none' : 'edit')}
        >
          {t`Edit`}
        </button>
        <button
          type="button"
          className="secondary"
          data-testid="fund-followers-toggle"
          onClick={() => setOpen(open === 'followers' ? 'none' : 'followers')}
        >
          {t`Followers`}
        </button>
      </div>
      <ResultStep submission={shelf} title={f.name}>
        {(answer) => (
          <p>
            {answer.onShelf
              ? t`On the shelf: investors can follow it.`
              : t`Off the shelf: no new follows; follows in progress go on.`}
          </p>
        )}
      </ResultStep>
      {open === 'edit' && <FundEditor fund={f} onSaved={onChanged} />}
      {open === 'followers' && <Followers fund={f} />}
    </li>
  )
}

/** A fund's follows: who, how much, what it is worth, and what an ended one paid back. */
function Followers({ fund: f }: { fund: AdminFund }) {
  const { t, i18n } = useLingui()
  const load = useAdminLoad(fundFollowersCall, { id: f.id })
  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, f.currency))
  return (
    <LoadState load={load} empty={<p className="empty">{t`Nobody follows this fund yet.`}</p>}>
      {(rows) => (
        <table className="admin-table" data-testid="fund-followers">
          <thead>
            <tr>
              <th>{t`Follow`}</th>
              <th>{t`Account`}</th>
              <th>{t`Status`}</th>
              <th>{t`Invested`}</th>
              <th>{t`Value`}</th>
              <th>{t`Fees`}</th>
              <th>{t`Paid back`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.followNo}>
                <td>{r.followNo}</td>
                <td>{r.account}</td>
                <td>{i18n._(FOLLOW_STATE_LABELS[r.state])}</td>
                <td>{money(r.principal)}</td>
                <td>{money(r.value)}</td>
                <td>{money(r.fees)}</td>
                <td>{money(r.paidOut)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </LoadState>
  )
}
