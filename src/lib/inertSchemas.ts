/**
 * What the apps' production build gets for `zod/mini` (vite.config.ts): schemas that describe
 * nothing. The browser never validates with a contract's schemas (the server parses every request
 * and, in tests, every answer; the compiler checks the screens' types against the real schemas),
 * so a first visit need not download a schema library (issue 17). Validating in the browser would
 * be a mistake, and fails loudly rather than passing everything.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert }

const inert: Inert = new Proxy((() => {}) as unknown as Inert, {
  apply: () => inert,
  // `...schema.shape` spreads nothing; `then` is absent so an inert schema is never a promise.
  get: (_target, key) => (key === 'shape' ? {} : key === 'then' ? undefined : inert),
})

const refuse = (): never => {
  throw new Error('Contract schemas are not in the browser build: the server validates.')
}

export const {
  _default,
  array,
  boolean,
  check,
  coerce,
  enum: enumOf,
  gt,
  gte,
  instanceof: instanceOf,
  int,
  iso,
  literal,
  lt,
  lte,
  maximum,
  maxLength,
  minimum,
  minLength,
  null: nullOf,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  strictObject,
  string,
  transform,
  trim,
  union,
} = new Proxy({} as Record<string, Inert>, { get: () => inert })
export { enumOf as enum, instanceOf as instanceof, nullOf as null }
export const parse = refuse
export const safeParse = refuse
export const toJSONSchema = refuse
