import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, fromPromise, toPromise } from 'xstate'
import { loadMachine, loadSelectors } from '../../../machines/flows/load.ts'

/** A load whose calls the test answers one at a time; `asked` holds what each call was asked. */
function load(request: unknown = {}) {
  const answers: Array<{ resolve(v: unknown): void; reject(e: unknown): void }> = []
  const asked: unknown[] = []
  const machine = loadMachine.provide({
    actors: {
      fetch: fromPromise(({ input }) => {
        asked.push(input)
        return new Promise((resolve, reject) => answers.push({ resolve, reject }))
      }),
    },
  })
  const actor = createActor(machine, { input: { request } }).start()
  return { actor, answers, asked }
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

// machines/flows/load.ts, the machine's and the selectors' doc comments: what a view reads of a
// load, by tag; the request a call is asked; the call the screen must supply.
describe('what a view reads of a load (loadSelectors)', () => {
  it('a first load is loading, not refreshing', () => {
    const { actor } = load()
    expect(loadSelectors.isLoading(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isRefreshing(actor.getSnapshot())).toBe(false)
  })

  it('once ready, neither loading nor refreshing', async () => {
    const { actor, answers } = load()
    answers[0]!.resolve(['a row'])
    await settle()
    expect(loadSelectors.isReady(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isLoading(actor.getSnapshot())).toBe(false)
    expect(loadSelectors.isRefreshing(actor.getSnapshot())).toBe(false)
  })

  it('a refresh keeps the last answer on screen: refreshing, not loading (no spinner)', async () => {
    const { actor, answers } = load()
    answers[0]!.resolve(['a row'])
    await settle()
    actor.send({ type: 'refresh' })
    expect(loadSelectors.isRefreshing(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isLoading(actor.getSnapshot())).toBe(false)
    expect(loadSelectors.data(actor.getSnapshot())).toEqual(['a row'])
  })

  it('an empty list, or a page with an empty list, is empty; a list with rows is not', async () => {
    for (const [answer, empty] of [
      [[], true],
      [{ list: [], total: 0 }, true],
      [[{ id: 1 }], false],
    ] as const) {
      const { actor, answers } = load()
      answers[0]!.resolve(answer)
      await settle()
      expect(loadSelectors.isEmpty(actor.getSnapshot())).toBe(empty)
    }
  })
})

describe('the request a load asks (LoadEvent: a refresh, or another request)', () => {
  it('a refresh without a request asks the same request again; one with a request asks that', async () => {
    const { actor, answers, asked } = load({ page: 1 })
    answers[0]!.resolve(['row'])
    await settle()
    actor.send({ type: 'refresh' })
    answers[1]!.resolve(['row'])
    await settle()
    actor.send({ type: 'refresh', request: { page: 2 } })
    expect(asked).toEqual([{ page: 1 }, { page: 1 }, { page: 2 }])
  })
})

describe('the call is supplied by the screen (loadMachine doc comment)', () => {
  it('a load whose screen supplied no call fails, offering a retry, and says why', async () => {
    const actor = createActor(loadMachine, { input: { request: {} } }).start()
    await settle()
    expect(loadSelectors.isFailed(actor.getSnapshot())).toBe(true)
    expect(loadSelectors.isRefused(actor.getSnapshot())).toBe(false)
    const fetch = createActor(loadMachine.implementations.actors.fetch as AnyActorLogic, {
      input: {},
    }).start()
    await expect(toPromise(fetch)).rejects.toThrow('fetch is supplied by the screen')
  })
})
