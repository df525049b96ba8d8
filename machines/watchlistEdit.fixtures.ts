import type { PathFixture } from './registry.ts'

export const watchlistEditFixtures: PathFixture[] = [
  {
    name: 'two rows',
    events: [
      { type: 'edit.start' },
      { type: 'edit.cancel' },
      { type: 'edit.toggle', code: 'SAN' },
      { type: 'edit.toggleAll', codes: ['SAN', 'BBVA'] },
      { type: 'edit.delete' },
      { type: 'xstate.done.actor.removeCodes' },
      { type: 'xstate.error.actor.removeCodes', error: { code: 'common.busy' } },
    ],
  },
]
