import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { AnyCall } from '../../machines/contract/call.ts'
import { MARKET_SYMBOL } from '../../machines/rules.ts'
import { refusalFix } from '../i18n/refusalFixes.ts'
import { translateRefusal } from '../i18n/serverMessage.ts'
import { currencySymbol } from './money.ts'
import { useServices } from './services.ts'
import {
  type SubmissionOptions,
  type SubmissionView,
  useCallSubmission,
} from './useCallSubmission.ts'

export { useLoad } from './useLoad.ts'

/**
 * An investor form or action through the submission machine; a refusal of the call's gate is
 * shown as the server's would be (spec §8: a toast with the translated message). Amounts in it
 * carry the chosen market's symbol, or `currency`'s for a call whose money has one currency
 * (credit is in euros whatever the market).
 */
export function useSubmission<C extends AnyCall>(
  contract: C,
  { currency, ...options }: Omit<SubmissionOptions<C>, 'announce'> & { currency?: string } = {},
): SubmissionView<C> {
  const { i18n } = useLingui()
  const { call, toast, market } = useServices()
  const chosen = useSelector(market, (s) => s.context.market)
  const symbol = currency ? currencySymbol(currency) : MARKET_SYMBOL[chosen]
  return useCallSubmission(call, contract, {
    ...options,
    announce: (refusal) =>
      toast.show(translateRefusal(i18n, refusal, symbol), refusalFix(i18n, refusal)),
    words: (refusal) => translateRefusal(i18n, refusal, symbol),
  })
}
