import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../bench/machinePorts.ts'
import { usersListCall } from '../../../machines/backOffice/calls.ts'
import { marketSearchCall } from '../../../machines/marketView/calls.ts'
import { answerClientErrors } from '../../../server/http/clientErrors.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The inputs an outside fuzz found answering HTTP 500 (issue 16): a NUL byte in any string that
 * reaches SQL, amounts padded with white space, an id beyond the integer column. Each must get a
 * translated refusal that names the field, and change nothing.
 */
let server: TestServer
let user: { token: string; account: string }
beforeAll(async () => {
  server = await startTestServer()
  user = await server.investor('600880001')
  await server.fund(user.account, 'EUR', '1000')
})
afterAll(() => server.close())

type Answer = Awaited<ReturnType<TestServer['callRaw']>>

function expectInvalid(answer: Answer, field?: string) {
  expect(answer.http, answer.text).toBeLessThan(500)
  expect(answer.body.status, answer.text).toBe(0)
  expect(answer.body.code).toBe('common.invalid')
  if (field) expect(answer.body.params?.field).toBe(field)
  expect(answer.text).not.toMatch(/at .*\.ts:\d+|select |insert |update /i)
}

describe('hostile input', () => {
  it('a NUL byte in a string answers "please check" the field, with or without a session', async () => {
    expectInvalid(
      await server.callRaw('user/login', { account: '\u0000', password: 'x' }),
      'account',
    )
    expectInvalid(
      await server.callRaw('user/login', { account: '600880001', password: 'a\u0000b' }),
      'password',
    )
    const admin = await server.adminCallRaw('auth/login', {
      username: 'ad\u0000min',
      password: 'x',
    })
    expectInvalid(admin, 'username')
    const search = await server.callRaw('market/search', { keyword: 'SAN\u0000' }, user)
    expectInvalid(search, 'keyword')
  })

  it('other control characters are refused too; tab and newline in free text are not', async () => {
    expectInvalid(await server.callRaw('user/login', { account: '6008\u001b80001', password: 'x' }))
    const search = await server.send(marketSearchCall, { keyword: 'SAN' }, user)
    expect(search.status, search.text).toBe(1)
  })

  it('a restriction that sets no flag is invalid and changes nothing (issue 48: it answered 500)', async () => {
    const headers = await server.admin()
    const before = await server.send(usersListCall, { query: user.account }, headers)
    const answer = await server.adminCallRaw('users/restrict', { account: user.account }, headers)
    expectInvalid(answer, 'frozen')
    const after = await server.send(usersListCall, { query: user.account }, headers)
    expect(after.data).toEqual(before.data)
  })

  // Issue 48: every answer of the API is the envelope, also where the router does not reach.
  it.each(['/API/VUE/user/login', '/Api/admin/auth/login', '/api%00/vue/user/login', '/api;x'])(
    '%s is not found, in the envelope',
    async (path) => {
      const response = await server.app.request(path, { method: 'POST', body: '{}' })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ status: 0, code: 'common.notFound' })
    },
  )

  it('headers over Node’s limit get the envelope, not a bare 431', async () => {
    const port = await freePort()
    const http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' })
    answerClientErrors(http)
    try {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/vue/common/config HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
          )
        })
        let answer = ''
        socket.on('data', (chunk) => {
          answer += chunk
        })
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
      })
      expect(raw).toMatch(/^HTTP\/1\.1 431 /)
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
        status: 0,
        code: 'common.invalid',
        params: { field: 'headers' },
      })
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()))
    }
  })

  it('a file name with a NUL byte is not found, not a failed query', async () => {
    const headers = await server.admin()
    const response = await server.app.request('/api/admin/files/%00', { headers })
    expect(response.status).toBeLessThan(500)
  })

  for (const amount of [' 100 ', '\t100', '100\n', ' ']) {
    it(`an amount of ${JSON.stringify(amount)} is refused as an amount on every money call`, async () => {
      const withdraw = await server.callRaw(
        'funds/withdraw',
        { amount, fundPassword: '123456' },
        user,
      )
      expectInvalid(withdraw, 'amount')
      expectInvalid(await server.callRaw('loan/borrow', { amount }, user), 'amount')
      expectInvalid(await server.callRaw('loan/repay', { loanNo: 'L1', amount }, user), 'amount')
      expectInvalid(
        await server.callRaw('funds/exchange', { from: 'EUR', to: 'USD', amount }, user),
        'amount',
      )
      const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', {
        type: 'image/png',
      })
      const recharge = await server.uploadRaw(
        'funds/recharge',
        { channelId: '1', amount, proof },
        user,
      )
      expectInvalid(recharge, 'amount')
    })
  }

  it('an id beyond the integer column is "please check" that id', async () => {
    const buy = await server.callRaw(
      'trade/buy',
      { code: 'SAN', productId: 2147483648, lots: 1, direction: 'long', priceType: 'market' },
      user,
    )
    expectInvalid(buy, 'productId')
    const padded = await server.uploadRaw(
      'funds/recharge',
      { channelId: ' 1', amount: '100' },
      user,
    )
    expectInvalid(padded, 'channelId')
  })

  it('a database error that still escapes is answered without a stack: "please check" for bad data, "busy" for ours', async () => {
    // A server of its own: Hono takes no new route once it has answered a request.
    const fresh = await startTestServer()
    const dataError = Object.assign(new Error('invalid byte sequence'), { code: '22021' })
    fresh.app.get('/test-only/data-error', () => {
      throw new Error('Failed query: select 1', { cause: dataError })
    })
    fresh.app.get('/test-only/fault', () => {
      throw new Error('Failed query: select secret from t')
    })
    const bad = await fresh.app.request('/test-only/data-error')
    const badText = await bad.text()
    expect(bad.status).toBe(200)
    expect(JSON.parse(badText)).toMatchObject({ status: 0, code: 'common.invalid' })
    const fault = await fresh.app.request('/test-only/fault')
    const faultText = await fault.text()
    expect(fault.status).toBe(500)
    expect(JSON.parse(faultText)).toMatchObject({ status: 0, code: 'common.busy' })
    expect(badText + faultText).not.toMatch(/select|Failed query|at /)
    await fresh.close()
  })
})
