import { useEffectEvent, useLayoutEffect, useRef } from 'react'

/**
 * A native `<dialog>` open as a modal for as long as it is rendered (issue 51): opened before the
 * first paint (a layout effect), and closed before it leaves the page, because closing (not
 * removing) an open modal is what makes the browser give focus back to the element that had it.
 * `onClosed` hears a close the browser made (Esc, or the page calling `close()`), never the one
 * on leaving. With `reopen`, such a close is taken as a request and the dialog opens again: the
 * caller's machine decides when it goes (a confirmation), and not the browser.
 */
export function useModalWhileRendered(onClosed: () => void, { reopen = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null)
  const closed = useEffectEvent(onClosed)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    const heard = () => {
      closed()
      if (reopen && dialog.isConnected) dialog.showModal()
    }
    dialog.addEventListener('close', heard)
    return () => {
      dialog.removeEventListener('close', heard)
      dialog.close()
    }
  }, [reopen])
  return ref
}
