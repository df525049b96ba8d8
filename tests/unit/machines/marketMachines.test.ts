import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { chartMachine, chartSelectors, isLineChart } from '../../../machines/chartSelection.ts'
import {
  type AdjustMode,
  type Bar,
  BOARDS,
  type ChartPeriod,
  isPointsQuote,
  type QuoteRow,
} from '../../../machines/marketData.ts'
import { livePricesMachine, livePricesSelectors } from '../../../machines/marketView/livePrices.ts'
import {
  applyTicks,
  FIRST_VISIBLE_ROWS,
  marketViewMachine,
  marketViewSelectors,
  type QuoteStreamEvent,
} from '../../../machines/marketView/machine.ts'
import { hasSelection, isEverythingSelected } from '../../../machines/watchlistEdit.ts'

describe('market screen guards', () => {
  it('draws time-share as a line and every other period as candles', () => {
    expect(isLineChart('time')).toBe(true)
    expect(isLineChart('1m')).toBe(false)
    expect(isLineChart('day')).toBe(false)
  })

  it('select all toggles once everything is selected; delete needs a selection', () => {
    expect(isEverythingSelected(['A', 'B'], ['A', 'B'])).toBe(true)
    expect(isEverythingSelected(['A'], ['A', 'B'])).toBe(false)
    expect(isEverythingSelected([], [])).toBe(false)
    expect(hasSelection(['A'])).toBe(true)
    expect(hasSelection([])).toBe(false)
  })

  it('applies ticks to their rows only, keeping the other rows as they were', () => {
    const row = (code: string) => ({ code, price: '1.00', volume: '1' }) as QuoteRow
    const rows = [row('A'), row('B')]
    const next = applyTicks(rows, [
      {
        code: 'B',
        price: '2.00',
        change: '1.00',
        changePercent: '100.00',
        high: '2.00',
        low: '1.00',
        volume: '5',
        turnover: '10.00',
        status: 'open',
        at: '2026-11-20T10:00:00Z',
      },
    ])
    expect(next[0]).toBe(rows[0])
    expect(next[1]).toMatchObject({ code: 'B', price: '2.00', volume: '5' })
    expect(applyTicks(rows, [])).toBe(rows)
  })
})

describe('chart period rules', () => {
  it('tells intraday periods and the ones that grow a bar per minute', async () => {
    const { isIntradayPeriod, isMinutePeriod } = await import('../../../machines/chartSelection.ts')
    expect(['time', '1m', '5m', '15m', '30m'].every((p) => isIntradayPeriod(p as 'time'))).toBe(
      true,
    )
    expect(['day', 'week', 'month'].some((p) => isIntradayPeriod(p as 'day'))).toBe(false)
    expect(isMinutePeriod('time') && isMinutePeriod('1m')).toBe(true)
    expect(isMinutePeriod('5m') || isMinutePeriod('day')).toBe(false)
  })
})

describe('the chart machine', () => {
  it('keeps the bars drawn, with the period they are of, until the next period has come', async () => {
    const answers: Array<(bars: Bar[]) => void> = []
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadBars: fromPromise<Bar[], { code: string; period: ChartPeriod; adjust: AdjustMode }>(
            () => new Promise((resolve) => answers.push(resolve)),
          ),
        },
      }),
      { input: { code: 'SAN' } },
    ).start()
    const bar = (time: number): Bar => ({ time, open: 1, high: 1, low: 1, close: 1, volume: 1 })
    const settled = () => new Promise((resolve) => setTimeout(resolve))

    answers.shift()!([bar(86_400)])
    await settled()
    expect(chartSelectors.context(actor.getSnapshot())).toMatchObject({
      period: 'day',
      barsPeriod: 'day',
      bars: [bar(86_400)],
    })

    actor.send({ type: 'chart.period', period: '1m' })
    const loading = actor.getSnapshot()
    expect(chartSelectors.isLoading(loading)).toBe(true)
    // The day's bars stay, said to be of the day, while the minutes load.
    expect(loading.context).toMatchObject({ period: '1m', barsPeriod: 'day', bars: [bar(86_400)] })

    answers.shift()!([bar(60), bar(120)])
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({
      period: '1m',
      barsPeriod: '1m',
      bars: [bar(60), bar(120)],
    })
    actor.stop()
  })
})

