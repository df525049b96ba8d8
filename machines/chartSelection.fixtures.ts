import type { PathFixture } from './registry.ts'

export const chartFixtures: PathFixture[] = [
  {
    name: 'SAN, every choice',
    input: { code: 'SAN' },
    events: [
      { type: 'xstate.done.actor.loadBars', output: [] },
      { type: 'xstate.error.actor.loadBars', error: { code: 'common.busy' } },
      { type: 'chart.period', period: 'time' },
      { type: 'chart.period', period: 'day' },
      { type: 'chart.adjust', adjust: 'forward' },
      { type: 'chart.adjust', adjust: 'none' },
      { type: 'chart.retry' },
    ],
  },
]
