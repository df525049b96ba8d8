import { setup } from './setup.ts'

export type AppUpdateEvent =
  | { type: 'update.waiting' }
  | { type: 'update.accept' }
  | { type: 'update.later' }

/**
 * A new version of the installed web app (issue 23, decision 0044): the service worker has
 * fetched it and waits. The person is asked, never surprised mid-order: they update now (the new
 * worker takes over and the page reloads once it controls the page) or later (the next start
 * runs the new version; a still newer one asks again). Not in the spec; issue 23 asks for it.
 */
export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actions: {
    /** Tells the waiting worker to take over; the page reloads when it controls the page. */
    activateUpdate: () => {},
  },
}).createMachine({
  id: 'appUpdate',
  description:
    'A new version of the installed app waits: the person updates now (the page reloads) or later.',
  initial: 'current',
  states: {
    current: { on: { 'update.waiting': 'available' } },
    available: {
      description: 'The update bar shows: update now or later.',
      tags: ['prompt'],
      on: { 'update.accept': 'updating', 'update.later': 'postponed' },
    },
    postponed: {
      description: 'Asked once; the next start runs the new version, or a newer one asks again.',
      on: { 'update.waiting': 'available' },
    },
    updating: { tags: ['busy'], entry: 'activateUpdate' },
  },
})
