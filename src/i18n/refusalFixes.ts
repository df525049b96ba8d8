import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Refusal } from '../../machines/contract/refusal.ts'
import type { ServerMessageCode } from '../../machines/serverMessages.ts'
import type { ToastAction } from '../components/toastStore.ts'

/**
 * Where a refusal can be put right, for the refusals a person fixes elsewhere in the app: the
 * message is followed by a link there instead of leaving a dead end (issue 18).
 */
export const REFUSAL_FIXES: Partial<
  Record<ServerMessageCode, { to: string; label: MessageDescriptor }>
> = {
  'funds.insufficient': { to: '/information/recharge', label: msg`Deposit money` },
  'ipo.countExceeded': { to: '/trade/index?tab=subscription', label: msg`See my subscriptions` },
  'trade.appropriatenessRequired': { to: '/trade/appropriateness', label: msg`Take the check` },
}

/**
 * The link a refusal's toast carries, wherever the refusal comes from (a screen's gate or the
 * server): every "insufficient available balance" leads to a deposit, not only the order panel's.
 */
export function refusalFix(i18n: I18n, refusal: Pick<Refusal, 'code'>): ToastAction | undefined {
  const fix = REFUSAL_FIXES[refusal.code]
  return fix ? { to: fix.to, label: i18n._(fix.label) } : undefined
}
