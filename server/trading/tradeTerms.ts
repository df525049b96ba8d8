import { and, eq } from 'drizzle-orm'
import { feesForAccountType } from '../../machines/agreement/accountTypes.ts'
import { minorToDecimal } from '../../machines/money.ts'
import { TRADE_CURRENCIES, type TradeTerms } from '../../machines/order/calls.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { balances } from '../db/schema.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import { flagsOf } from '../market/quoteRows.ts'
import { oneOf } from './columns.ts'
import { currencyOf, hasExtendedHours, lastPriceOf, sessionOf } from './prices.ts'
import { riskWarningOf } from './riskWarning.ts'
import { tradeRulesFor } from './tradeConfig.ts'

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'market'>

/** The instrument, or "not listed" (spec §8 Trading). */
export function instrumentOrRefuse(deps: TradingDeps, code: string): Instrument {
  const instrument = deps.market.provider.instrument(code)
  if (!instrument) throw new ApiRefusal('market.unknownInstrument')
  return instrument
}

/** The currency an instrument's orders settle in. */
export const tradeCurrencyOf = (instrument: Instrument) =>
  oneOf(TRADE_CURRENCIES, currencyOf(instrument), 'instrument currency')

/**
 * What the placement gate reads of an instrument at `at`, for the account of `user`: its trading
 * rules, session and last price. The buy panel receives it (with the balance) from `trade/rules`;
 * the server builds the same on every order, so both run the gate on the same terms.
 */
export async function instrumentTerms(
  deps: TradingDeps,
  instrument: Instrument,
  user: Pick<SessionUser, 'noTrade' | 'accountType' | 'professional' | 'appropriatenessAt'>,
  at: number,
): Promise<Omit<TradeTerms, 'available' | 'riskWarning'>> {
  const rules = await tradeRulesFor(deps.db, instrument)
  return {
    code: instrument.code,
    currency: tradeCurrencyOf(instrument),
    decimals: instrument.decimals,
    // A seat account's orders pay the fixed spread instead of the per-trade fee (spec §9).
    rules: { ...rules, fees: feesForAccountType(user.accountType, rules.fees) },
    session: sessionOf(instrument, at),
    hasExtendedHours: hasExtendedHours(instrument),
    tradable: instrument.board !== 'index',
    flags: flagsOf(instrument),
    lastPrice: lastPriceOf(deps.market.provider, instrument, at),
    noTrade: user.noTrade,
    professional: user.professional,
    appropriatenessDone: user.appropriatenessAt !== null,
  }
}

/** trade/rules: the terms of one instrument with the caller's available balance in its currency. */
export async function tradeTerms(
  deps: TradingDeps,
  user: Pick<SessionUser, 'id' | 'noTrade' | 'accountType' | 'professional' | 'appropriatenessAt'>,
  code: string,
): Promise<TradeTerms> {
  const instrument = instrumentOrRefuse(deps, code)
  const terms = await instrumentTerms(deps, instrument, user, deps.clock.now().getTime())
  const [balance] = await deps.db
    .select({ available: balances.availableMinor })
    .from(balances)
    .where(and(eq(balances.userId, user.id), eq(balances.currency, terms.currency)))
  const riskWarning = await riskWarningOf(deps.db, deps.clock.now())
  return { ...terms, available: minorToDecimal(balance?.available ?? 0n), riskWarning }
}
