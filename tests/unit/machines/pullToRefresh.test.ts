import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { pullSelectors, pullToRefreshMachine } from '../../../machines/pullToRefresh.ts'
import { PULL_REFRESH_HEADER_PX } from '../../../machines/rules.ts'

// The pull-to-refresh header (spec §9 Stepper and list widgets: the header is 50 px; §2 Account
// page), as pullSelectors' doc comments say it shows: it follows the finger a little past its
// height — to 1.6 × 50 = 80 px — then holds; while reloading and while "refreshed" shows it
// stands at its full 50 px.
const HOLDS_AT_PX = 80

function pulled(distance: number) {
  const actor = createActor(pullToRefreshMachine).start()
  actor.send({ type: 'pull.move', distance })
  return actor
}

describe('how far the pull-to-refresh header shows (spec §9 Stepper and list widgets)', () => {
  it('not pulled: hidden', () => {
    expect(
      pullSelectors.headerOffset(createActor(pullToRefreshMachine).start().getSnapshot()),
    ).toBe(0)
  })
  it('follows the finger: 30 px pulled shows 30 px', () => {
    expect(pullSelectors.headerOffset(pulled(30).getSnapshot())).toBe(30)
  })
  it('holds at 80 px: 79 shows 79, 80 shows 80, 81 shows 80', () => {
    expect(pullSelectors.headerOffset(pulled(HOLDS_AT_PX - 1).getSnapshot())).toBe(79)
    expect(pullSelectors.headerOffset(pulled(HOLDS_AT_PX).getSnapshot())).toBe(80)
    expect(pullSelectors.headerOffset(pulled(HOLDS_AT_PX + 1).getSnapshot())).toBe(80)
  })
  it('reloading, then refreshed: the header stands at its 50 px, whatever the pull was', async () => {
    let finish = () => {}
    const actor = createActor(
      pullToRefreshMachine.provide({
        actors: {
          refresh: fromPromise<void>(() => new Promise<void>((resolve) => (finish = resolve))),
        },
      }),
    ).start()
    actor.send({ type: 'pull.move', distance: 120 })
    actor.send({ type: 'pull.release' })
    expect(pullSelectors.isRefreshing(actor.getSnapshot())).toBe(true)
    expect(pullSelectors.headerOffset(actor.getSnapshot())).toBe(PULL_REFRESH_HEADER_PX)
    finish()
    await new Promise((resolve) => setTimeout(resolve))
    expect(pullSelectors.isRefreshing(actor.getSnapshot())).toBe(false)
    expect(pullSelectors.isRefreshed(actor.getSnapshot())).toBe(true)
    expect(pullSelectors.headerOffset(actor.getSnapshot())).toBe(PULL_REFRESH_HEADER_PX)
    actor.stop()
  })
})
