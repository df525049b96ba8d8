import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'

/** One dividend of a share: its ex-date, the day it is paid, and the cash per share. */
const dividend = z.object({ exDay: z.string(), payDay: z.string(), cash: z.string() })

/** A dividend-paying share of a market (spec §1 dividend stocks, §2 dividend page; issue 19). */
export const dividendStock = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  price: z.string(),
  /** What a year of its dividends pays, as a fraction of the price ("0.045" = 4.5 %). */
  yield: z.string(),
  perYear: z.number(),
  last: z.nullable(dividend),
  /** The next one: its cash estimated from the yield at today's price, until it goes ex. */
  next: z.nullable(dividend),
})
export type DividendStock = z.output<typeof dividendStock>

export const marketDividendsCall = defineCall({
  path: 'market/dividends',
  summary:
    "A market's dividend-paying shares: yield, last and next ex-date, pay date, cash per share",
  request: z.object({ type: z.enum(['Spain', 'usd']) }),
  answer: z.array(dividendStock),
  auth: true,
})
