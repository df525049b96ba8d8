import { cancelCall, closeCall } from '../../../machines/order/calls.ts'
import { useSubmission } from '../../lib/useCall.ts'

/**
 * Closing and cancelling the orders a screen shows, each through the submission flow: confirmed
 * first (spec §2 Positions: closing asks for confirmation; a cancel moves money back too), then
 * its result stays on screen. `onChanged` reloads what the screen lists.
 */
export function usePositionFlows(onChanged: () => void) {
  const close = useSubmission(closeCall, { confirm: true, onDone: onChanged })
  const cancel = useSubmission(cancelCall, { confirm: true, onDone: onChanged })
  return { close, cancel }
}

export type PositionFlows = ReturnType<typeof usePositionFlows>
