import type { PathFixture } from './registry.ts'

export const backButtonFixtures: PathFixture[] = [
  {
    name: 'with and without history',
    events: [
      { type: 'back.press', canGoBack: true },
      { type: 'back.press', canGoBack: false },
    ],
  },
]
