import { createActor, fromCallback } from 'xstate'
import {
  boundary,
  counts,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from '../decisionTable.ts'
import { type LivePricesEvent, livePricesMachine } from './livePrices.ts'
import type { QuoteStreamEvent } from './machine.ts'

/**
 * The live prices a screen values its positions with (not in the spec; ARCHITECTURE.md), written
 * from the guards' own words: nothing to value, nothing to listen to; the quote stream restarts
 * only when other codes are watched — the same codes again leave it running.
 */

const CODES = ['SAN', 'BBVA', 'ITX']
const watch = (codes: string[]): LivePricesEvent => ({ type: 'prices.watch', codes })
const run = (events: LivePricesEvent[]): Partial<LifecycleRun> => ({ events })

interface Watches {
  /** The codes watched first. */
  watching: string[]
  /** The codes the screen asks for next. */
  next: string[]
}

/**
 * Whether the second watch changes the quote stream: closes the one that was open, opens one, or
 * both (a restart). Counted on a stand-in stream, as the screen's stream would be opened.
 */
function changesTheStream({ watching, next }: Watches): boolean {
  let changes = 0
  const quoteStream = fromCallback<QuoteStreamEvent, { codes: string[] }>(() => {
    changes += 1
    return () => {
      changes += 1
    }
  })
  const actor = createActor(livePricesMachine.provide({ actors: { quoteStream } })).start()
  actor.send(watch(watching))
  const before = changes
  actor.send(watch(next))
  const changed = changes !== before
  actor.stop()
  return changed
}

export const decisionTables: DecisionTable[] = [
  lifecycleTable('live prices', livePricesMachine, [
    rule(EVERY_RULE, 'not in the spec', [
      { name: 'nothing watched yet: idle', change: run([]), expect: 'idle' },
      {
        name: 'prices heard while streaming: still streaming',
        change: run([watch(['SAN']), { type: 'quotes.ticks', ticks: [] }]),
        expect: 'streaming',
      },
    ]),
    rule('hasCodes', 'not in the spec (decision 0069)', [
      ...boundary(
        'codes watched, needed from the first',
        counts(1, 'code'),
        (n) => run([watch(CODES.slice(0, n))]),
        { below: 'idle', at: 'streaming', above: 'streaming' },
      ),
      {
        name: 'one code watched, then none: idle',
        change: run([watch(['SAN']), watch([])]),
        expect: 'idle',
      },
    ]),
    rule('isOtherCodes', 'not in the spec (decision 0069)', [
      {
        name: 'the first code watched: streaming',
        change: run([watch(['SAN'])]),
        expect: 'streaming',
      },
      {
        name: 'one code watched, then the same one: still streaming',
        change: run([watch(['SAN']), watch(['SAN'])]),
        expect: 'streaming',
      },
      {
        name: 'one code watched, then another: streaming',
        change: run([watch(['SAN']), watch(['BBVA'])]),
        expect: 'streaming',
      },
    ]),
  ]),
  guardTable(
    'isOtherCodes',
    changesTheStream,
    { watching: ['SAN', 'BBVA'], next: ['SAN', 'BBVA'] },
    'not in the spec (decision 0069)',
    [
      { name: 'the same two codes again: the stream runs on', change: {}, expect: false },
      {
        name: 'nothing, then nothing again: no stream',
        change: { watching: [], next: [] },
        expect: false,
      },
      {
        name: 'nothing, then a code: a stream opens',
        change: { watching: [], next: ['SAN'] },
        expect: true,
      },
      { name: 'two codes, then none: the stream closes', change: { next: [] }, expect: true },
      { name: 'two codes, then one fewer: restarts', change: { next: ['SAN'] }, expect: true },
      {
        name: 'two codes, then one more: restarts',
        change: { next: ['SAN', 'BBVA', 'ITX'] },
        expect: true,
      },
      {
        name: 'two codes, then the second other: restarts',
        change: { next: ['SAN', 'ITX'] },
        expect: true,
      },
      {
        name: 'two codes, then the first other: restarts',
        change: { next: ['ITX', 'BBVA'] },
        expect: true,
      },
      {
        name: 'two codes, then the same two in another order: the stream runs on',
        change: { next: ['BBVA', 'SAN'] },
        expect: false,
      },
    ],
  ),
]
