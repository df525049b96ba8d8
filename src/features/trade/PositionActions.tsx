import { useLingui } from '@lingui/react/macro'
import type { Position } from '../../../machines/order/calls.ts'
import { orderActions, orderHasTag } from '../../../machines/order/machine.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { Labelled } from '../../components/Labelled.tsx'
import { ORDER_STATE_LABELS } from '../../i18n/labels/trade.ts'
import { translateRefusal } from '../../i18n/serverMessage.ts'
import { formatDateTime } from '../../lib/date.ts'
import type { PositionFlows } from './usePositionFlows.ts'

/**
 * Close and cancel for one order, as the order machine allows them on the server's clock (spec
 * §4): a close the machine refuses — a lock still running — is disabled, with why and from when,
 * instead of calling the server. The flows themselves belong to the screen (`usePositionFlows`), so their
 * confirmation and result outlive a row that moves to another tab.
 */
export function PositionActions({ position, flows }: { position: Position; flows: PositionFlows }) {
  const { t, i18n } = useLingui()
  const actions = orderActions(position, position.now)
  if (actions.close === null && !actions.cancel) return null
  const busy = flows.close.isBusy || flows.cancel.isBusy
  const request = { orderNo: position.orderNo }
  // A close the machine refuses now (a lock still running) is shown disabled with its reason and
  // the time it becomes possible, instead of a button that answers with a toast (issue 18).
  const refused = actions.close !== null && actions.close !== true ? actions.close : null
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
        <button
          type="button"
          className="button primary"
          disabled={busy || refused !== null}
          aria-describedby={refused ? `close-why-${position.orderNo}` : undefined}
          onClick={() => flows.close.submit(request)}
        >
          {t`Close position`}
        </button>
      )}
      {refused && (
        <p className="muted small" id={`close-why-${position.orderNo}`} data-testid="close-refused">
          {translateRefusal(i18n, { code: refused }, '')}
          {position.lockUntil
            ? ` ${t`It can be closed from ${formatDateTime(position.lockUntil)}.`}`
            : ''}
        </p>
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
            <Labelled label={t`Order ${closed.orderNo}`}>
              {i18n._(ORDER_STATE_LABELS[closed.state])}
            </Labelled>
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
