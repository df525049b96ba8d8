import * as zod from 'zod/mini'
import type { Route } from './route.ts'

/**
 * The API surface as OpenAPI 3.1, generated from the call contracts: the schemas that validate
 * the requests and that describe each answer's `data` (API.md).
 */
export function openApiDocument(title: string, prefix: string, routes: Route[]) {
  const envelopeOf = (route: Route) => ({
    ...envelope,
    properties: {
      ...envelope.properties,
      data: zod.toJSONSchema(route.answer, { io: 'output', unrepresentable: 'any' }),
    },
  })
  const envelope = {
    type: 'object',
    required: ['status', 'msg'],
    properties: {
      status: { type: 'integer', enum: [0, 1], description: '1 on success' },
      msg: { type: 'string', description: 'English catalogue text when status is 0 (spec §8)' },
      code: { type: 'string' },
      params: { type: 'object' },
      data: {},
    },
  }
  const paths = Object.fromEntries(
    routes.map((route) => [
      `${prefix}/${route.path}`,
      {
        post: {
          summary: route.summary,
          security: route.auth ? [{ token: [], account: [] }] : [],
          requestBody: {
            required: true,
            content: {
              [route.upload ? 'multipart/form-data' : 'application/json']: {
                // Files have no JSON Schema type; they show as "any" field in the document.
                schema: zod.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
              },
            },
          },
          responses: {
            '200': {
              description: 'Envelope',
              content: { 'application/json': { schema: envelopeOf(route) } },
            },
            ...(route.auth ? { '401': { description: 'auth.sessionExpired' } } : {}),
          },
        },
      },
    ]),
  )
  return {
    openapi: '3.1.0',
    info: { title, version: '1' },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        account: { type: 'apiKey', in: 'header', name: 'account' },
      },
    },
    paths,
  }
}
