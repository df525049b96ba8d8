import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Agreements } from './views/Agreements.tsx'
import { AuditLog } from './views/AuditLog.tsx'
import { Broadcast } from './views/Broadcast.tsx'
import { CreditChange } from './views/CreditChange.tsx'
import { DepositChannels } from './views/DepositChannels.tsx'
import { FollowFunds } from './views/FollowFunds.tsx'
import { IpoProducts } from './views/IpoProducts.tsx'
import { Lendings } from './views/Lendings.tsx'
import { QuantStrategies } from './views/QuantStrategies.tsx'
import { QuantTransfers } from './views/QuantTransfers.tsx'
import { ReviewQueue } from './views/ReviewQueue.tsx'
import { SiteSettings } from './views/SiteSettings.tsx'
import { UserRestrictions } from './views/UserRestrictions.tsx'

type Section =
  | 'deposit'
  | 'withdrawal'
  | 'realname'
  | 'loan'
  | 'ipo'
  | 'follow'
  | 'quant'
  | 'strategies'
  | 'messages'
  | 'agreements'
  | 'lending'
  | 'users'
  | 'credit'
  | 'channels'
  | 'settings'
  | 'audit'

/**
 * The console once the operator is signed in with their second factor: the sections' tabs and
 * the open section (which tab is open is navigation, not a flow step).
 */
export function ConsoleSections() {
  const { t } = useLingui()
  const [section, setSection] = useState<Section>('deposit')
  const sections: Array<{ id: Section; label: string }> = [
    { id: 'deposit', label: t`Deposits` },
    { id: 'withdrawal', label: t`Withdrawals` },
    { id: 'realname', label: t`Real name` },
    { id: 'loan', label: t`Loans` },
    { id: 'ipo', label: t`New shares` },
    { id: 'follow', label: t`Follow funds` },
    { id: 'quant', label: t`Quant transfers` },
    { id: 'strategies', label: t`AI quant strategies` },
    { id: 'messages', label: t`Messages` },
    { id: 'agreements', label: t`Contracts` },
    { id: 'lending', label: t`Stock lending` },
    { id: 'users', label: t`Accounts` },
    { id: 'credit', label: t`Credit` },
    { id: 'channels', label: t`Deposit channels` },
    { id: 'settings', label: t`Site settings` },
    { id: 'audit', label: t`Audit log` },
  ]
  return (
    <>
      <div className="admin-nav" role="tablist">
        {sections.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            data-section={s.id}
            aria-selected={section === s.id}
            className={section === s.id ? 'navActive' : ''}
            onClick={() => setSection(s.id)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <main className="admin-main">
        {section === 'deposit' ||
        section === 'withdrawal' ||
        section === 'realname' ||
        section === 'loan' ? (
          <ReviewQueue kind={section} key={section} />
        ) : section === 'ipo' ? (
          <IpoProducts />
        ) : section === 'follow' ? (
          <FollowFunds />
        ) : section === 'quant' ? (
          <QuantTransfers />
        ) : section === 'strategies' ? (
          <QuantStrategies />
        ) : section === 'messages' ? (
          <Broadcast />
        ) : section === 'agreements' ? (
          <Agreements />
        ) : section === 'lending' ? (
          <Lendings />
        ) : section === 'users' ? (
          <UserRestrictions />
        ) : section === 'credit' ? (
          <CreditChange />
        ) : section === 'channels' ? (
          <DepositChannels />
        ) : section === 'settings' ? (
          <SiteSettings />
        ) : (
          <AuditLog />
        )}
      </main>
    </>
  )
}
