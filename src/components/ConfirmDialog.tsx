import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type SyntheticEvent, useEffectEvent, useLayoutEffect, useRef } from 'react'

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
  const dialog = useModalWhileRendered(onBack)
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

/**
 * Opens the dialog as a modal when it is drawn and closes it before it leaves the page: closing
 * (not removing) an open modal is what makes the browser give focus back to the element that had
 * it. A layout effect, so it is open before the first paint, and closed again while an
 * `<Activity>` around it is hidden.
 */
function useModalWhileRendered(onBack: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const back = useEffectEvent(onBack)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    // A close the page may not refuse (a second Esc with no tap between: the browser's guard
    // against a page that never lets go) is Back too; a dialog the machine still shows opens
    // again rather than staying on the page, closed.
    const reopen = () => {
      back()
      if (dialog.isConnected) dialog.showModal()
    }
    dialog.addEventListener('close', reopen)
    return () => {
      dialog.removeEventListener('close', reopen)
      dialog.close()
    }
  }, [])
  return ref
}
