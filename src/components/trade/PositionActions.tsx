import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { orderActions } from '../../../machines/order/machine.ts'
import { useServices } from '../../app/services.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import type { Position } from '../../trade/position.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'

/**
 * Close and cancel for one order, as the order machine allows them now (spec §4): close asks for
 * confirmation (spec §2 Positions); a close the machine refuses — a lock still running — tells
 * the user why instead of calling the server.
 */
export function PositionActions({ position, onDone }: { position: Position; onDone(): void }) {
  const { t, i18n } = useLingui()
  const { post, toast } = useServices()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const actions = orderActions(position, Date.now())
  if (actions.close === null && !actions.cancel) return null

  const run = async (path: 'trade/close' | 'trade/cancel') => {
    setBusy(true)
    try {
      await post(path, { orderNo: position.orderNo })
      onDone()
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  const tryClose = () => {
    if (actions.close === true) setConfirming(true)
    else if (actions.close) toast.show(translateRefusal(i18n, { code: actions.close }, ''))
  }

  return (
    <div className="actions">
      {actions.cancel && (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void run('trade/cancel')}
        >
          {t`Cancel order`}
        </button>
      )}
      {actions.close !== null && (
        <button type="button" className="button primary" disabled={busy} onClick={tryClose}>
          {t`Close position`}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Close position`}
          busy={busy}
          onBack={() => setConfirming(false)}
          onConfirm={() => void run('trade/close')}
        >
          <p>{t`Close ${position.lots} lots of ${position.name} at the market price?`}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
