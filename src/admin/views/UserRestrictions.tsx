import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { KycStatus } from '../../../machines/funds/withdrawalGate.ts'
import { LIST_PAGE_SIZE } from '../../../machines/rules.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { KYC_STATE_LABELS } from '../../funds/labels.ts'
import { useAdmin } from '../adminApi.ts'
import { useAdminData } from '../useAdminData.ts'

const FLAGS = ['frozen', 'loginBanned', 'disabled', 'noTrade', 'noWithdraw'] as const
type Flag = (typeof FLAGS)[number]

interface UserRow extends Record<Flag, boolean> {
  account: string
  realname: string | null
  kyc: KycStatus
  creditScore: number
}

/** Accounts and their restrictions (spec §6): frozen, login banned, disabled, no trade, no withdraw. */
export function UserRestrictions() {
  const { t, i18n } = useLingui()
  const { post } = useAdmin()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const users = useAdminData<{ list: UserRow[]; total: number }>('users/list', {
    query,
    page,
    size: LIST_PAGE_SIZE,
  })
  const labels: Record<Flag, string> = {
    frozen: t`Frozen`,
    loginBanned: t`Login banned`,
    disabled: t`Disabled`,
    noTrade: t`No trading`,
    noWithdraw: t`No withdrawing`,
  }
  const toggle = async (account: string, flag: Flag, value: boolean) => {
    try {
      await post('users/restrict', { account, [flag]: value })
      users.reload()
    } catch {
      // shown by the API client
    }
  }
  return (
    <section>
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
      <LoadState load={users}>
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
                    {FLAGS.map((flag) => (
                      <label key={flag}>
                        <input
                          type="checkbox"
                          checked={u[flag]}
                          onChange={(e) => void toggle(u.account, flag, e.target.checked)}
                        />
                        {labels[flag]}
                      </label>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={Math.ceil(total / LIST_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </LoadState>
    </section>
  )
}
