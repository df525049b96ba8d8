import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useSyncExternalStore } from 'react'
import { formatPercent } from '../../../machines/money.ts'
import { uploadProgress } from '../../lib/uploadProgress.ts'
import { SubmissionFailed } from './SubmissionFailed.tsx'

/** The part of a submission the form needs: a retry after no answer, a refusal that stays. */
export interface FailedSubmission {
  isFailed: boolean
  retry(): void
  edit(): void
  /** Why it was refused, in the user's words, while it stands. */
  refusalText?: string | null
}

/**
 * A money form: its fields, then one submit button that says it is sending while busy. While
 * `waiting` (the terms of a new choice on it are not in yet), it cannot be sent either. When its
 * call got no answer (`failure`), Retry and Edit take the button's place.
 */
export function FormShell({
  onSubmit,
  busy,
  waiting = false,
  submitLabel,
  failure,
  children,
}: {
  onSubmit(): void
  busy: boolean
  waiting?: boolean
  submitLabel: string
  failure?: FailedSubmission
  children: ReactNode
}) {
  const { t } = useLingui()
  const progress = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.read)
  const percent =
    busy && progress && progress.total > 0
      ? Math.floor((100 * progress.sent) / progress.total)
      : null
  const sent = percent === null ? '' : formatPercent(String(percent))
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {percent !== null ? (
        <progress
          className="upload-progress"
          data-testid="upload-progress"
          max={100}
          value={percent}
          aria-label={t`Upload`}
        />
      ) : null}
      {failure?.refusalText ? (
        // It stays until the next submit, beside the button (issue 48: a 2-second toast alone left
        // nothing on screen three seconds after the tap).
        <p className="form-refusal" role="alert" data-testid="form-refusal">
          {failure.refusalText}
        </p>
      ) : null}
      {failure?.isFailed ? (
        <SubmissionFailed onRetry={failure.retry} onEdit={failure.edit} />
      ) : (
        <button type="submit" className="primary" disabled={busy || waiting}>
          {percent !== null ? t`Sending… ${sent}` : busy ? t`Sending…` : submitLabel}
        </button>
      )}
    </form>
  )
}