describe('the quote stream of a screen (issue 17)', () => {
  it('opens once, however many ticks and heartbeats come, and again only for other rows', () => {
    let starts = 0
    const machine = marketViewMachine.provide({
      actors: {
        quoteStream: fromCallback(() => {
          starts += 1
          return () => {}
        }),
      },
    })
    const actor = createActor(machine).start()
    const rows = [
      { code: 'SAN', price: '1.00' },
      { code: 'BBVA', price: '2.00' },
    ] as QuoteRow[]
    actor.send({ type: 'xstate.done.actor.loadRows', output: rows } as never)
    for (let i = 0; i < 50; i++) {
      actor.send({ type: 'quotes.ticks', ticks: [] })
      actor.send({ type: 'quotes.heartbeat' })
    }
    actor.send({ type: 'quotes.lost' })
    actor.send({ type: 'quotes.ticks', ticks: [] })
    expect(starts).toBe(1)
    actor.send({ type: 'view.visible', codes: ['SAN', 'BBVA'] })
    expect(starts).toBe(1)
    actor.send({ type: 'view.visible', codes: ['BBVA'] })
    expect(starts).toBe(2)
    actor.stop()
  })
})

describe('an index quote is points, not money (issue 18)', () => {
  it('only the index board is quoted in points', () => {
    expect(isPointsQuote('index')).toBe(true)
    expect(BOARDS.filter((board) => board !== 'index').some(isPointsQuote)).toBe(false)
  })
})

describe('what the chart loads and shows (spec §9 Chart periods, Adjustment)', () => {
  it('loads its stock’s day bars, unadjusted, first, then the period chosen; a failure shows', async () => {
    const asked: unknown[] = []
    const answers: Array<{ resolve: (bars: Bar[]) => void; reject: (e: unknown) => void }> = []
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadBars: fromPromise<Bar[], { code: string; period: ChartPeriod; adjust: AdjustMode }>(
            ({ input }) => {
              asked.push(input)
              return new Promise((resolve, reject) => answers.push({ resolve, reject }))
            },
          ),
        },
      }),
      { input: { code: 'ITX' } },
    ).start()
    expect(asked).toEqual([{ code: 'ITX', period: 'day', adjust: 'none' }])
    expect(chartSelectors.isFailed(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'chart.adjust', adjust: 'forward' })
    expect(asked.at(-1)).toEqual({ code: 'ITX', period: 'day', adjust: 'forward' })
    answers.at(-1)?.reject({ code: 'network' })
    await new Promise((resolve) => setTimeout(resolve))
    expect(chartSelectors.isFailed(actor.getSnapshot())).toBe(true)
    expect(chartSelectors.isLoading(actor.getSnapshot())).toBe(false)
    actor.stop()
  })
})

describe('a screen of live prices: what it shows and what it listens to (decision 0069)', () => {
  const rows = Array.from(
    { length: FIRST_VISIBLE_ROWS + 1 },
    (_, i) => ({ code: `C${i}`, price: '1.00' }) as QuoteRow,
  )
  function screen() {
    const streams: unknown[] = []
    const actor = createActor(
      marketViewMachine.provide({
        actors: {
          quoteStream: fromCallback<QuoteStreamEvent, { codes: string[] }>(({ input }) => {
            streams.push(input)
            return () => {}
          }),
        },
      }),
    ).start()
    return { actor, streams }
  }
  it('loading: busy, nothing shown, nothing failed', () => {
    const { actor } = screen()
    const s = actor.getSnapshot()
    expect([marketViewSelectors.isLoading(s), marketViewSelectors.isShowing(s)]).toEqual([
      true,
      false,
    ])
    expect(marketViewSelectors.isFailed(s)).toBe(false)
    actor.stop()
  })
  it('a failed load shows the failure, not rows', () => {
    const { actor } = screen()
    actor.send({ type: 'xstate.error.actor.loadRows', error: { code: 'network' } } as never)
    const s = actor.getSnapshot()
    expect(marketViewSelectors.isFailed(s)).toBe(true)
    expect([marketViewSelectors.isLoading(s), marketViewSelectors.isShowing(s)]).toEqual([
      false,
      false,
    ])
    actor.stop()
  })
  it('listens to the first rows a phone shows, then to the rows the list reports on screen', () => {
    const { actor, streams } = screen()
    actor.send({ type: 'xstate.done.actor.loadRows', output: rows } as never)
    expect(marketViewSelectors.isShowing(actor.getSnapshot())).toBe(true)
    // 31 rows loaded: the stream follows the first 30 (C0 … C29), not C30.
    expect(streams).toEqual([{ codes: rows.slice(0, FIRST_VISIBLE_ROWS).map((r) => r.code) }])
    actor.send({ type: 'view.visible', codes: ['C30', 'C29'] })
    expect(streams.at(-1)).toEqual({ codes: ['C30', 'C29'] })
    actor.stop()
  })
})

