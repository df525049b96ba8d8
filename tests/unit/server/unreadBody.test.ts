import http from 'node:http'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRAIN_MAX_BYTES, unreadBodyGuard } from '../../../server/http/unreadBody.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * A body the server answers without reading must not break the client's keep-alive connection:
 * before the guard, the request after a 3 MB POST with a bad token failed with ECONNRESET.
 * Real sockets here: in-process app.request() has no connection to lose.
 */
let server: TestServer
let http1: ReturnType<typeof serve>
let port = 0

beforeAll(async () => {
  server = await startTestServer()
  port = await new Promise<number>((resolve) => {
    http1 = serve(
      { ...unreadBodyGuard(server.app.fetch), port: 0, hostname: '127.0.0.1' },
      (info) => resolve(info.port),
    )
  })
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => http1.close(resolve))
  await server.close()
})

const MB = 1024 * 1024
const badSession = { token: 'expired-or-forged', account: '600100200' }
/** An upload route: its body limit (two 5 MB images) lets a 3 MB body reach the session check. */
const UPLOAD = '/api/vue/user/realname'
const SMALL = JSON.stringify({ type: 'all' }) // common/config's body

interface Answer {
  status: number
  connection: string | undefined
  body: string
  socket: string
}

/**
 * POSTs `size` bytes of spaces (JSON whitespace, never parsed), or a small valid body, on `agent`.
 * The whole body goes in one end(): Node's client stops listening for 'drain' once the answer
 * is complete, so a write-by-write uploader would stall on its own side.
 */
function post(agent: http.Agent, path: string, size: number, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = size === 0 ? Buffer.from(SMALL) : Buffer.alloc(size, 0x20)
    const chunked = headers['transfer-encoding'] === 'chunked'
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(body.length) }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (part) => {
          text += part
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: text,
            // Which connection carried it: the client's port stays the same on a kept socket.
            socket: `${req.socket?.localPort}`,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('unread request bodies keep the keep-alive connection usable', () => {
  it('after a 401 that never read a 3 MB body, the next request on the connection succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (let round = 0; round < 3; round++) {
        const refused = await post(agent, UPLOAD, 3 * MB, badSession)
        expect(refused.status).toBe(401)
        expect(refused.connection).toBe('keep-alive')
        const next = await post(agent, '/api/vue/common/config', 0)
        expect(next.status).toBe(200)
        expect(JSON.parse(next.body).status).toBe(1)
        expect(next.socket).toBe(refused.socket) // drained, not dropped
      }
    } finally {
      agent.destroy()
    }
  })

  it('after a body over the route limit (refused unread by body-limit), the next one succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await post(agent, '/api/vue/common/config', 3 * MB)
      expect(JSON.parse(refused.body)).toMatchObject({ status: 0, code: 'common.invalid' })
      const next = await post(agent, '/api/vue/common/config', 0)
      expect(next.status).toBe(200)
      expect(next.socket).toBe(refused.socket)
    } finally {
      agent.destroy()
    }
  })

  it('keeps the connection while a slow client is still sending the unread body', async () => {
    // A raw socket, to send the second half of the body well after the 401 has arrived
    // (node-server's own clean-up gave up after 500 ms and closed the connection).
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (text) => {
      received += text
    })
    const closed = new Promise((resolve) => socket.once('close', resolve))
    const until = async (pattern: RegExp) => {
      for (let waited = 0; !pattern.test(received); waited += 20) {
        if (socket.destroyed || waited > 10_000) throw new Error(`no ${pattern}: ${received}`)
        await sleep(20)
      }
    }
    try {
      const size = 3 * MB
      socket.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${badSession.token}\r\n` +
          `account: ${badSession.account}\r\ncontent-type: application/json\r\n` +
          `content-length: ${size}\r\n\r\n`,
      )
      socket.write(Buffer.alloc(size / 2, 0x20))
      await until(/^HTTP\/1\.1 401[\s\S]*"auth\.sessionExpired"/)
      await sleep(1_200)
      socket.write(Buffer.alloc(size / 2, 0x20))
      socket.write(
        'POST /api/vue/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `content-type: application/json\r\ncontent-length: ${SMALL.length}\r\n\r\n${SMALL}`,
      )
      await until(/HTTP\/1\.1 200 [\s\S]*"status":1/)
    } finally {
      socket.destroy()
      await closed
    }
  })

  it('does not read more than its bound: a larger or chunked body is answered Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const huge = await post(agent, UPLOAD, DRAIN_MAX_BYTES + MB, badSession)
      expect(huge).toMatchObject({ status: 401, connection: 'close' })
      expect((await post(agent, '/api/vue/common/config', 0)).status).toBe(200)

      const chunked = await post(agent, '/api/vue/common/config', 3 * MB, {
        'transfer-encoding': 'chunked',
      })
      expect(chunked.connection).toBe('close')
      expect((await post(agent, '/api/vue/common/config', 0)).status).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})
