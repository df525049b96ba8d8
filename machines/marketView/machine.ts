import { assign, fromCallback, fromPromise } from 'xstate'
import type { QuoteRow, Tick } from '../marketData.ts'
import type { Refusal } from '../session/events.ts'
import { setup } from '../setup.ts'
import { sameCodeSet, visibleAfterLoad } from './codeSet.ts'

/** Not in the spec: the quote stream sends a heartbeat this often, even when no price moves. */
export const QUOTE_HEARTBEAT_MS = 15_000
/** Not in the spec: after the server refused a stream (too many open), the screen asks again this late. */
export const QUOTE_STREAM_REOPEN_MS = 10_000
/** A view that heard nothing for two heartbeats (or lost its connection) shows stale prices. */
export const QUOTES_STALE_AFTER_MS = 2 * QUOTE_HEARTBEAT_MS
/** Before the list reports what is on screen, the stream follows the first rows a phone shows. */
export const FIRST_VISIBLE_ROWS = 30

export interface MarketViewContext {
  rows: QuoteRow[]
  /** The codes on screen: the only ones the stream listens to. */
  visible: string[]
  error: Refusal | null
}

/** What the quote stream tells the machine that runs it. */
export type QuoteStreamEvent =
  | { type: 'quotes.ticks'; ticks: Tick[] }
  | { type: 'quotes.heartbeat' }
  | { type: 'quotes.lost' }

/** The events the quote stream sends: none of them may restart it (issue 17). */
export const QUOTE_STREAM_EVENTS = ['quotes.ticks', 'quotes.heartbeat', 'quotes.lost']

export type MarketViewEvent =
  | QuoteStreamEvent
  | { type: 'view.visible'; codes: string[] }
  | { type: 'view.reload' }
  | { type: 'view.retry' }

/** Applies ticks to the rows they concern; rows without a tick keep their identity. */
export function applyTicks(rows: QuoteRow[], ticks: Tick[]): QuoteRow[] {
  if (ticks.length === 0) return rows
  const byCode = new Map(ticks.map((t) => [t.code, t]))
  return rows.map((row) => {
    const tick = byCode.get(row.code)
    if (!tick) return row
    const { at: _at, code: _code, ...live } = tick
    return { ...row, ...live }
  })
}

/**
 * A screen of live prices (market list, watchlist, indices, search results, one stock): it
 * loads its rows, then listens to the quote stream for the rows on screen, shows when prices
 * went stale, and offers a retry when loading failed.
 */
export const marketViewMachine = setup({
  types: {
    context: {} as MarketViewContext,
    events: {} as MarketViewEvent,
  },
  actors: {
    /** Supplied by the screen: fetches the rows. */
    loadRows: fromPromise<QuoteRow[]>(() => new Promise<never>(() => {})),
    /** Supplied by the app: streams ticks for `codes`, reporting heartbeats and drops. */
    quoteStream: fromCallback<QuoteStreamEvent, { codes: string[] }>(() => () => {}),
  },
  guards: {
    // not in the spec (decision 0069): prices stream only for the rows on screen
    hasVisibleRows: ({ context }) => context.visible.length > 0,
    // not in the spec (decision 0069): the stream restarts only when other rows come on screen
    isNewSetOfRows: ({ context, event }) =>
      event.type === 'view.visible' && !sameCodeSet(context.visible, event.codes),
  },
  actions: {
    applyTicks: assign({
      rows: ({ context, event }) =>
        event.type === 'quotes.ticks' ? applyTicks(context.rows, event.ticks) : context.rows,
    }),
  },
  delays: { staleAfter: QUOTES_STALE_AFTER_MS },
}).createMachine({
  id: 'marketView',
  description:
    'A screen of live prices: loading, then live while the quote stream speaks, stale when it goes quiet or drops, and failed with a retry when the rows could not be loaded.',
  context: { rows: [], visible: [], error: null },
  initial: 'loading',
  on: {
    'view.reload': { target: '.loading' },
  },
  states: {
    loading: {
      tags: ['busy'],
      // A list scrolled while it reloads names its rows now; they are followed once loaded.
      on: { 'view.visible': { actions: assign({ visible: ({ event }) => event.codes }) } },
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        onDone: {
          target: 'showing',
          actions: assign({
            rows: ({ event }) => event.output,
            visible: ({ context, event }) =>
              visibleAfterLoad(event.output, context.visible, FIRST_VISIBLE_ROWS),
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error as Refusal }),
        },
      },
    },
    showing: {
      tags: ['ready'],
      initial: 'choosing',
      on: {
        'view.visible': {
          guard: 'isNewSetOfRows',
          target: 'showing',
          reenter: true,
          actions: assign({ visible: ({ event }) => event.codes }),
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'hasVisibleRows', target: 'streaming' }, { target: 'empty' }],
        },
        /** Nothing on screen: nothing to listen to. */
        empty: {},
        streaming: {
          invoke: { src: 'quoteStream', input: ({ context }) => ({ codes: context.visible }) },
          initial: 'live',
          // Ticks and heartbeats are taken by the child states, never by `streaming` itself:
          // leaving `streaming` would stop the stream and open a new one on every tick (issue 17).
          on: { 'quotes.lost': { target: '.stale' } },
          states: {
            live: {
              after: { staleAfter: 'stale' },
              on: {
                // Re-entering `live` alone restarts its stale timer, not the stream.
                'quotes.ticks': { target: 'live', reenter: true, actions: 'applyTicks' },
                'quotes.heartbeat': { target: 'live', reenter: true },
              },
            },
            stale: {
              tags: ['stale'],
              on: {
                'quotes.ticks': { target: 'live', actions: 'applyTicks' },
                'quotes.heartbeat': { target: 'live' },
              },
            },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'view.retry': 'loading' },
    },
  },
})

type MarketViewSnapshot = { hasTag(tag: string): boolean; context: MarketViewContext }

/** What a screen of live prices reads of its machine, by tag (never by state name). */
export const marketViewSelectors = {
  isLoading: (s: MarketViewSnapshot) => s.hasTag('busy'),
  isFailed: (s: MarketViewSnapshot) => s.hasTag('failed'),
  /** Rows are on screen: live, or stale while the stream reconnects. */
  isShowing: (s: MarketViewSnapshot) => s.hasTag('ready'),
  isStale: (s: MarketViewSnapshot) => s.hasTag('stale'),
  rows: (s: MarketViewSnapshot) => s.context.rows,
}
