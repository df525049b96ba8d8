import { isTradingDay } from '../../../machines/calendar/sessions.ts'
import type { Instrument } from '../instruments/instrument.ts'

/**
 * A dividend or split on its ex-date. `factor` is the forward-adjustment factor: prices before
 * the ex-date times `factor` are comparable with prices from it on (1/ratio for a split,
 * (prevClose − cash)/prevClose for a dividend).
 */
export interface CorporateAction {
  day: string
  kind: 'dividend' | 'split'
  /** Cash per share in the instrument's currency (dividends). */
  cash: number
  /** New shares per old share (splits). */
  ratio: number
  factor: number
}

/** The months in which each payout schedule goes ex-dividend. */
const DIVIDEND_MONTHS: Record<number, number[]> = {
  1: [6],
  2: [1, 6],
  4: [2, 5, 8, 11],
}

/** The first trading day on or after the 15th of the month. */
function exDay(instrument: Instrument, year: number, month: number): string {
  for (let day = 15; ; day++) {
    const key = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    if (isTradingDay(instrument.calendar, key)) return key
  }
}

/**
 * The instrument's dividend calendar from its yield and payout frequency, and its splits. The
 * factor of a dividend is fixed by the yield (cash = yield/frequency of the price before it); its
 * cash amount is filled in once the price history knows the close before the ex-date.
 */
export function scheduledActions(
  instrument: Instrument,
  fromYear: number,
  toYear: number,
): CorporateAction[] {
  const actions: CorporateAction[] = instrument.splits.map((split) => ({
    day: split.day,
    kind: 'split' as const,
    cash: 0,
    ratio: split.ratio,
    factor: 1 / split.ratio,
  }))
  const months = DIVIDEND_MONTHS[instrument.dividendsPerYear]
  if (instrument.dividendYield > 0 && months) {
    const perPayment = instrument.dividendYield / instrument.dividendsPerYear
    for (let year = fromYear; year <= toYear; year++) {
      for (const month of months) {
        actions.push({
          day: exDay(instrument, year, month),
          kind: 'dividend',
          cash: 0,
          ratio: 1,
          factor: 1 / (1 + perPayment),
        })
      }
    }
  }
  return actions.sort((a, b) => a.day.localeCompare(b.day))
}
