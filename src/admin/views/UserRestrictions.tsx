import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  RESTRICTIONS,
  type Restriction,
  restrictCall,
  usersListCall,
} from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { KYC_STATE_LABELS } from '../../i18n/labels/funds.ts'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'
import { ResetCodeIssue } from './ResetCodeIssue.tsx'

type Restrict = RequestOf<typeof restrictCall>

/** The one restriction a request changes (the console changes one at a time). */
const changeOf = (request: Restrict) =>
  RESTRICTIONS.flatMap((flag) => (request[flag] === undefined ? [] : [{ flag, on: request[flag] }]))

/**
 * Accounts and their restrictions (spec §6): frozen, login banned, disabled, no trade, no
 * withdraw. Each change is confirmed, then the account's restrictions as stored are shown.
 */
export function UserRestrictions() {
  const { t, i18n } = useLingui()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [resetAccount, setResetAccount] = useState('')
  const users = useAdminLoad(usersListCall, { query, page, size: LIST_PAGE_SIZE })
  const restrict = useAdminSubmission(restrictCall, { confirm: true, onDone: users.refresh })
  const labels: Record<Restriction, string> = {
    frozen: t`Frozen`,
    loginBanned: t`Login banned`,
    disabled: t`Disabled`,
    noTrade: t`No trading`,
    noWithdraw: t`No withdrawing`,
  }
  return (
    <section>
      <ResetCodeIssue account={resetAccount} onAccount={setResetAccount} />
      <input
        className="admin-search"
        type="search"
        placeholder={t`Search by phone number or name`}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setPage(1)
        }}
      />
      <ResultStep submission={restrict} title={t`Restrictions saved`}>
        {(answer) => {
          const active = RESTRICTIONS.filter((flag) => answer[flag]).map((flag) => labels[flag])
          const now = active.length > 0 ? active.join(', ') : t`none`
          return <p>{t`Account ${answer.account}, restrictions now: ${now}.`}</p>
        }}
      </ResultStep>
      <LoadState load={users} empty={<p className="empty">{t`No account found.`}</p>}>
        {({ list, total }) => (
          <>
            <ul className="review-list">
              {list.map((u) => (
                <li key={u.account} className="review-item" data-testid={`user-${u.account}`}>
                  <div className="review-facts">
                    <strong>{u.account}</strong>
                    <span>{u.realname ?? '—'}</span>
                    <span className="badge-plain">{i18n._(KYC_STATE_LABELS[u.kyc])}</span>
                    <span className="muted small">{t`Credit score ${u.creditScore}`}</span>
                  </div>
                  <div className="flag-toggles">
                    {RESTRICTIONS.map((flag) => (
                      <label key={flag}>
                        <input
                          type="checkbox"
                          checked={u[flag]}
                          disabled={restrict.isBusy}
                          onChange={(e) =>
                            restrict.submit({ account: u.account, [flag]: e.target.checked })
                          }
                        />
                        {labels[flag]}
                      </label>
                    ))}
                  </div>
                  <button
                    type="button"
                    className="text-link"
                    onClick={() => setResetAccount(u.account)}
                  >
                    {t`Issue password reset code`}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
      <ConfirmStep submission={restrict} title={t`Confirm restriction`}>
        {(request) =>
          changeOf(request).map(({ flag, on }) => (
            <p key={flag}>
              {on
                ? t`Set “${labels[flag]}” on account ${request.account}?`
                : t`Lift “${labels[flag]}” from account ${request.account}?`}
            </p>
          ))
        }
      </ConfirmStep>
    </section>
  )
}
