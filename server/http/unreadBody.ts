import { IncomingMessage } from 'node:http'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'

/**
 * A request body the server answers without reading (a 401 before readBody, an over-limit body
 * refused by hono/body-limit) must not cost the client its keep-alive connection.
 *
 * Why it did: once anything touches `c.req.raw.body` (body-limit does, to test for a body),
 * @hono/node-server wraps the IncomingMessage with `Readable.toWeb`, whose 'data' listener pauses
 * the stream whenever its queue is full. Node then no longer discards the rest itself (it only
 * does for a request nobody started reading), and node-server's own clean-up resumes the stream
 * once, is paused again by that listener, and after 500 ms destroys the socket: the answer said
 * keep-alive, the client's next request on the connection got ECONNRESET. Bodies under ~256 kB
 * escaped because they were already parsed (in socket and stream buffers) when the answer left.
 *
 * The guard below replaces that clean-up (so serve() must get `autoCleanupIncoming: false`): when
 * the answer is ready and body bytes are still on the wire, it discards a body of declared length
 * up to DRAIN_MAX_BYTES (the HTTP parser stops at the declared length, so the read is bounded;
 * Node's requestTimeout still ends a client that stalls), and answers anything larger or of
 * unknown length (chunked) with `Connection: close`, so the client opens a new connection.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024

type Bindings = HttpBindings | Http2Bindings
type Fetch = (request: Request, env: Bindings) => Response | Promise<Response>

/** serve() options around the app's fetch: `serve({ ...unreadBodyGuard(app.fetch), port })`. */
export function unreadBodyGuard(fetch: Fetch, drainMaxBytes = DRAIN_MAX_BYTES) {
  return {
    autoCleanupIncoming: false,
    fetch: async (request: Request, env: Bindings) =>
      settleUnreadBody(env, await fetch(request, env), drainMaxBytes),
  }
}

function settleUnreadBody(env: Bindings, response: Response, drainMaxBytes: number) {
  const incoming = env?.incoming
  // HTTP/2 closes a stream, not the connection. complete: the parser has every byte of the
  // body, and Node goes on to the next request by itself.
  if (!(incoming instanceof IncomingMessage) || incoming.complete || incoming.destroyed)
    return response
  const declared = Number(incoming.headers['content-length'])
  const chunked = incoming.headers['transfer-encoding'] !== undefined
  if (!chunked && Number.isSafeInteger(declared) && declared <= drainMaxBytes) {
    // As Node's own discarding does: drop the web-stream adapter's listener, then let it flow.
    incoming.removeAllListeners('data')
    incoming.resume()
    return response
  }
  try {
    response.headers.set('connection', 'close')
    return response
  } catch {
    // Immutable headers (a fetched or redirect Response): copy it with the header added.
    const headers = new Headers(response.headers)
    headers.set('connection', 'close')
    return new Response(response.body, { status: response.status, headers })
  }
}
