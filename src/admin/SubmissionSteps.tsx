import type { ReactNode } from 'react'
import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { ConfirmDialog } from '../components/ConfirmDialog.tsx'
import { SubmissionResult } from '../components/form/SubmissionResult.tsx'
import type { SubmissionView } from '../lib/useCallSubmission.ts'

/** A console action's confirmation, shown while its submission asks for it (Back or Confirm). */
export function ConfirmStep<C extends AnyCall>({
  submission,
  title,
  children,
}: {
  submission: SubmissionView<C>
  title: string
  children(request: RequestOf<C>): ReactNode
}) {
  if (!submission.isConfirming || submission.request === null) return null
  return (
    <ConfirmDialog
      title={title}
      busy={submission.isBusy}
      onBack={submission.back}
      onConfirm={submission.confirm}
    >
      {children(submission.request)}
    </ConfirmDialog>
  )
}

/** What a console action did, on screen until the operator dismisses it. */
export function ResultStep<C extends AnyCall>({
  submission,
  title,
  children,
}: {
  submission: SubmissionView<C>
  title: string
  children(answer: AnswerOf<C>, request: RequestOf<C>): ReactNode
}) {
  if (!submission.isDone || submission.answer === null || submission.request === null) return null
  return (
    <SubmissionResult title={title} onDismiss={submission.edit}>
      {children(submission.answer, submission.request)}
    </SubmissionResult>
  )
}
