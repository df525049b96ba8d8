import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { empty, isoTime } from '../contract/fields.ts'
import { LOCALE_CODES } from '../locales.ts'
import {
  ADJUST_MODES,
  BOARDS,
  CHART_PERIODS,
  INSTRUMENT_FLAGS,
  NEWS_CATEGORIES,
} from '../marketData.ts'
import { LIST_PAGE_SIZE } from '../rules.ts'

/** The calls of market data, the watchlist and news (spec §2 Market, Watchlist, Search, News). */

/** Not in the spec: a watchlist long enough for anyone, short enough to price in one call. */
export const WATCHLIST_MAX = 200

const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(20))
const page = z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1)
const text = z.string()

/** A stock row (API.md): the fields of spec §3 Stock that every list shows. */
export const quoteRow = z.object({
  code: text,
  name: text,
  market: z.enum(['Spain', 'usd']),
  board: z.enum(BOARDS),
  currency: z.nullable(z.enum(['EUR', 'USD'])),
  price: text,
  prevClose: text,
  change: text,
  changePercent: text,
  open: text,
  high: text,
  low: text,
  volume: z.nullable(text),
  turnover: z.nullable(text),
  marketCap: z.nullable(text),
  high52w: text,
  low52w: text,
  foreignRatio: z.nullable(text),
  industry: text,
  status: z.enum(['open', 'preMarket', 'afterHours', 'closed', 'suspended']),
  flags: z.array(z.enum(INSTRUMENT_FLAGS)),
})

const stockDetail = z.object({
  ...quoteRow.shape,
  fundamentals: z.nullable(z.object({ sales: text, operatingProfit: text, netProfit: text })),
  shortSelling: z.nullable(z.object({ shortRatio: text, daysToCover: text, shortVolume: text })),
  investorTrends: z.array(z.object({ day: text, retail: text, institutions: text, foreign: text })),
  listedOn: z.nullable(text),
  simulated: z.literal(true),
  timeZone: text,
  decimals: z.number(),
})

const quotePage = z.object({
  list: z.array(quoteRow),
  total: z.number(),
  page: z.number(),
  size: z.number(),
})

export const marketListCall = defineCall({
  path: 'market/list',
  summary: 'Stock rows of one board of a market (spec §2 Market tabs), paginated',
  request: z.object({
    type: z.enum(['Spain', 'usd']),
    board: z.enum(BOARDS),
    page,
    size: z._default(z.int().check(z.minimum(1), z.maximum(500)), 50),
  }),
  answer: quotePage,
  auth: true,
})

export const marketDetailCall = defineCall({
  path: 'market/detail',
  summary: 'One instrument with its fundamentals, alert flags and trading status (spec §3 Stock)',
  request: z.object({ code }),
  answer: stockDetail,
  auth: true,
})

/** Integers, each a whole number of seconds or price units (machines/marketView/barColumns.ts). */
const integers = z.array(z.int())

export const marketKlineCall = defineCall({
  path: 'market/kline',
  summary:
    'Chart bars for a period and adjustment mode (spec §9), oldest first, as columns of integers (decodeBars)',
  request: z.object({ code, period: z.enum(CHART_PERIODS), adjust: z.enum(ADJUST_MODES) }),
  answer: z.object({
    decimals: z.int().check(z.minimum(0), z.maximum(12)),
    time: integers,
    open: integers,
    high: integers,
    low: integers,
    close: integers,
    volume: integers,
  }),
  auth: true,
})

export const marketSearchCall = defineCall({
  path: 'market/search',
  summary: 'Instruments whose code or name matches (spec §2 Search), codes first',
  request: z.object({ keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) }),
  answer: z.object({ list: z.array(quoteRow), total: z.number() }),
  auth: true,
})

export const favoriteListCall = defineCall({
  path: 'favorite/list',
  summary: "The caller's watchlist as stock rows, oldest first (spec §2 Watchlist)",
  request: empty,
  answer: z.object({ list: z.array(quoteRow), total: z.number() }),
  auth: true,
})

const favoriteAnswer = z.object({ code: text, favorite: z.boolean() })

export const favoriteAddCall = defineCall({
  path: 'favorite/add',
  summary: 'Adds an instrument to the watchlist; adding it twice changes nothing',
  request: z.object({ code }),
  answer: favoriteAnswer,
  auth: true,
})

export const favoriteRemoveCall = defineCall({
  path: 'favorite/remove',
  summary: 'Removes instruments from the watchlist (select all and delete, spec §2)',
  request: z.object({
    codes: z.array(code).check(z.minLength(1), z.maxLength(WATCHLIST_MAX)),
  }),
  answer: z.object({ removed: z.array(text) }),
  auth: true,
})

export const favoriteHasCall = defineCall({
  path: 'favorite/has',
  summary: 'Whether an instrument is on the watchlist',
  request: z.object({ code }),
  answer: favoriteAnswer,
  auth: true,
})

const newsItem = z.union([
  z.object({
    id: text,
    category: z.literal('top'),
    publishedAt: isoTime,
    title: text,
    body: text,
  }),
  z.object({
    id: text,
    category: z.literal('stock'),
    publishedAt: isoTime,
    kind: z.enum(['dividend', 'split', ...INSTRUMENT_FLAGS]),
    code: text,
    name: text,
    params: z.record(z.string(), z.string()),
  }),
])

const lang = z._default(z.enum(LOCALE_CODES), 'en')

export const newsListCall = defineCall({
  path: 'news/list',
  summary: 'Top news or stock info, newest first, 10 per page (spec §2 News, §9)',
  request: z.object({
    category: z.enum(NEWS_CATEGORIES),
    lang,
    page,
    size: z._default(z.int().check(z.minimum(1), z.maximum(LIST_PAGE_SIZE)), LIST_PAGE_SIZE),
  }),
  answer: z.object({
    list: z.array(newsItem),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  }),
  auth: true,
})

export const newsDetailCall = defineCall({
  path: 'news/detail',
  summary: 'One news item',
  request: z.object({
    id: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    category: z.enum(NEWS_CATEGORIES),
    lang,
  }),
  answer: newsItem,
  auth: true,
})
