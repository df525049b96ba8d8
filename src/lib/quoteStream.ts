import { fromCallback } from 'xstate'
import type { Tick } from '../../machines/marketData.ts'
import { QUOTE_STREAM_REOPEN_MS, type QuoteStreamEvent } from '../../machines/marketView/machine.ts'
import { API_BASE } from './apiClient.ts'
import { appActivity } from './appActivity.ts'
import { connection } from './connection.ts'

/**
 * The quote stream as an actor for the marketView and livePrices machines: an EventSource on the
 * codes on screen. EventSource reconnects by itself after a dropped connection; a drop is
 * reported so the screen can show that prices are stale until ticks come again. An answer other
 * than a stream (the server's 429 when too many streams are open) makes an EventSource give up
 * for good, so the actor opens a new one after a pause. While the app is in the background (a
 * hidden tab, the native shell paused) no stream is open: the server's first message to a stream
 * is a snapshot, so the prices are current again as soon as the app is back (issue 23).
 */
export const quoteStream = fromCallback<QuoteStreamEvent, { codes: string[] }>(
  ({ input, sendBack }) => {
    const query = encodeURIComponent(input.codes.join(','))
    let source: EventSource | null = null
    let reopen: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      const opened = new EventSource(`${API_BASE}market/stream?codes=${query}`)
      source = opened
      // Whatever the stream says, the server was reached (the offline notice goes).
      opened.addEventListener('ticks', (event) => {
        connection.reported(true)
        const ticks = JSON.parse((event as MessageEvent).data) as Tick[]
        sendBack({ type: 'quotes.ticks', ticks })
      })
      opened.addEventListener('heartbeat', () => {
        connection.reported(true)
        sendBack({ type: 'quotes.heartbeat' })
      })
      opened.onopen = () => connection.reported(true)
      opened.onerror = () => {
        // Reconnecting means the connection dropped; closed means the server answered with
        // something else than a stream (too many streams open): it is there.
        if (opened.readyState === EventSource.CONNECTING) connection.reported(false)
        sendBack({ type: 'quotes.lost' })
        if (opened.readyState === EventSource.CLOSED)
          reopen = setTimeout(open, QUOTE_STREAM_REOPEN_MS)
      }
    }
    const close = () => {
      clearTimeout(reopen)
      source?.close()
      source = null
    }
    if (appActivity.isActive()) open()
    const stopWatching = appActivity.subscribe((active) => (active ? open() : close()))
    return () => {
      stopWatching()
      close()
    }
  },
)
