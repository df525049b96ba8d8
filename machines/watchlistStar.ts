import { fromPromise } from 'xstate'
import { setup } from './setup.ts'

export type WatchlistStarEvent = { type: 'star.toggle' } | { type: 'star.retry' }

/**
 * The star on a stock's detail (spec §2 Watchlist: add and remove from stock detail): it first
 * asks the server whether the stock is followed, then each tap adds or removes it: the star shows
 * the change at once, and goes back if the server refuses it (the API client has said why). A
 * failed look hides the star, since showing it empty could be wrong.
 */
export const watchlistStarMachine = setup({
  types: {
    input: {} as { code: string },
    context: {} as { code: string },
    events: {} as WatchlistStarEvent,
  },
  actors: {
    isFollowed: fromPromise<boolean, { code: string }>(() => new Promise<never>(() => {})),
    follow: fromPromise<unknown, { code: string }>(() => new Promise<never>(() => {})),
    unfollow: fromPromise<unknown, { code: string }>(() => new Promise<never>(() => {})),
  },
  guards: {
    // spec §2 Watchlist: the server's answer, not a rule of the screen, says whether it is followed
    isFollowed: ({ event }) => (event as unknown as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'watchlistStar',
  description:
    'The watchlist star on a stock: ask the server whether it is followed, then follow or unfollow on a tap; the star shows the change at once and goes back if the server refuses.',
  context: ({ input }) => ({ code: input.code }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'isFollowed',
        src: 'isFollowed',
        input: ({ context }) => ({ code: context.code }),
        onDone: [{ guard: 'isFollowed', target: 'followed' }, { target: 'notFollowed' }],
        onError: 'unknown',
      },
    },
    unknown: { on: { 'star.retry': 'checking' } },
    notFollowed: { tags: ['shown'], on: { 'star.toggle': 'following' } },
    following: {
      tags: ['shown', 'busy', 'on'],
      invoke: {
        id: 'follow',
        src: 'follow',
        input: ({ context }) => ({ code: context.code }),
        onDone: 'followed',
        onError: 'notFollowed',
      },
    },
    followed: { tags: ['shown', 'on'], on: { 'star.toggle': 'unfollowing' } },
    unfollowing: {
      tags: ['shown', 'busy'],
      invoke: {
        id: 'unfollow',
        src: 'unfollow',
        input: ({ context }) => ({ code: context.code }),
        onDone: 'notFollowed',
        onError: 'followed',
      },
    },
  },
})

type StarSnapshot = { hasTag(tag: string): boolean; can(event: WatchlistStarEvent): boolean }

/** What the star reads of its machine, by tag (never by state name). */
export const watchlistStarSelectors = {
  isShown: (s: StarSnapshot) => s.hasTag('shown'),
  /** Filled while followed, and while a follow is on its way. */
  isOn: (s: StarSnapshot) => s.hasTag('on'),
  isBusy: (s: StarSnapshot) => s.hasTag('busy'),
  canToggle: (s: StarSnapshot) => s.can({ type: 'star.toggle' }),
  /** The server could not say whether it is followed: the star offers to ask again. */
  canRetry: (s: StarSnapshot) => s.can({ type: 'star.retry' }),
}
