import { assign, fromCallback } from 'xstate'
import type { Tick } from '../marketData.ts'
import { setup } from '../setup.ts'
import { sameCodeSet } from './codeSet.ts'
import type { QuoteStreamEvent } from './machine.ts'

export type LivePricesEvent = { type: 'prices.watch'; codes: string[] } | QuoteStreamEvent

export interface LivePricesContext {
  codes: string[]
  /** The last price of each code heard since it was watched. */
  prices: Record<string, string>
}

const withTicks = (prices: Record<string, string>, ticks: Tick[]) => {
  const next = { ...prices }
  for (const tick of ticks) next[tick.code] = tick.price
  return next
}

/**
 * The last prices of the codes a screen values (positions' market value and profit): the quote
 * stream runs while there are codes to watch, and restarts only when the set of codes changes.
 * Prices start empty and fill from the stream's first snapshot.
 */
export const livePricesMachine = setup({
  types: { context: {} as LivePricesContext, events: {} as LivePricesEvent },
  actors: {
    quoteStream: fromCallback<QuoteStreamEvent, { codes: string[] }>(() => () => {}),
  },
  guards: {
    // not in the spec (decision 0069): the stream restarts only when other codes are watched
    isOtherCodes: ({ context, event }) =>
      event.type === 'prices.watch' && !sameCodeSet(context.codes, event.codes),
    // not in the spec (decision 0069): nothing to value, nothing to listen to
    hasCodes: ({ context }) => context.codes.length > 0,
  },
}).createMachine({
  id: 'livePrices',
  description:
    'Live prices for the codes a screen values: the quote stream runs while there are codes, and restarts only when the codes change.',
  context: { codes: [], prices: {} },
  initial: 'choosing',
  on: {
    'prices.watch': {
      guard: 'isOtherCodes',
      target: '.choosing',
      actions: assign({ codes: ({ event }) => [...event.codes], prices: {} }),
    },
  },
  states: {
    choosing: {
      always: [{ guard: 'hasCodes', target: 'streaming' }, { target: 'idle' }],
    },
    idle: {},
    streaming: {
      tags: ['ready'],
      invoke: { src: 'quoteStream', input: ({ context }) => ({ codes: context.codes }) },
      on: {
        'quotes.ticks': {
          actions: assign({
            prices: ({ context, event }) => withTicks(context.prices, event.ticks),
          }),
        },
      },
    },
  },
})

/** What a screen reads of its live prices. */
export const livePricesSelectors = {
  prices: (s: { context: LivePricesContext }) => s.context.prices,
}
