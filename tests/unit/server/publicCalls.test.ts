import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, users } from '../../../server/db/schema.ts'
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
    expect(config).toEqual({
      title: 'Tradeflow',
      logo: '/logo.svg',
      service: 'https://service.example/chat',
    })
  })

  it('refuses another type, naming the field', async () => {
    const { body } = await server.call('common/config', { type: 'some' })
    expect(body).toMatchObject({ status: 0, code: 'common.invalid', params: { field: 'type' } })
  })
})

describe('trade/userstocklist (spec §7)', () => {
  it("lists the user's open positions in the market asked for, with yingkui as money", async () => {
    const { body } = await server.call('user/register', registration('600000500'))
    const headers = { token: body.data.token, account: '600000500' }
    expect(
      (await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 300 }, headers))
        .body.data,
    ).toEqual([])

    const [user] = await server.db.select().from(users)
    const base = {
      userId: user!.id,
      code: 'SAN',
      name: 'Banco Santander',
      direction: 'long' as const,
      priceType: 'market' as const,
      lots: 10,
      buyPriceMinor: 452n,
      createdAt: server.clock.now(),
    }
    await server.db.insert(orders).values([
      { ...base, orderNo: 'A1', market: 'Spain', state: 'holding', profitMinor: 1250n },
      { ...base, orderNo: 'A2', market: 'Spain', state: 'closed', profitMinor: 99n },
      { ...base, orderNo: 'A3', market: 'usd', state: 'holding', profitMinor: -5n },
    ])
    const list = (
      await server.call('trade/userstocklist', { type: 'Spain', page: 1, size: 300 }, headers)
    ).body.data
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      orderNo: 'A1',
      buyPrice: '4.52',
      yingkui: '12.50',
      state: 'holding',
    })
    const usd = (
      await server.call('trade/userstocklist', { type: 'usd', page: 1, size: 300 }, headers)
    ).body.data
    expect(usd[0]).toMatchObject({ orderNo: 'A3', yingkui: '-0.05' })
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
