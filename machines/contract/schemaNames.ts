import type * as zod from 'zod/mini'

/**
 * The names of the answer schemas that are things of their own (a position, an IPO product, an
 * inbox message): the OpenAPI documents give each one a component under that name, so a client
 * generated from them gets one reusable type per thing instead of an anonymous copy per call
 * (issue 51). A plain map rather than a zod registry, because the browser build replaces zod with
 * inert schemas (src/lib/inertSchemas.ts) that have no registry; there every schema is the same
 * inert object and the map stays one entry, unread.
 */
const names = new Map<zod.ZodMiniType, string>()

/** Names `schema` in the API documents; returns it unchanged. */
export function named<T extends zod.ZodMiniType>(name: string, schema: T): T {
  names.set(schema, name)
  return schema
}

/** Every named schema with its name, for the API documents (server/http/openApiSchemas.ts). */
export const schemaNames = (): ReadonlyMap<zod.ZodMiniType, string> => names
