import { useLingui } from '@lingui/react/macro'
import type { ReactNode, SyntheticEvent } from 'react'
import { useModalWhileRendered } from './useModalWhileRendered.ts'

/**
 * A modal question with Back and Confirm (spec §2: closing a position asks for confirmation; so
 * do an order, a subscription, a payment and a waiver). `busy` disables Confirm while it runs.
 *
 * A native modal `<dialog>` (issue 51): the browser keeps focus inside it and the page behind
 * inert, Esc is Back, and focus goes back to where it was once the question is gone. It is open
 * for as long as it is rendered: the caller's machine decides when it goes, never the browser.
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
  // A close the page may not refuse (a second Esc with no tap between: the browser's guard
  // against a page that never lets go) is Back too, and the dialog opens again while shown.
  const dialog = useModalWhileRendered(onBack, { reopen: true })
  // Esc asks to cancel: that is Back, which the machine may take (the dialog then goes) or not.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault()
    onBack()
  }
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-label={title} onCancel={cancel}>
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
    </dialog>
  )
}
