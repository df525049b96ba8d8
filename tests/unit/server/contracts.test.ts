import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorRoutes } from '../../../server/app.ts'
import { adminRoutes } from '../../../server/routes/admin/admin.routes.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * ARCHITECTURE.md "One contract per call": every route is served from a contract with an answer
 * schema, so OpenAPI documents every answer's `data` (and the test server checks each answer a
 * test receives against it, see server/http/answerCheck.ts).
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe.each(['/api/vue/openapi.json', '/api/admin/openapi.json'])('%s', (url) => {
  it('documents the answer of every operation', async () => {
    const doc = await (await server.app.request(url)).json()
    const undocumented = Object.entries(doc.paths as Record<string, { post: unknown }>)
      .filter(([, op]) => {
        const data = (
          op.post as {
            responses: {
              200: { content: { 'application/json': { schema: { properties: { data: object } } } } }
            }
          }
        ).responses[200].content['application/json'].schema.properties.data
        return Object.keys(data).length === 0
      })
      .map(([path]) => path)
    expect(undocumented).toEqual([])
  })
})

// decision 0063: a form sends its intent's key to the calls whose contract says they do what they
// ask once per key; the browser cannot read that off the schema (src/lib/inertSchemas.ts).
describe('the calls that take a requestId say so', () => {
  it.each([...investorRoutes, ...adminRoutes].map((route) => [route.path, route] as const))(
    '%s',
    (_, route) => {
      const shape = (route.body as { shape?: Record<string, unknown> }).shape ?? {}
      expect(route.oncePerRequest === true).toBe('requestId' in shape)
    },
  )
})
