import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServerMessageCode } from '../../../machines/serverMessages.ts'

/**
 * Where a refusal can be put right, for the refusals a person fixes elsewhere in the app: the
 * message is followed by a link there instead of leaving a dead end (issue 18).
 */
export const REFUSAL_FIXES: Partial<
  Record<ServerMessageCode, { to: string; label: MessageDescriptor }>
> = {
  'funds.insufficient': { to: '/information/recharge', label: msg`Deposit money` },
}
