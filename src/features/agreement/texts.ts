import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DMA_SPREAD_RATE } from '../../../machines/agreement/accountTypes.ts'
import type { AgreementKind } from '../../../machines/agreement/agreementGate.ts'
import { CALENDAR_HOURS } from '../../../machines/calendar/hours.ts'
import { FEE_PER_TRADE } from '../../../machines/order/tradeRules.ts'
import {
  FOLLOW_EXAMPLE_TARGET_RETURN,
  FOLLOW_PERFORMANCE_FEE_RATE,
  FOLLOW_SERVICE_FEE_RATE,
} from '../../../machines/rules.ts'
import { rateOf } from '../../lib/percent.ts'

/**
 * The two agreements of spec §2 (contract1, contract2) as readable text, with the terms of spec §9
 * — the numbers from the constants the app charges by, so the text never says another number.
 */
export function agreementSections(i18n: I18n, kind: AgreementKind) {
  const madrid = CALENDAR_HOURS.spain
  const hours = `${madrid.open}–${madrid.close}`
  const fee = rateOf(FEE_PER_TRADE)
  const spread = rateOf(DMA_SPREAD_RATE)
  const performance = rateOf(FOLLOW_PERFORMANCE_FEE_RATE)
  const target = rateOf(FOLLOW_EXAMPLE_TARGET_RETURN)
  const service = rateOf(FOLLOW_SERVICE_FEE_RATE)
  const say = (heading: ReturnType<typeof msg>, body: ReturnType<typeof msg>) => ({
    heading: i18n._(heading),
    body: i18n._(body),
  })
  if (kind === 'coreMember')
    return [
      say(
        msg`Who may sign`,
        msg`Core members are accounts the operator names as such. Only they can sign this agreement.`,
      ),
      say(
        msg`What a core member agrees to`,
        msg`A core member takes part in the products offered to core members first, such as new funds and strategies before they open to everyone, under the same fees and rules as every investor.`,
      ),
      say(
        msg`Fees`,
        msg`Follow funds charge a performance fee of ${performance} of the profit, only when the target return is reached (for example ${target}), and a service fee of ${service}.`,
      ),
    ]
  return [
    say(
      msg`The parties and the account`,
      msg`This agreement is between you and the operator of this app for an account of the type you choose below: standard, institutional (with your institution's code) or direct market access (a seat account).`,
    ),
    say(
      msg`Trading hours and fees`,
      msg`Spanish shares trade ${hours} Madrid time (CET) on trading days. A standard or institutional account pays a fee of ${fee} of the amount per trade. A direct-market-access account pays a fixed spread of ${spread} instead of the per-trade fee.`,
    ),
    say(
      msg`Follow funds`,
      msg`A follow fund charges a performance fee of ${performance} of the profit, only when its target return is reached (for example ${target}), and a service fee of ${service}.`,
    ),
    say(
      msg`Risk`,
      msg`Prices move; leveraged positions can lose their margin. Nothing in the app is investment advice. Prices here come from a simulated exchange.`,
    ),
  ]
}
