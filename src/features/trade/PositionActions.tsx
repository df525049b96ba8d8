import { useLingui } from '@lingui/react/macro'
import type { Position } from '../../../machines/order/calls.ts'
import { orderActions, orderHasTag } from '../../../machines/order/machine.ts'
import { useServices } from '../../app/services.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { ORDER_STATE_LABELS } from './labels.ts'
import type { PositionFlows } from './usePositionFlows.ts'

/**
 * Close and cancel for one order, as the order machine allows them on the server's clock (spec
 * §4): a close the machine refuses — a lock still running — tells the user why instead of
 * calling the server. The flows themselves belong to the screen (`usePositionFlows`), so their
 * confirmation and result outlive a row that moves to another tab.
 */
export function PositionActions({ position, flows }: { position: Position; flows: PositionFlows }) {
  const { t, i18n } = useLingui()
  const { toast } = useServices()
  const actions = orderActions(position, position.now)
  if (actions.close === null && !actions.cancel) return null
  const busy = flows.close.isBusy || flows.cancel.isBusy
  const request = { orderNo: position.orderNo }
  const close = () => {
    if (actions.close === true) flows.close.submit(request)
    else if (actions.close) toast.show(translateRefusal(i18n, { code: actions.close }, ''))
  }
  return (
    <div className="actions">
      {actions.cancel && (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => flows.cancel.submit(request)}
        >
          {t`Cancel order`}
        </button>
      )}
      {actions.close !== null && (
        <button type="button" className="button primary" disabled={busy} onClick={close}>
          {t`Close position`}
        </button>
      )}
    </div>
  )
}

/**
 * The confirmation of a close or cancel the user asked for among `positions`, and the result
 * once the server took it.
 */
export function PositionFlowViews({
  flows,
  positions,
}: {
  flows: PositionFlows
  positions: readonly Position[]
}) {
  const { t, i18n } = useLingui()
  const find = (request: { orderNo: string } | null) =>
    request ? positions.find((p) => p.orderNo === request.orderNo) : undefined
  const closing = flows.close.isConfirming ? find(flows.close.request) : undefined
  const cancelling = flows.cancel.isConfirming ? find(flows.cancel.request) : undefined
  const closed = flows.close.answer
  const cancelled = flows.cancel.answer
  return (
    <>
      {closed && (
        <SubmissionResult title={t`Close submitted`} onDismiss={flows.close.edit}>
          <p>
            {t`Order ${closed.orderNo}`}: {i18n._(ORDER_STATE_LABELS[closed.state])}
          </p>
          {orderHasTag(closed.state, 'position') && (
            <p className="muted small">{t`It closes at the next market price.`}</p>
          )}
        </SubmissionResult>
      )}
      {cancelled && (
        <SubmissionResult title={t`Order cancelled`} onDismiss={flows.cancel.edit}>
          <p>{t`Order ${cancelled.orderNo} is cancelled; its frozen amount is back in your available balance.`}</p>
        </SubmissionResult>
      )}
      {closing && (
        <ConfirmDialog
          title={t`Close position`}
          busy={flows.close.isBusy}
          onBack={flows.close.back}
          onConfirm={flows.close.confirm}
        >
          <p>{t`Close ${closing.lots} lots of ${closing.name} at the market price?`}</p>
        </ConfirmDialog>
      )}
      {cancelling && (
        <ConfirmDialog
          title={t`Cancel order`}
          busy={flows.cancel.isBusy}
          onBack={flows.cancel.back}
          onConfirm={flows.cancel.confirm}
        >
          <p>{t`Cancel the pending order for ${cancelling.lots} lots of ${cancelling.name}? Its frozen amount returns to your available balance.`}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
