import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useSyncExternalStore } from 'react'
import { formatPercent } from '../../../machines/money.ts'
import { uploadProgress } from '../../lib/uploadProgress.ts'
import { SubmissionFailed } from './SubmissionFailed.tsx'

/** The part of a submission the form needs to offer a retry after no answer. */
export interface FailedSubmission {
  isFailed: boolean
  retry(): void
  edit(): void
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
