import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate'
import { boundary, counts, type DecisionTable, guardTable } from '../decisionTable.ts'
import type { QuoteRow } from '../marketData.ts'
import {
  type MarketViewEvent,
  marketViewMachine,
  marketViewSelectors,
  type QuoteStreamEvent,
} from './machine.ts'

/**
 * A screen of live prices (not in the spec; ARCHITECTURE.md and issue 17), written from the
 * guards' own words: prices stream only for the rows on screen — the first rows a phone shows
 * until the list says which are on screen — and the stream restarts only when other rows come on
 * screen; the prices go stale after two heartbeats of silence.
 *
 * The screen's state that these rules decide is inside `showing` (streaming or empty), which a
 * lifecycle table's verdict (a top-level state) does not tell apart: each table below runs the
 * machine on a stand-in stream and answers what the screen would see of it.
 */

/*
 * The two numbers these rules rest on are constants of machine.ts itself, not of the spec, so
 * they are written out here rather than imported: changing either must fail a row, not move it.
 */
/** The rows a phone shows, followed until the list reports what is on screen (FIRST_VISIBLE_ROWS). */
const FIRST_ROWS = 30
/** Two heartbeats of 15 s without a word: the prices are stale (QUOTES_STALE_AFTER_MS). */
const STALE_AFTER_MS = 30_000

/** `n` loaded rows, codes R1…Rn. */
const codes = (n: number) => Array.from({ length: n }, (_, i) => `R${i + 1}`)
const rowsOf = (list: string[]) => list.map((code) => ({ code, price: '1.00' }) as QuoteRow)
const visible = (list: string[]): MarketViewEvent => ({ type: 'view.visible', codes: list })

/** The rows came (what `loadRows` answers, as the invoke reports it). */
function loaded(n: number): EventObject {
  const event = { type: 'xstate.done.actor.loadRows', output: rowsOf(codes(n)) }
  return event
}

/** The screen with a stand-in quote stream that counts how often one opens or closes. */
function screen(clock?: SimulatedClock) {
  const stream = { opened: 0, closed: 0 }
  const quoteStream = fromCallback<QuoteStreamEvent, { codes: string[] }>(() => {
    stream.opened += 1
    return () => {
      stream.closed += 1
    }
  })
  const options = clock ? { clock } : {}
  const actor = createActor(marketViewMachine.provide({ actors: { quoteStream } }), options).start()
  return { actor, stream }
}

interface Shown {
  /** How many rows the screen loaded. */
  loaded: number
  /** What the list reports on screen once loaded, or null when it has said nothing yet. */
  reported: string[] | null
}

/** Whether a quote stream is open once the rows are loaded (and the list has reported). */
function streamIsOpen(f: Shown): boolean {
  const { actor, stream } = screen()
  actor.send(loaded(f.loaded) as never)
  if (f.reported) actor.send(visible(f.reported))
  const open = stream.opened - stream.closed > 0
  actor.stop()
  return open
}

interface Report extends Shown {
  /** What the list reports next. */
  next: string[]
}

/** Whether the list's next report changes the stream: closes the open one, opens one, or both. */
function reportChangesTheStream(f: Report): boolean {
  const { actor, stream } = screen()
  actor.send(loaded(f.loaded) as never)
  if (f.reported) actor.send(visible(f.reported))
  const before = stream.opened + stream.closed
  actor.send(visible(f.next))
  const changed = stream.opened + stream.closed !== before
  actor.stop()
  return changed
}

/** Whether the prices show as stale after `silentMs` without a tick or heartbeat. */
function staleAfterSilence({ silentMs }: { silentMs: number }): boolean {
  const clock = new SimulatedClock()
  const { actor } = screen(clock)
  actor.send(loaded(2) as never)
  actor.send({ type: 'quotes.heartbeat' })
  clock.increment(silentMs)
  const stale = marketViewSelectors.isStale(actor.getSnapshot())
  actor.stop()
  return stale
}

/** Five rows loaded; the list has not said yet which are on screen. */
const FIVE_LOADED: Shown = { loaded: 5, reported: null }
/** Five rows loaded, the first two reported on screen, then reported again. */
const TWO_ON_SCREEN: Report = { loaded: 5, reported: ['R1', 'R2'], next: ['R1', 'R2'] }

export const decisionTables: DecisionTable[] = [
  guardTable('hasVisibleRows', streamIsOpen, FIVE_LOADED, 'not in the spec (decision 0069)', [
    ...boundary(
      'rows loaded, the list not reported yet: a stream from the first row',
      counts(1, 'row'),
      (n) => ({ loaded: n }),
      { below: false, at: true, above: true },
    ),
    ...boundary(
      'five rows loaded, the rows the list reports on screen: a stream from the first',
      counts(1, 'row'),
      (n) => ({ reported: codes(n) }),
      { below: false, at: true, above: true },
    ),
  ]),
  guardTable(
    'isNewSetOfRows',
    reportChangesTheStream,
    TWO_ON_SCREEN,
    'not in the spec (decision 0069)',
    [
      ...boundary(
        `${FIRST_ROWS + 1} rows loaded, the list's first report of the first rows, against the ${FIRST_ROWS} followed until then`,
        counts(FIRST_ROWS, 'row'),
        (n) => ({ loaded: FIRST_ROWS + 1, reported: null, next: codes(n) }),
        { below: true, at: false, above: true },
      ),
      { name: 'the same two rows reported again: the stream runs on', change: {}, expect: false },
      {
        name: 'scrolled to two other rows: restarts',
        change: { next: ['R3', 'R4'] },
        expect: true,
      },
      { name: 'one row fewer on screen: restarts', change: { next: ['R1'] }, expect: true },
      {
        name: 'one row more on screen: restarts',
        change: { next: ['R1', 'R2', 'R3'] },
        expect: true,
      },
      { name: 'the second row other: restarts', change: { next: ['R1', 'R3'] }, expect: true },
      { name: 'the first row other: restarts', change: { next: ['R3', 'R2'] }, expect: true },
      { name: 'no row on screen any more: the stream closes', change: { next: [] }, expect: true },
      {
        name: 'no row on screen, then rows: a stream opens',
        change: { reported: [], next: ['R1'] },
        expect: true,
      },
      {
        name: 'no row on screen, reported again: no stream',
        change: { reported: [], next: [] },
        expect: false,
      },
      {
        name: 'the same two rows in another order (sorted otherwise): the stream runs on',
        change: { next: ['R2', 'R1'] },
        expect: false,
      },
    ],
  ),
  guardTable(
    'staleAfter',
    staleAfterSilence,
    { silentMs: 0 },
    'not in the spec: two heartbeats of silence (QUOTES_STALE_AFTER_MS)',
    boundary(
      `silence against two heartbeats (${STALE_AFTER_MS} ms)`,
      counts(STALE_AFTER_MS, 'millisecond'),
      (silentMs) => ({ silentMs }),
      { below: false, at: true, above: true },
    ),
  ),
]
