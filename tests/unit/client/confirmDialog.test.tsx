// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Activity, act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../../../src/components/ConfirmDialog.tsx'

type ActivityMode = 'visible' | 'hidden'

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
globals.IS_REACT_ACT_ENVIRONMENT = true

let unmount = () => {}
afterEach(() => {
  act(unmount)
  vi.restoreAllMocks()
})

/** The dialog on a page, as a screen shows it while its machine is confirming. */
function shown({ busy = false, mode = 'visible' as ActivityMode } = {}) {
  const onBack = vi.fn()
  const onConfirm = vi.fn()
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const render = (open: boolean, activity = mode) =>
    act(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Activity mode={activity}>
            {open && (
              <ConfirmDialog
                title="Close position"
                busy={busy}
                onBack={onBack}
                onConfirm={onConfirm}
              >
                <p>Close 2 lots?</p>
              </ConfirmDialog>
            )}
          </Activity>
        </I18nProvider>,
      ),
    )
  render(true)
  unmount = () => {
    root.unmount()
    host.remove()
  }
  const dialog = host.querySelector('dialog')!
  return {
    dialog,
    onBack,
    onConfirm,
    hide: () => render(false),
    show: (activity: ActivityMode) => render(true, activity),
  }
}

const button = (dialog: HTMLDialogElement, name: string) =>
  [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!

// issue 51, item 6: the confirm dialog on the native <dialog>
describe('the confirm dialog (src/components/ConfirmDialog.tsx)', () => {
  it('is a modal dialog named by its title, open as soon as it is drawn', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { dialog } = shown()
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-label')).toBe('Close position')
  })

  it('answers Back and Confirm through its callbacks', () => {
    const { dialog, onBack, onConfirm } = shown()
    act(() => button(dialog, 'Back').click())
    act(() => button(dialog, 'Confirm').click())
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('holds Confirm while busy', () => {
    expect(button(shown({ busy: true }).dialog, 'Confirm').disabled).toBe(true)
  })

  it('takes Esc (the cancel event) as Back, and keeps the browser from closing it', () => {
    const { dialog, onBack } = shown()
    const esc = new Event('cancel', { cancelable: true })
    act(() => dialog.dispatchEvent(esc))
    expect(onBack).toHaveBeenCalledTimes(1)
    // Closing is the machine's to decide: the browser's own close on Esc is refused.
    expect(esc.defaultPrevented).toBe(true)
  })

  it('opens again after a close the browser would not let it refuse, having said Back', () => {
    const { dialog, onBack } = shown()
    act(() => dialog.close())
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
  })

  it('is closed, not only removed, when it goes: the browser then gives focus back', () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close')
    const { onBack, hide } = shown()
    hide()
    expect(close).toHaveBeenCalledTimes(1)
    expect(onBack).not.toHaveBeenCalled()
  })

  it('is closed while a kept-alive tab around it is hidden, and open again when it is shown', () => {
    const { dialog, show, onBack } = shown()
    show('hidden')
    expect(dialog.open).toBe(false)
    show('visible')
    expect(dialog.open).toBe(true)
    expect(onBack).not.toHaveBeenCalled()
  })
})
