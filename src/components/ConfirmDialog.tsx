import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A modal question with Back and Confirm (spec §2: closing a position asks for confirmation; so
 * do an order, a subscription, a payment and a waiver). `busy` disables Confirm while it runs.
 */
export function ConfirmDialog({
  title,
  children,
  busy,
  onBack,
  onConfirm,
}: {
  title: string
  children: ReactNode
  busy: boolean
  onBack(): void
  onConfirm(): void
}) {
  const { t } = useLingui()
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-label={title}>
        <h2>{title}</h2>
        {children}
        <div className="button-row">
          <button type="button" className="button secondary" onClick={onBack}>
            {t`Back`}
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={onConfirm}>
            {t`Confirm`}
          </button>
        </div>
      </div>
    </div>
  )
}
