import { assign, fromPromise } from 'xstate'
import { reachedNoDecision } from '../contract/refusal.ts'
import { setup } from '../setup.ts'

export interface LoadContext {
  /** What the call is asked (a market, a page); a new request reloads. */
  request: unknown
  /** The last answer, kept while a refresh runs (stale while refreshing). */
  data: unknown
  /** The last refresh failed: the data shown is the answer before it. */
  refreshFailed: boolean
}

export type LoadEvent =
  /** Load again: pull to refresh, a change of market, or another request (page, tab). */
  { type: 'refresh'; request?: unknown } | { type: 'retry' }

/**
 * An answer with nothing to show: an empty list, or a page (API.md `{ list, total }`) with an
 * empty list. Anything else, even an object of zeros, is data.
 */
export function isEmptyAnswer(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0
  if (typeof data === 'object' && data !== null && 'list' in data)
    return (
      Array.isArray((data as { list: unknown }).list) &&
      (data as { list: unknown[] }).list.length === 0
    )
  return false
}

/**
 * The call, then the answer kept (empty or not). A call that reached no decision leaves a first
 * load `failed` (retry) and a refresh showing the last answer, remembering that it failed (pull
 * to refresh says no "Refreshed" then). A refusal is `refused` either way: the last answer is
 * not what the server now says of this request (an item gone, another id that does not exist).
 */
const fetchThen = (onNoDecision: 'failed' | 'ready') => ({
  id: 'fetch',
  src: 'fetch' as const,
  input: ({ context }: { context: LoadContext }) => context.request,
  onDone: [
    { guard: 'answerIsEmpty' as const, target: 'empty', actions: 'keepAnswer' as const },
    { target: 'ready', actions: 'keepAnswer' as const },
  ],
  onError: [
    { guard: 'reachedNoDecision' as const, target: onNoDecision, actions: 'noteFailure' as const },
    { target: 'refused', actions: ['noteFailure' as const, 'dropAnswer' as const] },
  ],
})

/**
 * Every screen or panel that loads: loading, then ready, empty or failed (with retry); a refresh
 * keeps showing the last answer while the new one loads. The `fetch` actor is the call itself,
 * supplied by the screen with `provide`.
 */
export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
    input: {} as { request: unknown },
  },
  actors: {
    fetch: fromPromise<unknown, unknown>(async () => {
      throw new Error('fetch is supplied by the screen')
    }),
  },
  actions: {
    keepAnswer: assign({
      data: ({ event }) => (event as { output?: unknown }).output ?? null,
      refreshFailed: false,
    }),
    noteFailure: assign({ refreshFailed: true }),
    /** A refusal: the answer kept was to another request, or of an item now gone. */
    dropAnswer: assign({ data: null }),
    keepRequest: assign({
      request: ({ context, event }) =>
        event.type === 'refresh' && event.request !== undefined ? event.request : context.request,
    }),
  },
  guards: {
    // not in the spec (a list without rows says so instead of showing a blank screen): an empty answer is its own state
    answerIsEmpty: ({ event }) => isEmptyAnswer((event as { output?: unknown }).output),
    // spec §8 Generic failures: a call that reached no decision (busy, no answer) may be tried again; a refusal is the answer
    reachedNoDecision: ({ event }) => reachedNoDecision((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'load',
  description:
    'A screen loading its data: loading, then ready, empty, failed with retry, or refused by the server; a refresh keeps the last data on screen while it loads.',
  context: ({ input }) => ({ request: input.request, data: null, refreshFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Nothing to show yet: a spinner.',
      invoke: fetchThen('failed'),
      on: { refresh: { target: 'loading', reenter: true, actions: 'keepRequest' } },
    },
    ready: {
      tags: ['ready'],
      description: 'The data is shown.',
      on: { refresh: { target: 'refreshing', actions: 'keepRequest' } },
    },
    refreshing: {
      tags: ['ready', 'busy', 'stale'],
      description: 'The last data stays on screen while the new answer loads.',
      // A refresh that got no answer was shown by the API client; the last data stays.
      invoke: fetchThen('ready'),
      on: { refresh: { target: 'refreshing', reenter: true, actions: 'keepRequest' } },
    },
    empty: {
      tags: ['empty'],
      description: 'Loaded, with nothing to show: the empty state says so.',
      on: { refresh: { target: 'loading', actions: 'keepRequest' } },
    },
    failed: {
      tags: ['failed'],
      description: 'The data could not be loaded: a retry button.',
      on: {
        retry: 'loading',
        refresh: { target: 'loading', actions: 'keepRequest' },
      },
    },
    refused: {
      tags: ['failed', 'refused'],
      description:
        'The server refused the request (what it asks for is gone or not valid): its reason was shown, and no retry is offered.',
      on: { refresh: { target: 'loading', actions: 'keepRequest' } },
    },
  },
})

type LoadSnapshot = { hasTag(tag: string): boolean; context: LoadContext }

/** What a view reads of a load, by tag (never by state name). */
export const loadSelectors = {
  /** Nothing to show yet (a refresh keeps showing the last data). */
  isLoading: (s: LoadSnapshot) => s.hasTag('busy') && !s.hasTag('ready'),
  isRefreshing: (s: LoadSnapshot) => s.hasTag('stale'),
  isReady: (s: LoadSnapshot) => s.hasTag('ready'),
  isEmpty: (s: LoadSnapshot) => s.hasTag('empty'),
  isFailed: (s: LoadSnapshot) => s.hasTag('failed'),
  /** Failed with the server's refusal: asking again would get the same answer. */
  isRefused: (s: LoadSnapshot) => s.hasTag('refused'),
  data: (s: LoadSnapshot) => s.context.data,
  /** The last load or refresh failed (a failed refresh still shows the answer before it). */
  lastFailed: (s: LoadSnapshot) => s.context.refreshFailed,
}
