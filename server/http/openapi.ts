import { readiness } from './openApiGetRoutes.ts'
import {
  componentRef,
  consoleSession,
  investorSession,
  type JsonSchema,
  json,
  noSession,
  refused,
  schemaComponents,
} from './openApiSchemas.ts'
import type { Route } from './route.ts'

/**
 * An operation's id, from its path: `trade/userstocklist` is `tradeUserstocklist`. Derived, not
 * written per call, so it stays the same as long as the path does: a generated client names its
 * methods by it.
 */
export const operationIdOf = (path: string) =>
  path
    .split('/')
    .map((segment, index) => (index === 0 ? segment : segment[0]!.toUpperCase() + segment.slice(1)))
    .join('')

/** The answers every call may give besides its own: a request the HTTP server cannot parse. */
const sharedResponses = {
  Unparsable: refused(
    'A request the HTTP server cannot parse, refused before any route: common.invalid naming ' +
      'body (headers over 16 KB get 431 and name headers) (server/http/clientErrors.ts)',
  ),
}

const token = { type: 'apiKey', in: 'header', name: 'token' }
const account = { type: 'apiKey', in: 'header', name: 'account' }

/** One call, `POST <prefix>/<path>`: its body, and its answer in the envelope (API.md). */
function callOperation(
  route: Route,
  components: ReturnType<typeof schemaComponents>,
  admin: boolean,
) {
  const data = components.answer(route.answer)
  const answered = {
    allOf: [componentRef('Envelope'), { type: 'object', required: ['data'], properties: { data } }],
  }
  return {
    post: {
      operationId: operationIdOf(route.path),
      summary: route.summary,
      security: route.auth ? (admin ? consoleSession : investorSession) : [],
      requestBody: {
        required: true,
        content: {
          [route.upload ? 'multipart/form-data' : 'application/json']: {
            schema: components.request(route.body),
          },
        },
      },
      responses: {
        '200': {
          description: 'The answer, or a refusal: both with HTTP 200 (API.md)',
          content: json({ oneOf: [answered, componentRef('Refusal')] }),
        },
        '400': { $ref: '#/components/responses/Unparsable' },
        ...(route.auth ? { '401': noSession } : {}),
      },
    },
  }
}

/** Fails on two operations with one id: tools and generated clients need them unique. */
function checkUniqueIds(paths: Record<string, Record<string, { operationId: string }>>) {
  const seen = new Map<string, string>()
  for (const [path, item] of Object.entries(paths))
    for (const operation of Object.values(item)) {
      const other = seen.get(operation.operationId)
      if (other) throw new Error(`${path} and ${other} share operationId ${operation.operationId}`)
      seen.set(operation.operationId, path)
    }
}

/**
 * The API surface as OpenAPI 3.1, generated from the call contracts (the schemas that validate
 * the requests and describe each answer's `data`, API.md), with the GET routes no contract
 * describes (openApiGetRoutes.ts) beside them.
 */
export function openApiDocument(
  title: string,
  prefix: string,
  routes: Route[],
  getRoutes: Record<string, { get: { operationId: string } }>,
  /** Whose API: the console's session is its token alone (API.md "Session"). */
  audience: 'investor' | 'console' = 'investor',
) {
  const components = schemaComponents()
  const admin = audience === 'console'
  const calls = Object.fromEntries(
    routes.map((route) => [`${prefix}/${route.path}`, callOperation(route, components, admin)]),
  )
  const paths = { ...calls, ...getRoutes }
  checkUniqueIds(paths)
  return {
    openapi: '3.1.0',
    info: { title, version: '1', license: { name: 'MIT', identifier: 'MIT' } },
    // The paths carry their prefix, so the document's server is the one that publishes it.
    servers: [{ url: '/', description: 'The server this document was fetched from' }],
    components: {
      schemas: { ...components.schemas, Readiness: readiness } as Record<string, JsonSchema>,
      responses: sharedResponses,
      // The back office's session is its token alone (API.md "Session").
      securitySchemes: admin ? { token } : { token, account },
    },
    paths,
  }
}
