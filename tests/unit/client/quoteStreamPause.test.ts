import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { appActivity } from '../../../src/lib/appActivity.ts'
import { quoteStream } from '../../../src/lib/quoteStream.ts'

/** An EventSource that only records that it was opened and closed. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  static readonly CLOSED = 2
  readyState = 1
  closed = false
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener() {}
  close() {
    this.closed = true
  }
}

/** The stream invoked by a machine, as the market screens invoke it. */
function streamOn(codes: string[]) {
  const machine = createMachine({ invoke: { src: quoteStream, input: { codes } } })
  return createActor(machine).start()
}

describe('the quote stream and the app in the background (issue 23)', () => {
  beforeEach(() => {
    FakeEventSource.opened = []
    vi.stubGlobal('EventSource', FakeEventSource)
    appActivity.set(true)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    appActivity.set(true)
  })

  it('closes while the app is in the background and opens again when it comes back', () => {
    const screen = streamOn(['SAN', 'BBVA'])
    expect(FakeEventSource.opened).toHaveLength(1)
    expect(FakeEventSource.opened[0]!.url).toContain('codes=SAN%2CBBVA')
    appActivity.set(false)
    expect(FakeEventSource.opened[0]!.closed).toBe(true)
    appActivity.set(true)
    expect(FakeEventSource.opened).toHaveLength(2)
    expect(FakeEventSource.opened[1]!.closed).toBe(false)
    screen.stop()
    expect(FakeEventSource.opened[1]!.closed).toBe(true)
  })

  it('opens nothing for a screen that starts in the background, until it is in front', () => {
    appActivity.set(false)
    const screen = streamOn(['SAN'])
    expect(FakeEventSource.opened).toHaveLength(0)
    appActivity.set(true)
    expect(FakeEventSource.opened).toHaveLength(1)
    screen.stop()
    appActivity.set(false)
    appActivity.set(true)
    // A screen that has gone opens nothing when the app comes back.
    expect(FakeEventSource.opened).toHaveLength(1)
  })
})
