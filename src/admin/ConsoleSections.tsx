import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ConsoleSection } from './consoleLine.ts'
import { CONSOLE_LINES } from './consoleLines.ts'
import { AuditLog } from './views/AuditLog.tsx'
import { CreditChange } from './views/CreditChange.tsx'
import { DepositChannels } from './views/DepositChannels.tsx'
import { ReviewQueue } from './views/ReviewQueue.tsx'
import { SiteSettings } from './views/SiteSettings.tsx'
import { UserRestrictions } from './views/UserRestrictions.tsx'

/** The core's review queues, first. */
const QUEUES: readonly ConsoleSection[] = [
  { id: 'deposit', label: msg`Deposits`, view: () => <ReviewQueue kind="deposit" /> },
  { id: 'withdrawal', label: msg`Withdrawals`, view: () => <ReviewQueue kind="withdrawal" /> },
  { id: 'realname', label: msg`Real name`, view: () => <ReviewQueue kind="realname" /> },
]

/** The core's accounts, money channels, settings and audit, last. */
const ADMINISTRATION: readonly ConsoleSection[] = [
  { id: 'users', label: msg`Accounts`, view: UserRestrictions },
  { id: 'credit', label: msg`Credit`, view: CreditChange },
  { id: 'channels', label: msg`Deposit channels`, view: DepositChannels },
  { id: 'settings', label: msg`Site settings`, view: SiteSettings },
  { id: 'audit', label: msg`Audit log`, view: AuditLog },
]

/** Every section's tab, in order: the queues, each product line's (consoleLines.ts), the rest. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  ...QUEUES,
  ...CONSOLE_LINES.flatMap((line) => line.sections),
  ...ADMINISTRATION,
]

/**
 * The console once the operator is signed in with their second factor: the sections' tabs and
 * the open section (which tab is open is navigation, not a flow step).
 */
export function ConsoleSections() {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(CONSOLE_SECTIONS[0]!)
  const View = open.view
  return (
    <>
      <div className="admin-nav" role="tablist">
        {CONSOLE_SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            data-section={s.id}
            aria-selected={open.id === s.id}
            className={open.id === s.id ? 'navActive' : ''}
            onClick={() => setOpen(s)}
          >
            {i18n._(s.label)}
          </button>
        ))}
      </div>
      <main className="admin-main">
        <View key={open.id} />
      </main>
    </>
  )
}
