import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { named } from '../contract/schemaNames.ts'

/** One dividend of a share: its ex-date, the day it is paid, and the cash per share. */
const dividend = zod.object({ exDay: zod.string(), payDay: zod.string(), cash: zod.string() })

/** A dividend-paying share of a market (spec §1 dividend stocks, §2 dividend page; issue 19). */
export const dividendStock = named(
  'DividendStock',
  zod.object({
    code: zod.string(),
    name: zod.string(),
    currency: zod.string(),
    price: zod.string(),
    /** What a year of its dividends pays, as a fraction of the price ("0.045" = 4.5 %). */
    yield: zod.string(),
    perYear: zod.number(),
    last: zod.nullable(dividend),
    /** The next one: its cash estimated from the yield at today's price, until it goes ex. */
    next: zod.nullable(dividend),
  }),
)
export type DividendStock = zod.output<typeof dividendStock>

export const marketDividendsCall = defineCall({
  path: 'market/dividends',
  summary:
    "A market's dividend-paying shares: yield, last and next ex-date, pay date, cash per share",
  request: zod.object({ type: zod.enum(['Spain', 'usd']) }),
  answer: zod.array(dividendStock),
  auth: true,
})
