import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCall } from '../../../machines/session/calls.ts'
import { watchlist } from '../../../server/db/schema.ts'
import { SEED_INSTRUMENTS } from '../../../server/market/instruments/index.ts'
import { expectEnvelope } from '../../support/envelope.ts'
import { registration, startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Whatever a signed-in client sends to the market, watchlist and news calls, the answer is an
 * envelope (never a 5xx or a stack trace), and the watchlist only ever holds listed codes.
 */
let server: TestServer
let headers: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  const { token } = await server.sendOk(registerCall, registration('600000901'))
  headers = { token, account: '600000901' }
})
afterAll(() => server.close())

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('SAN', 'AAPL', 'BTC/USD', 'day', 'forward', 'listed', 'usd', 'top', 'stock'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
)
const body = fc.dictionary(
  fc.constantFrom(
    'type',
    'board',
    'page',
    'size',
    'code',
    'codes',
    'period',
    'adjust',
    'keyword',
    'category',
    'lang',
    'id',
  ),
  value,
)
const PATHS = [
  'market/list',
  'market/detail',
  'market/kline',
  'market/search',
  'favorite/add',
  'favorite/remove',
  'favorite/has',
  'news/list',
  'news/detail',
]

describe('market calls under fuzzing', () => {
  it('answer every body with an envelope, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, async (path, sent) => {
        expectEnvelope(await server.callRaw(path, sent, headers))
      }),
      { numRuns: 300 },
    )
    // Listed, not merely one of the codes offered above: a random "T" is AT&T, and may be kept.
    const listed = new Set(SEED_INSTRUMENTS.map((i) => i.code))
    const codes = (await server.db.select().from(watchlist)).map((w) => w.code)
    for (const code of codes) expect(listed, code).toContain(code)
  })

  it('refuses a stream of no, unknown or too many codes with an envelope', async () => {
    const many = Array.from({ length: 301 }, (_, i) => `X${i}`).join(',')
    for (const query of ['', 'codes=', 'codes=NOPE', 'codes=SAN,NOPE', `codes=${many}`]) {
      const response = await server.app.request(`/api/vue/market/stream?${query}`)
      expect(await response.json()).toMatchObject({ status: 0, code: 'common.invalid' })
    }
  })
})
