import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyCall, userStockListCall } from '../../../machines/order/calls.ts'
import { configCall, loginCall, registerCall } from '../../../machines/session/calls.ts'
import { registration, startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('common/config (spec §7)', () => {
  it('lists the seeded name/value pairs: title, logo and the customer-service link', async () => {
    const answer = await server.send(configCall, { type: 'all' })
    expect(answer.status).toBe(1)
    const config = Object.fromEntries(answer.data!.map((p) => [p.name, p.value]))
    expect(config).toMatchObject({
      title: 'Tradeflow',
      logo: '/logo.svg',
      service: 'https://service.example/chat',
      'exchange.rate.USD': '1',
    })
  })

  it('refuses another type, naming the field', async () => {
    // A type the schema does not know, sent on purpose.
    const answer = await server.sendRaw(configCall, { type: 'some' })
    expect(answer).toMatchObject({ status: 0, code: 'common.invalid', params: { field: 'type' } })
  })
})

describe('trade/userstocklist (spec §7)', () => {
  it("lists the user's open positions in the market asked for, with live yingkui as money", async () => {
    const answer = await server.send(registerCall, registration('600000500'))
    const headers = { token: answer.data!.token, account: '600000500' }
    expect(
      (await server.send(userStockListCall, { type: 'Spain', page: 1, size: 300 }, headers)).data,
    ).toEqual([])

    await server.fund('600000500', 'EUR', '5000.00')
    await server.fund('600000500', 'USD', '5000.00')
    const buy = (code: string, lots: number) =>
      server.send(
        buyCall,
        { code, direction: 'long', priceType: 'market', lots, leverage: 1 },
        headers,
      )
    const san = (await buy('SAN', 100)).data!.orderNo
    const xrp = (await buy('XRP/USD', 100)).data!.orderNo
    const spain = await server.sendOk(
      userStockListCall,
      { type: 'Spain', page: 1, size: 300 },
      headers,
    )
    expect(spain).toHaveLength(1)
    expect(spain[0]).toMatchObject({ orderNo: san, code: 'SAN', state: 'locked' })
    // Bought at the last price, so the position neither gains nor loses yet.
    expect(spain[0]!.yingkui).toBe('0.00')
    server.clock.advance(60 * 60_000)
    const later = await server.sendOk(
      userStockListCall,
      { type: 'Spain', page: 1, size: 300 },
      headers,
    )
    expect(later[0]!.yingkui).toMatch(/^-?\d+\.\d{2}$/)
    const usd = await server.sendOk(userStockListCall, { type: 'usd', page: 1, size: 300 }, headers)
    expect(usd.map((p) => p.orderNo)).toEqual([xrp])
  })

  it('refuses more than 300 a page and an unknown market', async () => {
    const answer = await server.send(loginCall, {
      account: '600000500',
      password: 'correct horse',
    })
    const headers = { token: answer.data!.token, account: '600000500' }
    expect(
      (await server.send(userStockListCall, { type: 'Spain', page: 1, size: 301 }, headers)).params,
    ).toEqual({ field: 'size' })
    expect(
      // A market the schema does not know, sent on purpose.
      (await server.sendRaw(userStockListCall, { type: 'yen', page: 1, size: 1 }, headers)).params,
    ).toEqual({ field: 'type' })
  })
})

describe('the envelope', () => {
  it('answers an unknown call with common.notFound and publishes OpenAPI', async () => {
    const missing = await server.callRaw('nothing/here', {})
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
