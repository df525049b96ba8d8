import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useReveal } from '../../lib/useReveal.ts'

/**
 * What a form shows when its call got no answer (a time-out, the network, a server error): the
 * request may have been done, and Retry sends the very same one, under the same key, which the
 * server does once (decision 0063). Edit goes back to the form.
 */
export function SubmissionFailed({ onRetry, onEdit }: { onRetry(): void; onEdit(): void }) {
  const { t } = useLingui()
  const card = useRef<HTMLDivElement>(null)
  useReveal(card)
  return (
    <div
      className="card submission-failed"
      role="alert"
      data-testid="submission-failed"
      ref={card}
      tabIndex={-1}
    >
      <p>
        <strong>{t`No answer from Tradeflow`}</strong>
      </p>
      <p className="small">{t`Your request may have arrived. Retrying is safe: it sends the same request, and it is never carried out twice.`}</p>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onEdit}>
          {t`Edit`}
        </button>
        <button type="button" className="button primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      </div>
    </div>
  )
}
