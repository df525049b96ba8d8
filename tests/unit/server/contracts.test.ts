import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorRoutes } from '../../../server/app.ts'
import { openApiDocument, operationIdOf } from '../../../server/http/openapi.ts'
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

type Operation = {
  operationId: string
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
}
type JsonSchema = { oneOf?: JsonSchema[]; allOf?: JsonSchema[]; properties?: { data?: object } }
type Document = { paths: Record<string, Record<string, Operation>> }

/** A call's `data` schema: the success branch of its 200 answer (server/http/openapi.ts). */
const dataOf = (operation: Operation) =>
  operation.responses[200]!.content!['application/json']!.schema.oneOf![0]!.allOf![1]!.properties!
    .data!

describe.each(['/api/vue/openapi.json', '/api/admin/openapi.json'])('%s', (url) => {
  let doc: Document
  beforeAll(async () => {
    doc = await (await server.app.request(url)).json()
  })

  it('documents the answer of every operation', () => {
    const undocumented = Object.entries(doc.paths)
      .filter(([, item]) => item.post && Object.keys(dataOf(item.post)).length === 0)
      .map(([path]) => path)
    expect(undocumented).toEqual([])
  })

  it('names every operation (a generated client names its methods by operationId)', () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    )
    // Uniqueness is held where the document is built (checkUniqueIds, the "may not repeat" test);
    // here every operation has one, shaped as a method name (a missing one would read "undefined").
    const misnamed = ids.filter((id) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))
    expect(misnamed).toEqual([])
  })

  it('documents every GET route the app serves under its prefix, and the probes', () => {
    const prefix = url.replace('/openapi.json', '')
    const served = server.app.routes
      .filter((route) => route.method === 'GET')
      .map((route) => route.path.replace(/:(\w+)/g, '{$1}'))
      .filter((path) => path.startsWith(`${prefix}/`) || path === '/health' || path === '/ready')
      // The document itself is how a tool finds the rest.
      .filter((path) => path !== url)
    const documented = Object.entries(doc.paths)
      .filter(([, item]) => item.get)
      .map(([path]) => path)
    expect(served.length).toBeGreaterThan(2)
    expect(served.filter((path) => !documented.includes(path))).toEqual([])
  })
})

describe('operation ids', () => {
  it('come from the path, each segment after the first capitalised', () => {
    expect(operationIdOf('trade/userstocklist')).toBe('tradeUserstocklist')
    expect(operationIdOf('user/twoFactor/disable')).toBe('userTwoFactorDisable')
  })

  it('may not repeat: a document with two calls named alike is refused', () => {
    const route = investorRoutes[0]!
    const calls = [
      { ...route, path: 'user/x' },
      { ...route, path: 'userX' },
    ]
    expect(() => openApiDocument('clash', '/api/x', calls, {})).toThrow(/operationId userX/)
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
