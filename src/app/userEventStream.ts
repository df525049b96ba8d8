import { fromCallback } from 'xstate'
import {
  isUserEventTopic,
  USER_EVENT,
  USER_EVENTS_SILENT_MS,
} from '../../machines/messages/userEvents.ts'
import type { UserEventsEvent } from '../../machines/userEvents/machine.ts'
import { API_BASE } from '../lib/apiClient.ts'

export type Credentials = () => { token: string | null; account: string | null }

/** The events of one block of a server-sent-events text (`event:` and `data:` lines). */
function eventOf(block: string): { event: string; data: string } | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null
}

/**
 * The user's event stream as an actor for the userEvents machine (issue 24). It is read with
 * fetch rather than EventSource: the session travels in headers, as on every call, never in an
 * address that logs and proxies keep. Nor through the API client: a stream that stays open has
 * no 10 s time-out, no envelope and no retry but the machine's own reconnect. It reports the stream open, each topic, a drop (the
 * machine opens it again after a pause) and a refusal (401: the session ended).
 */
export function userEventStream(credentials: Credentials) {
  return fromCallback<UserEventsEvent>(({ sendBack }) => {
    const abort = new AbortController()
    // A connection that died without a word (a phone asleep, a network switched) looks open:
    // a stream silent past its heartbeats is given up, and the machine opens another.
    let silence: ReturnType<typeof setTimeout> | undefined
    let reader: ReadableStreamDefaultReader<string> | undefined
    /** Ends the request and the read of its body (an aborted request ends its body's read). */
    const end = () => {
      abort.abort()
      reader?.cancel().catch(() => {})
    }
    const heard = () => {
      clearTimeout(silence)
      silence = setTimeout(end, USER_EVENTS_SILENT_MS)
    }
    const read = async () => {
      const { token, account } = credentials()
      if (!token || !account) return sendBack({ type: 'events.refused' })
      const answer = await fetch(`${API_BASE}user/events`, {
        headers: { token, account, accept: 'text/event-stream' },
        signal: abort.signal,
      })
      if (answer.status === 401) return sendBack({ type: 'events.refused' })
      if (!answer.ok || !answer.body) return sendBack({ type: 'events.lost' })
      sendBack({ type: 'events.open' })
      heard()
      reader = answer.body.pipeThrough(new TextDecoderStream()).getReader()
      let text = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        heard()
        text += value.replaceAll('\r\n', '\n')
        const blocks = text.split('\n\n')
        text = blocks.pop() ?? ''
        for (const block of blocks) {
          const received = eventOf(block)
          if (received?.event !== USER_EVENT) continue
          const { topic } = JSON.parse(received.data) as { topic?: unknown }
          if (isUserEventTopic(topic)) sendBack({ type: 'events.topic', topic })
        }
      }
      // The server ended the stream (a restart, a deployment): open it again.
      sendBack({ type: 'events.lost' })
    }
    const stopped = { byMachine: false }
    read()
      .catch(() => {
        // Stopped by the machine: nothing to report. Otherwise (a drop, a silent stream, an
        // unreadable event) the stream is given up whole, and reported lost.
        if (!stopped.byMachine) sendBack({ type: 'events.lost' })
      })
      .finally(() => {
        clearTimeout(silence)
        end()
      })
    return () => {
      stopped.byMachine = true
      end()
    }
  })
}
