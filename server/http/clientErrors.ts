import type { Server } from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'
import type { Duplex } from 'node:stream'
import { refusalBody } from './envelope.ts'

/** What Node's parser refused, as the HTTP status it would answer and the field to name. */
const REFUSED: Record<string, { status: number; reason: string; field: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', field: 'headers' },
}

/**
 * Requests Node refuses before the app sees them (headers over its 16 KB limit, a request it
 * cannot parse) get the API's JSON envelope too (issue 48: a bare 431 with an empty body), then
 * the connection closes, as Node's own answer would.
 */
export function answerClientErrors(server: Server | Http2Server | Http2SecureServer) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy()
    const refused = REFUSED[error.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
      field: 'body',
    }
    const body = JSON.stringify(refusalBody('common.invalid', { field: refused.field }))
    socket.end(
      `HTTP/1.1 ${refused.status} ${refused.reason}\r\n` +
        'content-type: application/json\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    )
  })
}
