import { CALENDAR_HOURS } from '../../machines/calendar/hours.ts'
import { type SessionStatus, sessionStatus } from '../../machines/calendar/sessions.ts'
import type { Instrument } from '../market/instruments/instrument.ts'
import type { MarketDataProvider } from '../market/provider.ts'
import { ticksOf, ticksToText } from '../market/quoteRows.ts'

/** The last price at the instrument's tick size, or null when none can be obtained. */
export function lastPriceOf(
  provider: MarketDataProvider,
  instrument: Instrument,
  at: number,
): string | null {
  try {
    const { price } = provider.quote(instrument.code, at)
    if (!Number.isFinite(price) || price <= 0) return null
    return ticksToText(ticksOf(price, instrument.decimals), instrument.decimals)
  } catch {
    return null
  }
}

/** The settlement currency of an instrument: its own, or US dollars for forex pairs. */
export function currencyOf(instrument: Instrument): string {
  return instrument.currency ?? 'USD'
}

/** The market's session now; a suspended or delisted instrument trades in none. */
export function sessionOf(instrument: Instrument, at: number): SessionStatus {
  return sessionStatus(instrument.calendar, at)
}

/** Whether the market has pre-market and after-hours sessions (spec §9 Extended sessions). */
export function hasExtendedHours(instrument: Instrument): boolean {
  const hours = CALENDAR_HOURS[instrument.calendar]
  return hours.extendedOpen !== hours.open || hours.extendedClose !== hours.close
}
