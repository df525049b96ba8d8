import { fromCallback } from 'xstate'
import type { Tick } from '../../../machines/marketData.ts'
import {
  QUOTE_STREAM_REOPEN_MS,
  type QuoteStreamEvent,
} from '../../../machines/marketView/machine.ts'
import { API_BASE } from '../../lib/apiClient.ts'

/**
 * The quote stream as an actor for the marketView and livePrices machines: an EventSource on the
 * codes on screen. EventSource reconnects by itself after a dropped connection; a drop is
 * reported so the screen can show that prices are stale until ticks come again. An answer other
 * than a stream (the server's 429 when too many streams are open) makes an EventSource give up
 * for good, so the actor opens a new one after a pause.
 */
export const quoteStream = fromCallback<QuoteStreamEvent, { codes: string[] }>(
  ({ input, sendBack }) => {
    const query = encodeURIComponent(input.codes.join(','))
    let source: EventSource
    let reopen: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      source = new EventSource(`${API_BASE}market/stream?codes=${query}`)
      source.addEventListener('ticks', (event) => {
        const ticks = JSON.parse((event as MessageEvent).data) as Tick[]
        sendBack({ type: 'quotes.ticks', ticks })
      })
      source.addEventListener('heartbeat', () => sendBack({ type: 'quotes.heartbeat' }))
      source.onerror = () => {
        sendBack({ type: 'quotes.lost' })
        if (source.readyState === EventSource.CLOSED)
          reopen = setTimeout(open, QUOTE_STREAM_REOPEN_MS)
      }
    }
    open()
    return () => {
      clearTimeout(reopen)
      source.close()
    }
  },
)
