import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InboxMessage } from '../../machines/messages/calls.ts'
import { formatAmount } from '../lib/money.ts'
import { formatPrice } from '../lib/price.ts'

/**
 * A message's title and text in the reader's language, from its kind and the facts it names
 * (machines/messages/kinds.ts); a broadcast is shown as the operator wrote it.
 */
export function messageTexts(i18n: I18n, m: InboxMessage): { title: string; body: string } {
  const p = m.params
  const amount = p.amount && p.currency ? formatAmount(p.amount, p.currency) : ''
  const reason = p.reason ?? ''
  const name = p.name ?? p.code ?? ''
  const device = p.device || i18n._(msg`an unknown device`)
  const currency = p.currency === 'EUR' || p.currency === 'USD' ? p.currency : null
  const price = p.price ? formatPrice(p.price, currency) : ''
  const say = (title: ReturnType<typeof msg>, body: ReturnType<typeof msg>) => ({
    title: i18n._(title),
    body: i18n._(body),
  })
  switch (m.kind) {
    case 'broadcast':
      return { title: m.title ?? '', body: m.body ?? '' }
    case 'deposit.credited':
      return say(
        msg`Deposit credited`,
        msg`Your deposit of ${amount} is in your available balance.`,
      )
    case 'deposit.rejected':
      return say(msg`Deposit rejected`, msg`Your deposit of ${amount} was rejected: ${reason}`)
    case 'withdrawal.approved':
      return say(
        msg`Withdrawal approved`,
        msg`Your withdrawal of ${amount} is approved and will be paid out.`,
      )
    case 'withdrawal.paid':
      return say(msg`Withdrawal paid`, msg`Your withdrawal of ${amount} has been paid out.`)
    case 'withdrawal.rejected':
      return say(
        msg`Withdrawal rejected`,
        msg`Your withdrawal of ${amount} was rejected and the money is back in your available balance: ${reason}`,
      )
    case 'withdrawal.failed':
      return say(
        msg`Withdrawal initiation failed`,
        msg`The transfer of your withdrawal of ${amount} could not be started, and the money is back in your available balance: ${reason}`,
      )
    case 'realname.passed':
      return say(msg`Real name verified`, msg`Your real-name verification has passed.`)
    case 'realname.rejected':
      return say(
        msg`Real name not verified`,
        msg`Your real-name verification was rejected: ${reason}. You can submit it again.`,
      )
    case 'loan.approved':
      return say(msg`Loan approved`, msg`Your loan of ${amount} is approved and in your balance.`)
    case 'loan.rejected':
      return say(msg`Loan rejected`, msg`Your loan request of ${amount} was rejected: ${reason}`)
    case 'subscription.won':
      return say(
        msg`New share won: ${name}`,
        msg`You won ${p.shares ?? ''} shares of ${name}. Pay for them in the subscription records.`,
      )
    case 'subscription.lost':
      return say(
        msg`New share not won: ${name}`,
        msg`Your subscription to ${name} did not win; ${amount} is back in your available balance.`,
      )
    case 'subscription.rejected':
      return say(
        msg`Subscription rejected: ${name}`,
        msg`Your subscription to ${name} was rejected and ${amount} returned: ${reason}`,
      )
    case 'follow.ended':
      return say(
        msg`Follow ended: ${name}`,
        msg`Your follow of ${name} has ended; ${amount} is back in your available balance.`,
      )
    case 'dividend.paid':
      return say(
        msg`Dividend paid: ${name}`,
        msg`A dividend of ${amount} after tax was paid on your ${name} shares.`,
      )
    case 'dividend.charged':
      return say(
        msg`Dividend charged: ${name}`,
        msg`Your short position in ${name} was charged the dividend of ${amount}.`,
      )
    case 'lending.finished':
      return say(
        msg`Lending finished: ${name}`,
        msg`Your ${name} shares are back from the lending pool; they earned ${amount}.`,
      )
    case 'quant.stopped':
      return say(
        msg`Strategy stopped: ${name}`,
        msg`${name} has stopped; ${amount} is back in your quant account.`,
      )
    case 'position.marginCall':
      return say(
        msg`Margin call: ${name}`,
        msg`Your ${name} position has lost more of its margin than the maintenance margin allows. Unless the price recovers, it will be closed automatically at ${price}.`,
      )
    case 'position.closedOut':
      return say(
        msg`Position closed out: ${name}`,
        msg`Your ${name} position was closed at ${price}: its losses reached the close-out level. ${amount} is back in your balance.`,
      )
    case 'position.stopLoss':
      return say(
        msg`Stop-loss reached: ${name}`,
        msg`Your ${name} position reached its stop-loss and was closed at ${price}. ${amount} is back in your balance.`,
      )
    case 'position.takeProfit':
      return say(
        msg`Take-profit reached: ${name}`,
        msg`Your ${name} position reached its take-profit and was closed at ${price}. ${amount} is back in your balance.`,
      )
    case 'order.stopCancelled':
      return say(
        msg`Stop order cancelled: ${name}`,
        msg`The price reached your ${name} stop, but at ${price} the order would cost more than your balance holds, so it was cancelled. ${amount} is back in your balance.`,
      )
    case 'alert.fired':
      return say(
        msg`Price alert: ${name}`,
        p.reason === 'above'
          ? msg`${name} has risen to ${price}, the level of your alert.`
          : p.reason === 'below'
            ? msg`${name} has fallen to ${price}, the level of your alert.`
            : p.reason === 'high52w'
              ? msg`${name} is at ${price}, a new 52-week high.`
              : p.reason === 'low52w'
                ? msg`${name} is at ${price}, a new 52-week low.`
                : msg`${name} has moved to ${price}, as far as your alert watched.`,
      )
    case 'plan.executed':
      return say(
        msg`Savings plan invested: ${name}`,
        msg`${amount} of your plan ${name} was invested by its weights.`,
      )
    case 'plan.skipped':
      return say(
        msg`Savings plan run skipped: ${name}`,
        msg`Your plan ${name} did not invest ${amount}: your available balance was less than that. Its next run is on schedule.`,
      )
    case 'plan.dividend':
      return say(
        msg`Dividend in your plan: ${name}`,
        p.reason === 'payout'
          ? msg`A dividend of ${amount} after tax from your plan ${name} was paid to your balance.`
          : msg`A dividend of ${amount} after tax in your plan ${name} will be reinvested at its next run.`,
      )
    case 'security.newDevice':
      return say(
        msg`Login from a new device`,
        msg`Your account was signed in on ${device}. If this was not you, change your password now.`,
      )
    case 'security.passwordChanged':
      return say(
        msg`Password changed`,
        msg`Your login password was changed and your other sessions ended. If this was not you, contact customer service.`,
      )
  }
}
