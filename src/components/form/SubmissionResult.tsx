import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { useReveal } from '../../lib/useReveal.ts'

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
  const card = useRef<HTMLDivElement>(null)
  useReveal(card)
  return (
    <div
      className="card result"
      role="status"
      data-testid="submission-result"
      ref={card}
      tabIndex={-1}
    >
      <h2>{title}</h2>
      {children}
      <button type="button" className="button secondary" onClick={onDismiss}>
        {t`Done`}
      </button>
    </div>
  )
}
