import type { PathFixture } from './registry.ts'

export const appUpdateFixtures: PathFixture[] = [
  {
    name: 'a new version waits',
    events: [{ type: 'update.waiting' }, { type: 'update.accept' }, { type: 'update.later' }],
  },
]
