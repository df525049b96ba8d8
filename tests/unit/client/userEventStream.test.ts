import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { USER_EVENTS_SILENT_MS } from '../../../machines/messages/userEvents.ts'
import { userEventsMachine } from '../../../machines/userEvents/machine.ts'
import { userEventStream } from '../../../src/app/userEventStream.ts'

/** An answer whose body is a stream the test writes to, as the server's would be. */
function streamAnswer() {
  let push: (text: string) => void = () => {}
  let end: () => void = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder()
      push = (text) => controller.enqueue(encoder.encode(text))
      end = () => controller.close()
    },
  })
  return {
    answer: new Response(body, { status: 200 }),
    push: (t: string) => push(t),
    end: () => end(),
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

/** The machine as the app runs it, with the stream read by fetch and refreshes counted. */
function listening() {
  const refreshed: number[] = []
  const actor = createActor(
    userEventsMachine.provide({
      actors: { stream: userEventStream(() => ({ token: 't0k3n', account: '600000001' })) },
      actions: { refresh: () => void refreshed.push(Date.now()) },
    }),
  ).start()
  return { actor, refreshed }
}

describe("the user's event stream in the app (issue 24)", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('sends the session in headers; each event refreshes, a split one too, other events do not', async () => {
    const server = streamAnswer()
    const fetch = vi.fn(async () => server.answer)
    vi.stubGlobal('fetch', fetch)
    const { actor, refreshed } = listening()
    await tick()
    expect(fetch).toHaveBeenCalledWith(
      '/api/vue/user/events',
      expect.objectContaining({ headers: expect.objectContaining({ token: 't0k3n' }) }),
    )
    server.push('event: heartbeat\ndata: \n\n')
    server.push('event: user\ndata: {"topic":"messages"}\n\nevent: us')
    server.push('er\ndata: {"topic":"orders"}\n\n')
    server.push('event: user\ndata: {"topic":"unknown"}\n\n')
    await tick()
    expect(refreshed).toHaveLength(2)
    expect(actor.getSnapshot().hasTag('listening')).toBe(true)
    actor.stop()
  })

  it('a stream that ends is opened again after a pause, and what was missed is refreshed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = streamAnswer()
    const second = streamAnswer()
    const fetch = vi.fn().mockResolvedValueOnce(first.answer).mockResolvedValueOnce(second.answer)
    vi.stubGlobal('fetch', fetch)
    const { actor, refreshed } = listening()
    await tick()
    first.end()
    await tick()
    expect(actor.getSnapshot().value).toBe('waiting')
    await vi.advanceTimersByTimeAsync(7_500)
    await tick()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().value).toBe('listening')
    // Back after a drop: one refresh for whatever was said meanwhile.
    expect(refreshed).toHaveLength(1)
    actor.stop()
  })

  it('a stream silent past its heartbeats is given up and opened again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = streamAnswer()
    const second = streamAnswer()
    const fetch = vi.fn().mockResolvedValueOnce(first.answer).mockResolvedValueOnce(second.answer)
    vi.stubGlobal('fetch', fetch)
    const { actor } = listening()
    await tick()
    // Heartbeats keep it: well past the silence limit in all, but never silent that long.
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(USER_EVENTS_SILENT_MS / 2)
      first.push('event: heartbeat\ndata: \n\n')
    }
    expect(actor.getSnapshot().value).toBe('listening')
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(USER_EVENTS_SILENT_MS + 7_500)
    await tick()
    expect(fetch).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('a refused stream (the session ended) stops for good', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }))
    vi.stubGlobal('fetch', fetch)
    const { actor } = listening()
    await tick()
    expect(actor.getSnapshot().status).toBe('done')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
