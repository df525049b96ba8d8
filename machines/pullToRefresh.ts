import { assign, fromPromise } from 'xstate'
import { PULL_REFRESH_HEADER_PX, PULL_REFRESH_SUCCESS_MS } from './rules.ts'
import { setup } from './setup.ts'

export type PullEvent =
  | { type: 'pull.move'; distance: number }
  | { type: 'pull.release' }
  | { type: 'pull.cancel' }

const pastHeader = (distance: number) => distance >= PULL_REFRESH_HEADER_PX

/**
 * Pull to refresh (spec §2 Account page, §9): the header follows the finger; let go past 50 px
 * and the page reloads, then "refreshed" shows for 500 ms. A shorter pull springs back.
 */
export const pullToRefreshMachine = setup({
  types: { context: {} as { distance: number }, events: {} as PullEvent },
  // The screen provides the reload; in the model it settles only when a path says how.
  actors: { refresh: fromPromise<void>(() => new Promise<never>(() => {})) },
  guards: {
    // spec §9 Stepper and list widgets: the page reloads once pulled past the 50 px header
    pulledPastHeader: ({ context }) => pastHeader(context.distance),
  },
  delays: { successShown: PULL_REFRESH_SUCCESS_MS },
}).createMachine({
  id: 'pullToRefresh',
  description:
    'Pull to refresh: pull the page down past the 50 px header and let go to reload; "refreshed" shows for 500 ms.',
  context: { distance: 0 },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ distance: 0 }),
      on: {
        'pull.move': {
          target: 'pulling',
          actions: assign({ distance: ({ event }) => Math.max(0, event.distance) }),
        },
      },
    },
    pulling: {
      tags: ['pulling'],
      description: 'The header follows the finger.',
      on: {
        'pull.move': { actions: assign({ distance: ({ event }) => Math.max(0, event.distance) }) },
        'pull.release': [{ guard: 'pulledPastHeader', target: 'refreshing' }, { target: 'idle' }],
        'pull.cancel': 'idle',
      },
    },
    refreshing: {
      tags: ['busy'],
      description: 'Reloading the page data.',
      invoke: { id: 'refresh', src: 'refresh', onDone: 'refreshed', onError: 'idle' },
    },
    refreshed: {
      tags: ['done'],
      description: 'Done: the success line stays 500 ms (spec §9).',
      after: { successShown: 'idle' },
    },
  },
})

type PullSnapshot = { hasTag(tag: string): boolean; context: { distance: number } }

/** What the pull-to-refresh header reads of its machine, by tag (never by state name). */
export const pullSelectors = {
  isRefreshing: (s: PullSnapshot) => s.hasTag('busy'),
  isRefreshed: (s: PullSnapshot) => s.hasTag('done'),
  /** Letting go now reloads the page (the same rule as the guard). */
  willRefresh: (s: PullSnapshot) => s.hasTag('pulling') && pastHeader(s.context.distance),
  /** How far the header shows: it follows the finger, a little past its height, then holds. */
  headerOffset: (s: PullSnapshot) => {
    if (s.hasTag('busy') || s.hasTag('done')) return PULL_REFRESH_HEADER_PX
    return s.hasTag('pulling') ? Math.min(s.context.distance, PULL_REFRESH_HEADER_PX * 1.6) : 0
  },
}
