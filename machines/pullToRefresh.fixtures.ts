import type { PathFixture } from './registry.ts'

export const pullToRefreshFixtures: PathFixture[] = [
  {
    name: 'a short pull and a long one; the reload succeeds or fails',
    events: [
      { type: 'pull.move', distance: 20 },
      { type: 'pull.move', distance: 60 },
      { type: 'pull.release' },
      { type: 'pull.cancel' },
      { type: 'xstate.done.actor.refresh' },
      { type: 'xstate.error.actor.refresh', error: { code: 'common.busy' } },
    ],
  },
]
