import type { PathFixture } from '../registry.ts'

const submissionEvents: PathFixture['events'] = [
  { type: 'submit', request: { amount: '200' }, blocked: null, requestId: 'k-1' },
  { type: 'submit', request: { amount: '300' }, blocked: null, requestId: 'k-2' },
  { type: 'submit', request: { amount: '' }, blocked: { code: 'funds.amountRequired' } },
  { type: 'confirm' },
  { type: 'back' },
  { type: 'edit' },
  { type: 'retry' },
  { type: 'xstate.done.actor.send', output: { orderNo: 'W1', state: 'pendingReview' } },
  { type: 'xstate.error.actor.send', error: { code: 'funds.insufficient' } },
  { type: 'xstate.error.actor.send', error: { code: 'common.busy' } },
]

export const submissionFixtures: PathFixture[] = [
  {
    name: 'a money form that asks for confirmation',
    input: { confirm: true },
    events: submissionEvents,
  },
  { name: 'a form sent at once', input: { confirm: false }, events: submissionEvents },
]

export const loadFixtures: PathFixture[] = [
  {
    name: 'a list that loads, empties, fails and is refreshed',
    input: { request: { page: 1 } },
    events: [
      { type: 'xstate.done.actor.fetch', output: { list: [{ id: 1 }], total: 1 } },
      { type: 'xstate.done.actor.fetch', output: { list: [], total: 0 } },
      { type: 'xstate.error.actor.fetch', error: { code: 'common.busy' } },
      { type: 'xstate.error.actor.fetch', error: { code: 'news.missing' } },
      { type: 'refresh', request: { page: 2 } },
      { type: 'retry' },
    ],
  },
]
