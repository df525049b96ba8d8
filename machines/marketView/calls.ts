import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { empty, isoTime } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { LOCALE_CODES } from '../locales.ts'
import {
  ADJUST_MODES,
  BOARDS,
  CHART_PERIODS,
  ETF_DISTRIBUTIONS,
  ETF_REPLICATIONS,
  INSTRUMENT_FLAGS,
  NEWS_CATEGORIES,
} from '../marketData.ts'
import { LIST_PAGE_SIZE } from '../rules.ts'

/** The calls of market data, the watchlist and news (spec §2 Market, Watchlist, Search, News). */

/** Not in the spec: a watchlist long enough for anyone, short enough to price in one call. */
export const WATCHLIST_MAX = 200

const code = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(20))
const page = zod._default(zod.int().check(zod.minimum(1), zod.maximum(10_000)), 1)
const text = zod.string()

/** A stock row (API.md): the fields of spec §3 Stock that every list shows. */
export const quoteRow = named(
  'Quote',
  zod.object({
    code: text,
    name: text,
    market: zod.enum(['Spain', 'usd']),
    board: zod.enum(BOARDS),
    currency: zod.nullable(zod.enum(['EUR', 'USD'])),
    price: text,
    prevClose: text,
    change: text,
    changePercent: text,
    open: text,
    high: text,
    low: text,
    volume: zod.nullable(text),
    turnover: zod.nullable(text),
    marketCap: zod.nullable(text),
    high52w: text,
    low52w: text,
    foreignRatio: zod.nullable(text),
    industry: text,
    status: zod.enum(['open', 'preMarket', 'afterHours', 'closed', 'suspended']),
    flags: zod.array(zod.enum(INSTRUMENT_FLAGS)),
  }),
)

const stockDetail = named(
  'StockDetail',
  zod.object({
    ...quoteRow.shape,
    fundamentals: zod.nullable(zod.object({ sales: text, operatingProfit: text, netProfit: text })),
    etf: zod.nullable(
      zod.object({
        issuer: text,
        index: text,
        ter: text,
        replication: zod.enum(ETF_REPLICATIONS),
        distribution: zod.enum(ETF_DISTRIBUTIONS),
        fundSize: text,
      }),
    ),
    shortSelling: zod.nullable(
      zod.object({ shortRatio: text, daysToCover: text, shortVolume: text }),
    ),
    investorTrends: zod.array(
      zod.object({ day: text, retail: text, institutions: text, foreign: text }),
    ),
    listedOn: zod.nullable(text),
    simulated: zod.literal(true),
    timeZone: text,
    decimals: zod.number(),
  }),
)

const quotePage = zod.object({
  list: zod.array(quoteRow),
  total: zod.number(),
  page: zod.number(),
  size: zod.number(),
})

export const marketListCall = defineCall({
  path: 'market/list',
  summary: 'Stock rows of one board of a market (spec §2 Market tabs), paginated',
  request: zod.object({
    type: zod.enum(['Spain', 'usd']),
    board: zod.enum(BOARDS),
    page,
    size: zod._default(zod.int().check(zod.minimum(1), zod.maximum(500)), 50),
  }),
  answer: quotePage,
  auth: true,
})

export const marketDetailCall = defineCall({
  path: 'market/detail',
  summary: 'One instrument with its fundamentals, alert flags and trading status (spec §3 Stock)',
  request: zod.object({ code }),
  answer: stockDetail,
  auth: true,
})

/** Integers, each a whole number of seconds or price units (machines/marketView/barColumns.ts). */
const integers = zod.array(zod.int())

export const marketKlineCall = defineCall({
  path: 'market/kline',
  summary:
    'Chart bars for a period and adjustment mode (spec §9), oldest first, as columns of integers (decodeBars)',
  request: zod.object({ code, period: zod.enum(CHART_PERIODS), adjust: zod.enum(ADJUST_MODES) }),
  answer: zod.object({
    decimals: zod.int().check(zod.minimum(0), zod.maximum(12)),
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
  request: zod.object({
    keyword: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40)),
  }),
  answer: zod.object({ list: zod.array(quoteRow), total: zod.number() }),
  auth: true,
})

export const favoriteListCall = defineCall({
  path: 'favorite/list',
  summary: "The caller's watchlist as stock rows, oldest first (spec §2 Watchlist)",
  request: empty,
  answer: zod.object({ list: zod.array(quoteRow), total: zod.number() }),
  auth: true,
})

const favoriteAnswer = zod.object({ code: text, favorite: zod.boolean() })

export const favoriteAddCall = defineCall({
  path: 'favorite/add',
  summary: 'Adds an instrument to the watchlist; adding it twice changes nothing',
  request: zod.object({ code }),
  answer: favoriteAnswer,
  auth: true,
})

export const favoriteRemoveCall = defineCall({
  path: 'favorite/remove',
  summary: 'Removes instruments from the watchlist (select all and delete, spec §2)',
  request: zod.object({
    codes: zod.array(code).check(zod.minLength(1), zod.maxLength(WATCHLIST_MAX)),
  }),
  answer: zod.object({ removed: zod.array(text) }),
  auth: true,
})

export const favoriteHasCall = defineCall({
  path: 'favorite/has',
  summary: 'Whether an instrument is on the watchlist',
  request: zod.object({ code }),
  answer: favoriteAnswer,
  auth: true,
})

const newsItem = named(
  'NewsItem',
  zod.union([
    zod.object({
      id: text,
      category: zod.literal('top'),
      publishedAt: isoTime,
      title: text,
      body: text,
    }),
    zod.object({
      id: text,
      category: zod.literal('stock'),
      publishedAt: isoTime,
      kind: zod.enum(['dividend', 'split', ...INSTRUMENT_FLAGS]),
      code: text,
      name: text,
      params: zod.record(zod.string(), zod.string()),
    }),
  ]),
)

const lang = zod._default(zod.enum(LOCALE_CODES), 'en')

export const newsListCall = defineCall({
  path: 'news/list',
  summary: 'Top news or stock info, newest first, 10 per page (spec §2 News, §9)',
  request: zod.object({
    category: zod.enum(NEWS_CATEGORIES),
    lang,
    page,
    size: zod._default(
      zod.int().check(zod.minimum(1), zod.maximum(LIST_PAGE_SIZE)),
      LIST_PAGE_SIZE,
    ),
  }),
  answer: zod.object({
    list: zod.array(newsItem),
    total: zod.number(),
    page: zod.number(),
    size: zod.number(),
  }),
  auth: true,
})

export const newsDetailCall = defineCall({
  path: 'news/detail',
  summary: 'One news item',
  request: zod.object({
    id: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(80)),
    category: zod.enum(NEWS_CATEGORIES),
    lang,
  }),
  answer: newsItem,
  auth: true,
})
