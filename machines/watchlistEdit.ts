import { assign, fromPromise } from 'xstate'
import type { Refusal } from './session/events.ts'
import { setup } from './setup.ts'

export interface WatchlistEditContext {
  selected: string[]
  error: Refusal | null
}

export type WatchlistEditEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'edit.toggle'; code: string }
  | { type: 'edit.toggleAll'; codes: string[] }
  | { type: 'edit.delete' }

// spec §2 Watchlist: select all … — a second press clears the selection
export const isEverythingSelected = (selected: string[], codes: string[]) =>
  codes.length > 0 && codes.every((c) => selected.includes(c))
// spec §2 Watchlist: … and delete — only what is selected
export const hasSelection = (selected: string[]) => selected.length > 0

/** The watchlist's edit mode: select rows (or all), delete them, back to browsing. */
export const watchlistEditMachine = setup({
  types: {
    context: {} as WatchlistEditContext,
    events: {} as WatchlistEditEvent,
  },
  actors: {
    removeCodes: fromPromise<void, { codes: string[] }>(() => new Promise<never>(() => {})),
  },
  guards: {
    isEverythingSelected: ({ context, event }) =>
      event.type === 'edit.toggleAll' && isEverythingSelected(context.selected, event.codes),
    hasSelection: ({ context }) => hasSelection(context.selected),
  },
}).createMachine({
  id: 'watchlistEdit',
  description:
    'Editing the watchlist: select rows or all of them, delete the selection; a failed delete keeps the selection and says why.',
  context: { selected: [], error: null },
  initial: 'browsing',
  states: {
    browsing: {
      on: { 'edit.start': { target: 'editing', actions: assign({ selected: [], error: null }) } },
    },
    editing: {
      tags: ['editing'],
      on: {
        'edit.cancel': 'browsing',
        'edit.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.code)
                ? context.selected.filter((c) => c !== event.code)
                : [...context.selected, event.code],
          }),
        },
        'edit.toggleAll': [
          { guard: 'isEverythingSelected', actions: assign({ selected: [] }) },
          { actions: assign({ selected: ({ event }) => [...event.codes] }) },
        ],
        'edit.delete': { guard: 'hasSelection', target: 'deleting' },
      },
    },
    deleting: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'removeCodes',
        src: 'removeCodes',
        input: ({ context }) => ({ codes: context.selected }),
        onDone: { target: 'browsing', actions: assign({ selected: [] }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error as Refusal }),
        },
      },
    },
  },
})

type EditSnapshot = {
  hasTag(tag: string): boolean
  can(event: WatchlistEditEvent): boolean
  context: WatchlistEditContext
}

/** What the watchlist reads of its edit mode, by tag (never by state name). */
export const watchlistEditSelectors = {
  isEditing: (s: EditSnapshot) => s.hasTag('editing'),
  isBusy: (s: EditSnapshot) => s.hasTag('busy'),
  canStart: (s: EditSnapshot) => s.can({ type: 'edit.start' }),
  canDelete: (s: EditSnapshot) => s.can({ type: 'edit.delete' }),
  selected: (s: EditSnapshot) => s.context.selected,
}
