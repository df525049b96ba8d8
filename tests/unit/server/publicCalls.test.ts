import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('common/config (spec §7)', () => {
  it('lists the seeded name/value pairs: title, logo and the customer-service link', async () => {
    const { body } = await server.call('common/config', { type: 'all' })
    expect(body.status).toBe(1)
    const config = Object.fromEntries(
      body.data.map((p: { name: string; value: string }) => [p.name, p.value]),
    )
    expect(config).toMatchObject({
      title: 'Tradeflow',
      logo: '/logo.svg',
      service: 'https://service.example/chat',
      'exchange.rate.USD': '1',
    })
  })

  it('refuses another type, naming the field', async () => {
    const { body } = await server.call('common/config', { type: 'some' })
    expect(body).toMatchObject({ status: 0, code: 'common.invalid', params: { field: 'type' } })
  })
})

describe('trade/userstocklist (spec §7)', () => {
  it("lists the user's open positions in the market asked for, with live yingkui as money", async () => {
    const { body } = await server.call('user/register', registration('600000500'))
    const headers = { token: body.data.token, account: '600000500' }
    expect(
      (await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 300 }, headers))
        .body.data,
    ).toEqual([])

    await server.fund('600000500', 'EUR', '5000.00')
    await server.fund('600000500', 'USD', '5000.00')
    const buy = (code: string, lots: number) =>
      server.call(
        'trade/buy',
        { code, direction: 'long', priceType: 'market', lots, leverage: 1 },
        headers,
      )
    const san = (await buy('SAN', 100)).body.data.orderNo
    const xrp = (await buy('XRP/USD', 100)).body.data.orderNo
    const spain = (
      await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 300 }, headers)
    ).body.data
    expect(spain).toHaveLength(1)
    expect(spain[0]).toMatchObject({ orderNo: san, code: 'SAN', state: 'locked' })
    // Bought at the last price, so the position neither gains nor loses yet.
    expect(spain[0].yingkui).toBe('0.00')
    server.clock.advance(60 * 60_000)
    const later = (
      await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 300 }, headers)
    ).body.data
    expect(later[0].yingkui).toMatch(/^-?\d+\.\d{2}$/)
    const usd = (
      await server.call('trade/userstocklist', { type: 'usd', page: 1, size: 300 }, headers)
    ).body.data
    expect(usd.map((p: { orderNo: string }) => p.orderNo)).toEqual([xrp])
  })

  it('refuses more than 300 a page and an unknown market', async () => {
    const { body } = await server.call('user/login', {
      account: '600000500',
      password: 'correct horse',
    })
    const headers = { token: body.data.token, account: '600000500' }
    expect(
      (await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 301 }, headers))
        .body.params,
    ).toEqual({ field: 'size' })
    expect(
      (await server.call('trade/userstocklist', { type: 'yen', page: 1, size: 1 }, headers)).body
        .params,
    ).toEqual({ field: 'type' })
  })
})

describe('the envelope', () => {
  it('answers an unknown call with common.notFound and publishes OpenAPI', async () => {
    const missing = await server.call('nothing/here', {})
    expect(missing).toMatchObject({ http: 404, body: { status: 0, code: 'common.notFound' } })
    const doc = await (await server.app.request('/api/vue/openapi.json')).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/vue/user/login',
        '/api/vue/common/config',
        '/api/vue/trade/userstocklist',
      ]),
    )
    expect(
      doc.paths['/api/vue/user/register'].post.requestBody.content['application/json'].schema
        .required,
    ).toContain('invite')
  })
})
