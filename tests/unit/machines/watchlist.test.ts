import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { watchlistEditMachine, watchlistEditSelectors } from '../../../machines/watchlistEdit.ts'
import { watchlistStarMachine, watchlistStarSelectors } from '../../../machines/watchlistStar.ts'

const settled = () => new Promise((resolve) => setTimeout(resolve))

/** A call the test answers by hand, remembering what it was asked with. */
function handCall<T, I>() {
  const asked: unknown[] = []
  const answers: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<T, I>(({ input }) => {
    asked.push(input)
    return new Promise<T>((resolve, reject) => answers.push({ resolve, reject }))
  })
  return { asked, answers, logic }
}

describe('the watchlist star on a stock’s detail (spec §2 Watchlist: add and remove from stock detail)', () => {
  function star() {
    const look = handCall<boolean, { code: string }>()
    const follow = handCall<unknown, { code: string }>()
    const unfollow = handCall<unknown, { code: string }>()
    const actor = createActor(
      watchlistStarMachine.provide({
        actors: { isFollowed: look.logic, follow: follow.logic, unfollow: unfollow.logic },
      }),
      { input: { code: 'SAN' } },
    ).start()
    const read = () => {
      const s = actor.getSnapshot()
      const on = watchlistStarSelectors
      return {
        shown: on.isShown(s),
        on: on.isOn(s),
        busy: on.isBusy(s),
        canToggle: on.canToggle(s),
        canRetry: on.canRetry(s),
      }
    }
    return { actor, look, follow, unfollow, read }
  }

  it('asks the server about its own stock and is hidden, busy, until the answer', () => {
    const { look, read } = star()
    expect(look.asked).toEqual([{ code: 'SAN' }])
    expect(read()).toEqual({
      shown: false,
      on: false,
      busy: true,
      canToggle: false,
      canRetry: false,
    })
  })
  it('a failed look hides the star and offers to ask again', async () => {
    const { look, read } = star()
    look.answers[0]?.reject(new Error('network'))
    await settled()
    expect(read()).toEqual({
      shown: false,
      on: false,
      busy: false,
      canToggle: false,
      canRetry: true,
    })
  })
  it('not followed: shown empty; a tap follows its stock and fills the star at once', async () => {
    const { actor, look, follow, read } = star()
    look.answers[0]?.resolve(false)
    await settled()
    expect(read()).toEqual({
      shown: true,
      on: false,
      busy: false,
      canToggle: true,
      canRetry: false,
    })
    actor.send({ type: 'star.toggle' })
    expect(follow.asked).toEqual([{ code: 'SAN' }])
    expect(read()).toEqual({ shown: true, on: true, busy: true, canToggle: false, canRetry: false })
  })
  it('followed: shown filled; a tap unfollows its stock and empties the star at once', async () => {
    const { actor, look, unfollow, read } = star()
    look.answers[0]?.resolve(true)
    await settled()
    expect(read()).toEqual({ shown: true, on: true, busy: false, canToggle: true, canRetry: false })
    actor.send({ type: 'star.toggle' })
    expect(unfollow.asked).toEqual([{ code: 'SAN' }])
    expect(read()).toEqual({
      shown: true,
      on: false,
      busy: true,
      canToggle: false,
      canRetry: false,
    })
  })
})

describe('the watchlist’s edit mode (spec §2 Watchlist: select all and delete)', () => {
  function editor() {
    const remove = handCall<void, { codes: string[] }>()
    const actor = createActor(
      watchlistEditMachine.provide({ actors: { removeCodes: remove.logic } }),
    ).start()
    const read = () => {
      const s = actor.getSnapshot()
      const on = watchlistEditSelectors
      return {
        editing: on.isEditing(s),
        busy: on.isBusy(s),
        canStart: on.canStart(s),
        canDelete: on.canDelete(s),
      }
    }
    return { actor, remove, read }
  }

  it('browsing: can start editing, nothing to delete', () => {
    const { read } = editor()
    expect(read()).toEqual({ editing: false, busy: false, canStart: true, canDelete: false })
  })
  it('editing: delete only once something is selected', () => {
    const { actor, read } = editor()
    actor.send({ type: 'edit.start' })
    expect(read()).toEqual({ editing: true, busy: false, canStart: false, canDelete: false })
    actor.send({ type: 'edit.toggle', code: 'BBVA' })
    expect(read()).toEqual({ editing: true, busy: false, canStart: false, canDelete: true })
  })
  it('deleting removes exactly the selected codes, busy and still editing until it is done', () => {
    const { actor, remove, read } = editor()
    actor.send({ type: 'edit.start' })
    actor.send({ type: 'edit.toggle', code: 'BBVA' })
    actor.send({ type: 'edit.toggle', code: 'ITX' })
    actor.send({ type: 'edit.delete' })
    expect(remove.asked).toEqual([{ codes: ['BBVA', 'ITX'] }])
    expect(read()).toEqual({ editing: true, busy: true, canStart: false, canDelete: false })
  })
})
