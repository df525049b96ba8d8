import { addDays } from '../../machines/calendar/holidays.ts'
import type { DividendStock } from '../../machines/marketView/dividends.ts'
import { DIVIDEND_PAY_DELAY_DAYS } from '../../machines/rules.ts'
import type { MarketService } from './marketService.ts'

/** Cash per share is shown to four places: a cent's fraction matters on a cheap share. */
const CASH_DECIMALS = 4

/**
 * The dividend calendar of a market's shares from the simulated exchange (issue 19): each share
 * that pays one, its yield, its last dividend as paid and its next as scheduled, the next one's
 * cash estimated from its share of today's price; paid DIVIDEND_PAY_DELAY_DAYS after the ex-date.
 */
export function dividendStocks(
  market: MarketService,
  type: 'Spain' | 'usd',
  at: number,
): DividendStock[] {
  const paid = (day: string) => addDays(day, DIVIDEND_PAY_DELAY_DAYS)
  return market.provider
    .instruments()
    .filter((i) => i.market === type && i.dividendYield > 0 && i.currency !== null)
    .map((i) => {
      const { last, next } = market.provider.dividendCalendar(i.code, at)
      const price = market.provider.quote(i.code, at).price
      return {
        code: i.code,
        name: i.name,
        currency: i.currency ?? '',
        price: price.toFixed(i.decimals),
        yield: i.dividendYield.toFixed(4),
        perYear: i.dividendsPerYear,
        last: last
          ? { exDay: last.day, payDay: paid(last.day), cash: last.cash.toFixed(CASH_DECIMALS) }
          : null,
        next: next
          ? {
              exDay: next.day,
              payDay: paid(next.day),
              cash: (price * next.fraction).toFixed(CASH_DECIMALS),
            }
          : null,
      }
    })
}