describe('a reloaded list keeps following the rows on screen (decision 0069)', () => {
  const rows = (codes: string[]) => codes.map((code) => ({ code, price: '1.00' }) as QuoteRow)
  const many = rows(Array.from({ length: 60 }, (_, i) => `R${i}`))
  function scrolledScreen() {
    const streams: string[][] = []
    const actor = createActor(
      marketViewMachine.provide({
        actors: {
          quoteStream: fromCallback<QuoteStreamEvent, { codes: string[] }>(({ input }) => {
            streams.push(input.codes)
            return () => {}
          }),
        },
      }),
    ).start()
    actor.send({ type: 'xstate.done.actor.loadRows', output: many } as never)
    // Scrolled down: rows 40 to 44 on screen.
    actor.send({ type: 'view.visible', codes: ['R40', 'R41', 'R42', 'R43', 'R44'] })
    return { actor, streams }
  }
  it('a reload of the same rows follows the rows scrolled to, not the first ones', () => {
    // The list shows the same rows after the reload, so it names nothing new: the stream must
    // go on following rows 40 to 44 by itself.
    const { actor, streams } = scrolledScreen()
    actor.send({ type: 'view.reload' })
    actor.send({ type: 'xstate.done.actor.loadRows', output: many } as never)
    expect(streams.at(-1)).toEqual(['R40', 'R41', 'R42', 'R43', 'R44'])
    actor.stop()
  })
  it('rows scrolled to while it reloads are the ones followed once loaded', () => {
    const { actor, streams } = scrolledScreen()
    actor.send({ type: 'view.reload' })
    actor.send({ type: 'view.visible', codes: ['R50', 'R51'] })
    actor.send({ type: 'xstate.done.actor.loadRows', output: many } as never)
    expect(streams.at(-1)).toEqual(['R50', 'R51'])
    actor.stop()
  })
  it('rows gone from the reloaded list are dropped; with none left, the first rows are followed', () => {
    const { actor, streams } = scrolledScreen()
    actor.send({ type: 'view.reload' })
    // R41 and R43 left the list (a watchlist edited elsewhere): the other three stay followed.
    const fewer = many.filter((r) => r.code !== 'R41' && r.code !== 'R43')
    actor.send({ type: 'xstate.done.actor.loadRows', output: fewer } as never)
    expect(streams.at(-1)).toEqual(['R40', 'R42', 'R44'])
    // Another market's rows share no code with those on screen: its first 30 rows.
    actor.send({ type: 'view.reload' })
    const other = rows(Array.from({ length: 40 }, (_, i) => `N${i}`))
    actor.send({ type: 'xstate.done.actor.loadRows', output: other } as never)
    expect(streams.at(-1)).toEqual(other.slice(0, FIRST_VISIBLE_ROWS).map((r) => r.code))
    actor.stop()
  })
})

describe('the live prices a screen values its positions with (livePrices.ts)', () => {
  it('streams the codes watched and keeps the last price of each code heard since', () => {
    const streams: unknown[] = []
    const actor = createActor(
      livePricesMachine.provide({
        actors: {
          quoteStream: fromCallback<QuoteStreamEvent, { codes: string[] }>(({ input }) => {
            streams.push(input)
            return () => {}
          }),
        },
      }),
    ).start()
    actor.send({ type: 'prices.watch', codes: ['SAN', 'BBVA'] })
    expect(streams).toEqual([{ codes: ['SAN', 'BBVA'] }])
    const tick = (code: string, price: string) => ({
      code,
      price,
      change: '0.00',
      changePercent: '0.00',
      high: price,
      low: price,
      volume: '1',
      turnover: price,
      status: 'open' as const,
      at: '2026-11-20T10:00:00Z',
    })
    actor.send({ type: 'quotes.ticks', ticks: [tick('SAN', '6.20')] })
    // A later tick of BBVA alone leaves SAN’s last price where it was.
    actor.send({ type: 'quotes.ticks', ticks: [tick('BBVA', '9.10')] })
    expect(livePricesSelectors.prices(actor.getSnapshot())).toEqual({ SAN: '6.20', BBVA: '9.10' })
    actor.stop()
  })
})
