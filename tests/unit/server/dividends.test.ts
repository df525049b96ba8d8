import { describe, expect, it } from 'vitest'
import { addDays } from '../../../machines/calendar/holidays.ts'
import { DIVIDEND_PAY_DELAY_DAYS } from '../../../machines/rules.ts'
import { dividendStocks } from '../../../server/market/dividends.ts'
import { createMarketService } from '../../../server/market/marketService.ts'

const at = Date.parse('2026-11-23T09:00:00Z')

describe('the dividend page’s calendar, from the simulated exchange (issue 19)', () => {
  const market = createMarketService({ now: () => new Date(at) } as never)

  it('lists the market’s paying shares with the last dividend as the quotes gapped by it', () => {
    const spain = dividendStocks(market, 'Spain', at)
    expect(spain.length).toBeGreaterThan(5)
    for (const s of spain) {
      expect(Number(s.yield)).toBeGreaterThan(0)
      if (s.last) {
        expect(s.last.exDay <= '2026-11-23').toBe(true)
        expect(s.last.payDay).toBe(addDays(s.last.exDay, DIVIDEND_PAY_DELAY_DAYS))
        // The cash is the gap the adjustment of the charts uses for that ex-date.
        const event = market.provider
          .adjustmentEvents(s.code, at)
          .find((e) => e.day === s.last?.exDay)
        expect(Number(s.last.cash)).toBeCloseTo(event!.cash, 4)
      }
      if (s.next) expect(s.next.exDay > '2026-11-23').toBe(true)
    }
    expect(dividendStocks(market, 'usd', at).every((s) => s.currency === 'USD')).toBe(true)
  })
})
