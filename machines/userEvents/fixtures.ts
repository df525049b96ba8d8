import type { PathFixture } from '../registry.ts'

export const userEventsFixtures: PathFixture[] = [
  {
    name: 'a message arrives, the stream drops and comes back',
    events: [
      { type: 'events.open' },
      { type: 'events.topic', topic: 'messages' },
      { type: 'events.lost' },
      { type: 'events.open' },
      { type: 'events.refused' },
    ],
  },
]
