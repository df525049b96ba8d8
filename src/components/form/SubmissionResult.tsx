import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * What the user sees once the server took a submission: a card that stays until dismissed (a
 * 2-second toast alone is easy to miss when money moved).
 */
export function SubmissionResult({
  title,
  children,
  onDismiss,
}: {
  title: string
  children: ReactNode
  onDismiss(): void
}) {
  const { t } = useLingui()
  return (
    <div className="card result" role="status" data-testid="submission-result">
      <h2>{title}</h2>
      {children}
      <button type="button" className="button secondary" onClick={onDismiss}>
        {t`Done`}
      </button>
    </div>
  )
}
