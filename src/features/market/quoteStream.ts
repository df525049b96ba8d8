import { fromCallback } from 'xstate'
import type { Tick } from '../../../machines/marketData.ts'
import type { QuoteStreamEvent } from '../../../machines/marketView/machine.ts'
import { API_BASE } from '../../lib/apiClient.ts'

/**
 * The quote stream as an actor for the marketView and livePrices machines: an EventSource on the codes on
 * screen. EventSource reconnects by itself; a drop is reported so the screen can show that
 * prices are stale until ticks come again.
 */
export const quoteStream = fromCallback<QuoteStreamEvent, { codes: string[] }>(
  ({ input, sendBack }) => {
    const query = encodeURIComponent(input.codes.join(','))
    const source = new EventSource(`${API_BASE}market/stream?codes=${query}`)
    source.addEventListener('ticks', (event) => {
      sendBack({ type: 'quotes.ticks', ticks: JSON.parse((event as MessageEvent).data) as Tick[] })
    })
    source.addEventListener('heartbeat', () => sendBack({ type: 'quotes.heartbeat' }))
    source.onerror = () => sendBack({ type: 'quotes.lost' })
    return () => source.close()
  },
)
