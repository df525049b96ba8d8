import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnswerOf, RequestOf } from '../../../machines/contract/call.ts'
import { ADJUST_MODES, CHART_PERIODS } from '../../../machines/marketData.ts'
import { decodeBars } from '../../../machines/marketView/barColumns.ts'
import {
  favoriteAddCall,
  favoriteHasCall,
  favoriteListCall,
  favoriteRemoveCall,
  marketDetailCall,
  marketKlineCall,
  marketListCall,
  marketSearchCall,
  newsDetailCall,
  newsListCall,
} from '../../../machines/marketView/calls.ts'
import { registerCall } from '../../../machines/session/calls.ts'
import { registration, startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
let alice: Record<string, string>
let bob: Record<string, string>

async function signUp(account: string) {
  const { token } = await server.sendOk(registerCall, registration(account))
  return { token, account }
}

beforeAll(async () => {
  server = await startTestServer()
  alice = await signUp('600000801')
  bob = await signUp('600000802')
})
afterAll(() => server.close())

const DECIMAL = /^-?\d+(\.\d+)?$/

describe('market/list', () => {
  it('lists the 35 IBEX shares for Spain with every stock field as a decimal string', async () => {
    const answer = await server.send(
      marketListCall,
      { type: 'Spain', board: 'listed', page: 1, size: 100 },
      alice,
    )
    expect(answer.status).toBe(1)
    expect(answer.data!.total).toBe(35)
    const san = answer.data!.list.find((r) => r.code === 'SAN')!
    const fields = ['price', 'prevClose', 'change', 'changePercent', 'open', 'high', 'low'] as const
    for (const field of fields) {
      expect(san[field], field).toMatch(DECIMAL)
    }
    expect(san).toMatchObject({ market: 'Spain', currency: 'EUR', status: 'open', flags: [] })
    expect(Number(san.low)).toBeLessThanOrEqual(Number(san.price))
    expect(Number(san.high)).toBeGreaterThanOrEqual(Number(san.price))
  })

  it('cuts the other boards: US listed and OTC, auction, crypto, forex, indices', async () => {
    type List = RequestOf<typeof marketListCall>
    const list = (type: List['type'], board: List['board']) =>
      server.sendOk(marketListCall, { type, board, size: 500 }, alice)
    expect((await list('usd', 'listed')).total).toBe(50)
    expect((await list('usd', 'otc')).list.every((r) => r.market === 'usd')).toBe(true)
    const auction = await list('Spain', 'auction')
    expect(auction.list.map((r) => r.code)).toEqual(['GRF'])
    expect((await list('Spain', 'crypto')).total).toBe(10)
    expect((await list('usd', 'forex')).total).toBe(10)
    expect((await list('usd', 'index')).list.map((r) => r.code)).toEqual(['SPX', 'NDX', 'DJI'])
    // Issue 18: an index level is points; an index trades no shares and no money itself.
    for (const row of (await list('Spain', 'index')).list)
      expect(row).toMatchObject({ currency: null, volume: null, turnover: null })
    // US shares at 10:00 UTC on a Friday are in the pre-market session.
    expect((await list('usd', 'listed')).list[0]!.status).toBe('preMarket')
  })

  it('lists ETFs on a board of their own, each with its public facts (issue 52)', async () => {
    const list = (type: 'Spain' | 'usd') =>
      server.sendOk(marketListCall, { type, board: 'etf', size: 500 }, alice)
    const ucits = await list('Spain')
    const us = await list('usd')
    // About 15 UCITS ETFs in euros and about 10 US-listed ones in dollars (issue 52, item 1).
    expect(ucits.total).toBe(16)
    expect(us.total).toBe(11)
    expect(ucits.list.every((r) => r.currency === 'EUR' && r.board === 'etf')).toBe(true)
    expect(us.list.every((r) => r.currency === 'USD' && r.board === 'etf')).toBe(true)
    // A fund's units are no company's shares: no market cap; its size is among its facts.
    expect(us.list.every((r) => r.marketCap === null)).toBe(true)
    const vwce = await server.sendOk(marketDetailCall, { code: 'VWCE' }, alice)
    expect(vwce.etf).toEqual({
      issuer: 'Vanguard',
      index: 'FTSE All-World',
      ter: '0.19',
      replication: 'sampling',
      distribution: 'accumulating',
      fundSize: '25000000000',
    })
    expect(vwce.fundamentals).toBeNull()
    const spy = await server.sendOk(marketDetailCall, { code: 'SPY' }, alice)
    expect(spy.etf).toMatchObject({ ter: '0.0945', distribution: 'distributing' })
    const san = await server.sendOk(marketDetailCall, { code: 'SAN' }, alice)
    expect(san.etf).toBeNull()
  })

  it('pages', async () => {
    const page2 = await server.send(
      marketListCall,
      { type: 'Spain', board: 'listed', page: 2, size: 10 },
      alice,
    )
    expect(page2.data!.list).toHaveLength(10)
    expect(page2.data!.list[0]!.code).toBe('BBVA')
  })

  it('refuses a visitor and a bad board', async () => {
    expect((await server.send(marketListCall, { type: 'Spain', board: 'listed' })).http).toBe(401)
    // A board the schema does not know, sent on purpose.
    const bonds = { type: 'Spain', board: 'bonds' }
    expect(await server.sendRaw(marketListCall, bonds, alice)).toMatchObject({
      status: 0,
      code: 'common.invalid',
      params: { field: 'board' },
    })
  })
})

describe('market/detail', () => {
  it('adds fundamentals, short selling, investor trends and the alert flags', async () => {
    const { data } = await server.send(marketDetailCall, { code: 'SLR' }, alice)
    expect(data).toMatchObject({
      code: 'SLR',
      flags: ['overheated'],
      fundamentals: { sales: '200000000' },
      simulated: true,
      timeZone: 'Europe/Madrid',
      decimals: 2,
    })
    expect(data!.investorTrends).toHaveLength(5)
    for (const day of data!.investorTrends) {
      expect(Number(day.retail) + Number(day.institutions) + Number(day.foreign)).toBe(0)
    }
  })

  it('shows the operator flags: suspended, delisted, newly listed, VI triggered', async () => {
    const flags = (code: string) => server.sendOk(marketDetailCall, { code }, alice)
    expect(await flags('HLZ')).toMatchObject({ status: 'suspended', flags: ['suspended'] })
    expect((await flags('SFTBY')).flags).toEqual(['delisted'])
    expect((await flags('PAR')).flags).toEqual(['newlyListed'])
    expect((await flags('TSLA')).flags).toEqual(['viTriggered'])
  })

  it('refuses an unknown code with the translated catalogue message', async () => {
    const answer = await server.send(marketDetailCall, { code: 'NOPE' }, alice)
    expect(answer).toMatchObject({ status: 0, code: 'market.unknownInstrument' })
  })
})

describe('market/kline', () => {
  it('answers every period and adjustment mode with bars in time order', async () => {
    for (const period of CHART_PERIODS) {
      for (const adjust of ADJUST_MODES) {
        const { data } = await server.send(marketKlineCall, { code: 'ITX', period, adjust }, alice)
        const bars = decodeBars(data!)
        expect(bars.length, `${period} ${adjust}`).toBeGreaterThan(0)
        for (let i = 1; i < bars.length; i++)
          expect(bars[i]!.time).toBeGreaterThan(bars[i - 1]!.time)
        expect(bars.every((b) => b.low <= b.high)).toBe(true)
      }
    }
  })

  it("keeps today's price under forward adjustment and the first price under backward", async () => {
    const bars = async (adjust: (typeof ADJUST_MODES)[number]) =>
      decodeBars(
        (await server.send(marketKlineCall, { code: 'AAPL', period: 'day', adjust }, alice)).data!,
      )
    const [raw, forward, backward] = await Promise.all(ADJUST_MODES.map(bars))
    expect(forward!.at(-1)!.close).toBe(raw!.at(-1)!.close)
    expect(backward![0]!.close).toBe(raw![0]!.close)
    // The 4-for-1 split of 2020 leaves raw prices before it about four times higher.
    expect(raw![0]!.close / forward![0]!.close).toBeGreaterThan(4)
  })
})

describe('market/search', () => {
  it('finds by code first, then by name, ignoring case and accents', async () => {
    const byCode = await server.send(marketSearchCall, { keyword: 'san' }, alice)
    expect(byCode.data!.list[0]!.code).toBe('SAN')
    const byName = await server.send(marketSearchCall, { keyword: 'telefonica' }, alice)
    expect(byName.data!.list.map((r) => r.code)).toEqual(['TEF'])
    const none = await server.send(marketSearchCall, { keyword: 'zzzz' }, alice)
    expect(none.data!.list).toEqual([])
    const blank = await server.send(marketSearchCall, { keyword: '  ' }, alice)
    expect(blank).toMatchObject({ code: 'common.invalid', params: { field: 'keyword' } })
  })
})

describe('watchlist', () => {
  it('adds, lists and removes, each user seeing only their own', async () => {
    await server.send(favoriteAddCall, { code: 'BBVA' }, alice)
    server.clock.advance(1_000)
    await server.send(favoriteAddCall, { code: 'AAPL' }, alice)
    await server.send(favoriteAddCall, { code: 'AAPL' }, alice) // twice changes nothing
    await server.send(favoriteAddCall, { code: 'TEF' }, bob)
    const codes = async (who: Record<string, string>) =>
      (await server.sendOk(favoriteListCall, {}, who)).list.map((r) => r.code)
    expect(await codes(alice)).toEqual(['BBVA', 'AAPL'])
    expect(await codes(bob)).toEqual(['TEF'])
    expect((await server.sendOk(favoriteHasCall, { code: 'TEF' }, alice)).favorite).toBe(false)

    // Bob cannot remove Alice's rows by naming them.
    const removed = await server.send(favoriteRemoveCall, { codes: ['BBVA', 'TEF'] }, bob)
    expect(removed.data!.removed).toEqual(['TEF'])
    expect(await codes(alice)).toEqual(['BBVA', 'AAPL'])

    await server.send(favoriteRemoveCall, { codes: ['BBVA', 'AAPL'] }, alice)
    expect(await codes(alice)).toEqual([])
  })

  it('refuses unknown codes and visitors', async () => {
    const answer = await server.send(favoriteAddCall, { code: 'NOPE' }, alice)
    expect(answer.code).toBe('market.unknownInstrument')
    expect((await server.send(favoriteListCall, {})).http).toBe(401)
  })
})

describe('news', () => {
  // A news item is top news (a title) or a market event (a kind).
  type NewsItem = AnswerOf<typeof newsListCall>['list'][number]
  const title = (item: NewsItem) => ('title' in item ? item.title : undefined)
  const kind = (item: NewsItem) => ('kind' in item ? item.kind : undefined)

  it('pages top news 10 at a time in the language asked for', async () => {
    const en = await server.send(newsListCall, { category: 'top', lang: 'en' }, alice)
    const de = await server.send(newsListCall, { category: 'top', lang: 'de' }, alice)
    expect(en.data!.list.length).toBeGreaterThan(0)
    expect(en.data!.list.length).toBeLessThanOrEqual(10)
    expect(en.data!.list[0]!.id).toBe(de.data!.list[0]!.id)
    expect(title(en.data!.list[0]!)).not.toBe(title(de.data!.list[0]!))
  })

  it('reports market events as stock info, newest first, and opens one', async () => {
    const page1 = await server.send(newsListCall, { category: 'stock', page: 1 }, alice)
    const { list, total } = page1.data!
    expect(list).toHaveLength(10)
    expect(total).toBeGreaterThan(10)
    const kinds = new Set<string | undefined>()
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const { data } = await server.send(newsListCall, { category: 'stock', page }, alice)
      for (const item of data!.list) kinds.add(kind(item))
    }
    expect([...kinds].sort()).toEqual(
      ['dividend', 'newlyListed', 'overheated', 'suspended', 'delisted', 'viTriggered'].sort(),
    )
    const detail = await server.send(newsDetailCall, { id: list[0]!.id, category: 'stock' }, alice)
    expect(detail.data).toEqual(list[0])
    // An item the feed no longer holds (an old link) is said to be gone, not "no such service".
    const gone = await server.send(newsDetailCall, { id: 'gone-1', category: 'stock' }, alice)
    expect(gone).toMatchObject({ status: 0, code: 'news.missing' })
  })
})

describe('market/stream', () => {
  it('sends the current ticks of the codes asked for at once, as server-sent events', async () => {
    const response = await server.app.request('/api/vue/market/stream?codes=SAN,BBVA')
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const { value } = await reader.read()
    const text = new TextDecoder().decode(value)
    await reader.cancel()
    expect(text).toContain('event: ticks')
    const ticks = JSON.parse(text.split('data: ')[1]!.split('\n')[0]!)
    expect(ticks.map((t: { code: string }) => t.code)).toEqual(['SAN', 'BBVA'])
  })
})
