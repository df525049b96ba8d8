import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { loadMachine, loadSelectors } from '../../../machines/flows/load.ts'

/** A load whose calls the test answers one at a time. */
function load() {
  const answers: Array<{ resolve(v: unknown): void; reject(e: unknown): void }> = []
  const machine = loadMachine.provide({
    actors: {
      fetch: fromPromise(() => new Promise((resolve, reject) => answers.push({ resolve, reject }))),
    },
  })
  const actor = createActor(machine, { input: { request: {} } }).start()
  return { actor, answers }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a screen’s load (machines/flows/load.ts)', () => {
  it('keeps the last answer when a refresh fails, and remembers that it failed until one succeeds', async () => {
    const { actor, answers } = load()
    answers[0]!.resolve({ balance: '10.00' })
    await settle()
    expect(loadSelectors.lastFailed(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'refresh' })
    answers[1]!.reject(new Error('dropped'))
    await settle()
    const failed = actor.getSnapshot()
    // Pull to refresh then says nothing was refreshed; the screen still shows the last answer.
    expect(loadSelectors.lastFailed(failed)).toBe(true)
    expect(loadSelectors.isReady(failed)).toBe(true)
    expect(loadSelectors.data(failed)).toEqual({ balance: '10.00' })
    actor.send({ type: 'refresh' })
    answers[2]!.resolve({ balance: '12.00' })
    await settle()
    expect(loadSelectors.lastFailed(actor.getSnapshot())).toBe(false)
    expect(loadSelectors.data(actor.getSnapshot())).toEqual({ balance: '12.00' })
  })

  it.each([
    ['no answer', { code: 'common.noAnswer' }],
    ['a busy server', { code: 'common.busy' }],
    ['too many calls', { code: 'common.tooFrequent' }],
    ['an expired session', { code: 'auth.sessionExpired' }],
    ['anything that is not a refusal', new Error('worker failed')],
  ])('offers a retry after %s', async (_, error) => {
    const { actor, answers } = load()
    answers[0]!.reject(error)
    await settle()
    expect(loadSelectors.isFailed(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isRefused(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'retry' })
    expect(loadSelectors.isLoading(actor.getSnapshot())).toBe(true)
  })

  it('offers no retry when the server refused: asking again gets the same answer', async () => {
    const { actor, answers } = load()
    answers[0]!.reject({ code: 'news.missing' })
    await settle()
    expect(loadSelectors.isRefused(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'retry' })
    expect(loadSelectors.isRefused(actor.getSnapshot())).toBe(true)
    // Another request (a page, a market) loads again.
    actor.send({ type: 'refresh', request: { id: 'other' } })
    expect(loadSelectors.isLoading(actor.getSnapshot())).toBe(true)
  })

  it('drops the last answer when the server refuses a new request: it answered another one', async () => {
    const { actor, answers } = load()
    answers[0]!.resolve({ id: 'a', title: 'An article' })
    await settle()
    actor.send({ type: 'refresh', request: { id: 'gone' } })
    answers[1]!.reject({ code: 'news.missing' })
    await settle()
    expect(loadSelectors.isRefused(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isReady(actor.getSnapshot())).toBe(false)
    expect(loadSelectors.data(actor.getSnapshot())).toBeNull()
  })
})
