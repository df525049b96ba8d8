import type { PathFixture } from './registry.ts'

export const watchlistStarFixtures: PathFixture[] = [
  {
    name: 'a stock not yet followed, then followed',
    input: { code: 'SAN' },
    events: [
      { type: 'star.toggle' },
      { type: 'star.retry' },
      { type: 'xstate.done.actor.isFollowed', output: false },
      { type: 'xstate.done.actor.isFollowed', output: true },
      { type: 'xstate.error.actor.isFollowed', error: { code: 'common.busy' } },
      { type: 'xstate.done.actor.follow' },
      { type: 'xstate.error.actor.follow', error: { code: 'common.busy' } },
      { type: 'xstate.done.actor.unfollow' },
      { type: 'xstate.error.actor.unfollow', error: { code: 'common.busy' } },
    ],
  },
]
