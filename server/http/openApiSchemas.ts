import * as zod from 'zod/mini'
import { schemaNames } from '../../machines/contract/schemaNames.ts'
import { SERVER_MESSAGES } from '../../machines/serverMessages.ts'

export type JsonSchema = { [key: string]: unknown }

const COMPONENT = '#/components/schemas/'

/** A `$ref` to a component schema of the document. */
export const componentRef = (name: string) => ({ $ref: `${COMPONENT}${name}` })

/** A JSON body of this schema. */
export const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
/** An answer that is a refusal in the envelope (API.md), described. */
export const refused = (description: string) => ({
  description,
  content: json(componentRef('Refusal')),
})
/** The answer to a call made without a valid session. */
export const noSession = refused('No session, or not a valid one: auth.sessionExpired')
/** The headers an investor's session travels in, and the console's (its token alone). */
export const investorSession = [{ token: [], account: [] }]
export const consoleSession = [{ token: [] }]

/**
 * The envelope every call answers with (API.md "Conventions"): on success `status` 1 and the
 * call's `data`; each operation adds its own `data` schema to it.
 */
const envelope: JsonSchema = {
  type: 'object',
  description: 'A call answered: status 1 and the call’s data (API.md).',
  required: ['status', 'msg', 'data'],
  properties: {
    status: { type: 'integer', const: 1 },
    msg: { type: 'string', description: 'Empty on success' },
    data: { description: 'The call’s answer; each operation gives its schema' },
  },
}

/**
 * A refusal (API.md): HTTP 200 for a business refusal or an invalid request, 401 without a
 * session. `code` is one of the server's catalogue, `params` the facts its message was filled
 * with, as text (machines/serverMessages.ts).
 */
const refusal = (): JsonSchema => ({
  type: 'object',
  description: 'A call refused: status 0, the catalogue code and the English text (API.md).',
  required: ['status', 'msg', 'code', 'params'],
  properties: {
    status: { type: 'integer', const: 0 },
    msg: { type: 'string', description: 'The catalogue’s English text, its numbers filled in' },
    code: { type: 'string', enum: Object.keys(SERVER_MESSAGES) },
    params: {
      type: 'object',
      description: 'The message’s facts by name: amount, count, range, field, currency',
      additionalProperties: { type: 'string' },
    },
  },
})

/**
 * An uploaded file has no JSON Schema type; in a multipart body it is binary text (OpenAPI's
 * spelling), not "anything", which outside tools flag as an empty `anyOf` branch.
 */
const fileAsBinary: zod.core.UnrepresentableHandler = ({ zodSchema }) =>
  zodSchema._zod.def.type === 'custom' ? { type: 'string', format: 'binary' } : 'any'

/** The named schemas as a zod registry, which `toJSONSchema` extracts by their ids. */
function namedRegistry() {
  const registry = zod.registry<{ id: string }>()
  for (const [schema, name] of schemaNames()) registry.add(schema, { id: name })
  return registry
}

/** Points every `$ref` zod wrote into its own `$defs` at the document's components instead. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key !== '$ref') return [key, toComponentRefs(inner)]
      const ref = String(inner)
      // An unnamed schema that refers to itself would point at the operation, not a component.
      if (!ref.startsWith('#/$defs/')) throw new Error(`A schema refers to ${ref}: name it`)
      return [key, COMPONENT + ref.slice('#/$defs/'.length)]
    }),
  )
}

/**
 * The `components.schemas` of one document, filled as its operations' schemas are converted:
 * the envelope, the refusal, and each named schema an answer holds (machines/contract/
 * schemaNames.ts), so that every call answering a position refers to the one `Position`.
 */
export function schemaComponents() {
  const named = namedRegistry()
  const schemas: Record<string, JsonSchema> = { Envelope: envelope, Refusal: refusal() }
  const keep = (name: string, schema: JsonSchema) => {
    const known = schemas[name]
    if (known && JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`Two different schemas are named ${name} in one API document`)
    schemas[name] = schema
  }
  return {
    schemas,
    /** An answer's `data`, its named parts as components. */
    answer(schema: zod.ZodMiniType): JsonSchema {
      const { $schema, $defs, ...root } = zod.toJSONSchema(schema, {
        io: 'output',
        metadata: named,
        unrepresentable: 'any',
      }) as JsonSchema
      for (const [name, def] of Object.entries((($defs as JsonSchema) ?? {}) as JsonSchema))
        keep(name, toComponentRefs(def) as JsonSchema)
      return toComponentRefs(root) as JsonSchema
    },
    /**
     * A request body, whole: the API fuzzer builds hostile bodies from these schemas as they
     * stand (tests/support/apiFuzz.ts), and a request is no entity a client reuses.
     */
    request(schema: zod.ZodMiniType): JsonSchema {
      const { $schema, ...root } = zod.toJSONSchema(schema, {
        io: 'input',
        metadata: zod.registry(),
        unrepresentable: fileAsBinary,
      }) as JsonSchema
      return root
    },
  }
}
