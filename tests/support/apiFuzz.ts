import fc from 'fast-check'
import type { TestServer } from './testServer.ts'

/**
 * The API fuzzer (issue 16): every operation of both OpenAPI documents, as an investor, as an
 * operator, with a wrong kind of session and without one, with bodies made from the operation's
 * own request schema and then spoiled with what attackers send (NUL, padding, huge numbers,
 * unicode, wrong types, missing and extra fields, broken JSON, the wrong content type). Every
 * answer must be an envelope below 500, with no stack trace or SQL in it, within 10 s.
 */

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  default?: unknown
}

export interface Operation {
  path: string
  contentType: 'application/json' | 'multipart/form-data'
  schema: JsonSchema
  secured: boolean
  admin: boolean
}

export interface FuzzFailure {
  operation: string
  why: string
  request: string
  answer: string
}

export interface FuzzReport {
  requests: number
  /** Answers with `status: 1`: requests that got past every check and did something. */
  succeeded: number
  /** Refusals by catalogue code. */
  byCode: Record<string, number>
  byStatus: Record<number, number>
  failures: FuzzFailure[]
  slowestMs: number
  elapsedMs: number
}

/** Strings an attacker tries in any text field. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  ' 100 ',
  '\t100',
  '100\n',
  '',
  ' ',
  '1e309',
  'NaN',
  '-0',
  '0.001',
  '99999999999999999999999999',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '𝔘ñí©ødé 🚀',
  '\u202e\u200b',
  '\u001b[31m',
  'x'.repeat(5000),
]

/** Numbers (and things where numbers go) an attacker tries. */
const HOSTILE_NUMBERS = [
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  0.5,
  -0.000001,
  Number.MAX_SAFE_INTEGER,
]

const WRONG_TYPES: unknown[] = [null, true, [], {}, [1, 2], { $ne: null }, '1', 1]

/** A value the schema describes (most of the time), so the fuzz reaches past the validation. */
export function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((o) => schemaValue(o, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return objectOf(schema, depth)
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      })
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1, -1e6),
        max: Math.min(schema.maximum ?? 1e6, 1e6),
      })
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      )
    case 'boolean':
      return fc.boolean()
    case 'string':
      return fc.oneof(
        fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,2})?$/),
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 20, 20),
        }),
        fc.constantFrom('SAN', 'AAPL', 'EUR', 'USD', 'Spain', 'usd', '600000001', '123456'),
      )
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null))
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, inner] of Object.entries(properties))
    record[name] = schemaValue(inner, depth + 1)
  const required = new Set(schema.required ?? [])
  return fc.record(record, {
    requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
  })
}

/** One field of a body spoiled: a hostile value, a wrong type, removed, or an extra field. */
function spoiled(body: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(body)
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...WRONG_TYPES),
    fc.string({ unit: 'binary', maxLength: 30 }),
  )
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('extra')
  return fc.oneof(
    fc.tuple(field, hostile).map(([k, v]) => ({ ...body, [k]: v })),
    field.map((k) => {
      const { [k]: _gone, ...rest } = body
      return rest
    }),
    hostile.map((v) => ({ ...body, extra: v, constructor: v })),
  )
}

/** What goes on the wire: a JSON body, raw text, or form data. */
type Wire =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Record<string, unknown> }

const RAW_TEXTS = [
  '{',
  '[]',
  'null',
  '"x"',
  '{"amount":1e309}',
  '{"amount":NaN}',
  '{"a":1,"a":2}',
  '\u0000',
  '{"account":"\\u0000","password":"x"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '',
]

/** A body with its required fields alone: what a caller that leaves out every option sends. */
function requiredOnly(schema: JsonSchema, body: Record<string, unknown>) {
  const required = new Set(schema.required ?? [])
  return Object.fromEntries(Object.entries(body).filter(([key]) => required.has(key)))
}

function wireFor(operation: Operation): fc.Arbitrary<Wire> {
  const object = objectOf(operation.schema, 0)
  const body = fc.oneof(
    { weight: 3, arbitrary: object },
    // Issue 48: `users/restrict` with no flag answered 500 ("no values to set").
    { weight: 1, arbitrary: object.map((b) => requiredOnly(operation.schema, b)) },
    { weight: 4, arbitrary: object.chain(spoiled) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
  const asForm = (b: unknown) =>
    ({ kind: 'form', fields: typeof b === 'object' && b !== null ? b : { value: b } }) as Wire
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(fc.constantFrom(...RAW_TEXTS), fc.string({ maxLength: 40 })),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml', ''),
  })
  const native =
    operation.contentType === 'multipart/form-data'
      ? body.map(asForm)
      : body.map((b) => ({ kind: 'json', body: b }) as Wire)
  const foreign =
    operation.contentType === 'multipart/form-data'
      ? body.map((b) => ({ kind: 'json', body: b }) as Wire)
      : body.map(asForm)
  return fc.oneof(
    { weight: 6, arbitrary: native },
    { weight: 1, arbitrary: foreign },
    { weight: 1, arbitrary: raw },
  )
}

/** The calls of one OpenAPI document: its POST operations (its GET routes take no body). */
export async function operationsOf(server: TestServer, document: string): Promise<Operation[]> {
  const doc = (await (await server.app.request(document)).json()) as {
    paths: Record<
      string,
      {
        post?: {
          security: unknown[]
          requestBody: { content: Record<string, { schema: JsonSchema }> }
        }
      }
    >
  }
  const calls = Object.entries(doc.paths).flatMap(([path, item]) =>
    item.post ? [{ path, post: item.post }] : [],
  )
  return calls.map(({ path, post }) => {
    const [contentType, media] = Object.entries(post.requestBody.content)[0]!
    return {
      path,
      contentType: contentType as Operation['contentType'],
      schema: media.schema,
      secured: post.security.length > 0,
      admin: path.startsWith('/api/admin/'),
    }
  })
}

export type Identity = 'investor' | 'admin' | 'none' | 'forged'

function requestInit(wire: Wire, headers: Record<string, string>): RequestInit {
  if (wire.kind === 'raw') {
    const all: Record<string, string> = { ...headers }
    if (wire.contentType) all['content-type'] = wire.contentType
    return { method: 'POST', headers: all, body: wire.text }
  }
  if (wire.kind === 'json') {
    return {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(wire.body),
    }
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(wire.fields)) {
    if (name === 'proof' || name === 'front' || name === 'back' || name === 'qr') {
      form.append(
        name,
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'x.png', { type: 'image/png' }),
      )
    } else form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
  }
  return { method: 'POST', headers, body: form }
}

/** A stack frame, a failed query, or SQL with drizzle's quoted names (an article may say "select … from"). */
const LEAK =
  /\bat .+\.(ts|js|mjs):\d+|Failed query|\bselect\s+("|\*)|\binsert into\s+"|\bfrom\s+"[a-z_]+"|syntax error at or near|node_modules/i
const CODE = /^[a-zA-Z]+\.[a-zA-Z]+$/
const TOO_SLOW_MS = 10_000

/** Why an answer breaks the promise of API.md, or null when it keeps it. */
export function answerProblem(status: number, text: string, ms: number): string | null {
  if (status >= 500) return `HTTP ${status}`
  if (ms > TOO_SLOW_MS) return `took ${Math.round(ms)} ms`
  if (LEAK.test(text)) return 'a stack trace or SQL in the answer'
  let body: { status?: unknown; code?: unknown; msg?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (body.status === 1) return null
  if (body.status !== 0) return 'not an envelope'
  if (typeof body.msg !== 'string' || typeof body.code !== 'string' || !CODE.test(body.code))
    return 'a refusal without a catalogue code'
  return null
}

/**
 * Sends `requests` fuzzed requests spread over every operation of both documents; `seed` makes
 * a run repeatable. `headersOf` gives each identity's headers (a fresh session when asked).
 */
export async function fuzzApi(
  server: TestServer,
  options: {
    requests: number
    seed: number
    headersOf: (identity: Identity) => Promise<Record<string, string>>
    /** A session the fuzz itself ended (a logout, a restriction from the console): renew it. */
    onSessionEnded?: (identity: Identity) => void
    onProgress?: (done: number) => void
  },
): Promise<FuzzReport> {
  const operations = [
    ...(await operationsOf(server, '/api/vue/openapi.json')),
    ...(await operationsOf(server, '/api/admin/openapi.json')),
  ]
  // Mostly the session the operation asks for, so the fuzz reaches past the session check; the
  // rest of the time another kind, a forged one or none.
  const identityFor = (operation: Operation) =>
    fc.oneof(
      { weight: 7, arbitrary: fc.constant<Identity>(operation.admin ? 'admin' : 'investor') },
      { weight: 1, arbitrary: fc.constant<Identity>(operation.admin ? 'investor' : 'admin') },
      { weight: 1, arbitrary: fc.constant<Identity>('none') },
      { weight: 1, arbitrary: fc.constant<Identity>('forged') },
    )
  // Each operation's arbitrary is built once: a `chain` would rebuild it (and compile its
  // regular expressions) for every case, which was most of the fuzzer's own time.
  const cases = fc.oneof(
    ...operations.map((operation) =>
      fc.record({
        operation: fc.constant(operation),
        wire: wireFor(operation),
        identity: identityFor(operation),
      }),
    ),
  )
  const report: FuzzReport = {
    requests: 0,
    succeeded: 0,
    byCode: {},
    byStatus: {},
    failures: [],
    slowestMs: 0,
    elapsedMs: 0,
  }
  const started = performance.now()
  for (const { operation, wire, identity } of batches(cases, options.requests, options.seed)) {
    const sentAs = operation.secured ? identity : 'none'
    const headers = await options.headersOf(sentAs)
    const init = requestInit(wire, headers)
    const t0 = performance.now()
    const response = await server.app.request(operation.path, init)
    const text = await response.text()
    const ms = performance.now() - t0
    report.requests += 1
    report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1
    report.slowestMs = Math.max(report.slowestMs, ms)
    tally(report, text)
    // A 401 with the kind of session the operation takes means the fuzz ended that session.
    const rightKind = sentAs === (operation.admin ? 'admin' : 'investor')
    if (response.status === 401 && rightKind) options.onSessionEnded?.(sentAs)
    const problem = answerProblem(response.status, text, ms)
    if (problem && report.failures.length < 50) {
      report.failures.push({
        operation: operation.path,
        why: problem,
        request: describeWire(wire).slice(0, 300),
        answer: text.slice(0, 300),
      })
    }
    if (report.requests % 1000 === 0) options.onProgress?.(report.requests)
  }
  report.elapsedMs = performance.now() - started
  return report
}

/** The cases in batches, each from its own seed: a long run never holds 100,000 bodies at once. */
function* batches<T>(cases: fc.Arbitrary<T>, total: number, seed: number): Generator<T> {
  const size = 500
  for (let start = 0, batch = 0; start < total; start += size, batch += 1)
    yield* fc.sample(cases, { numRuns: Math.min(size, total - start), seed: seed + batch })
}

function tally(report: FuzzReport, text: string) {
  try {
    const body = JSON.parse(text) as { status?: number; code?: string }
    if (body.status === 1) report.succeeded += 1
    else if (body.code) report.byCode[body.code] = (report.byCode[body.code] ?? 0) + 1
  } catch {
    // answerProblem says what is wrong with it
  }
}

function describeWire(wire: Wire): string {
  if (wire.kind === 'raw') return `${wire.contentType || '(no type)'} ${JSON.stringify(wire.text)}`
  if (wire.kind === 'json') return `json ${JSON.stringify(wire.body)}`
  return `form ${JSON.stringify(wire.fields)}`
}

/**
 * The sessions the fuzzer calls with, renewed every few hundred requests: the fuzz may log its
 * own investor out, restrict it from the console, or end the operator's session.
 */
export function fuzzIdentities(server: TestServer, renewEvery = 300) {
  const ended = (identity: Identity) => {
    if (identity === 'investor') investor = null
    if (identity === 'admin') admin = null
  }
  let uses = 0
  let accounts = 0
  let investor: Record<string, string> | null = null
  let admin: Record<string, string> | null = null
  const freshInvestor = async () => {
    accounts += 1
    const account = `6009${String(accounts).padStart(8, '0')}`
    const { token } = await server.investor(account)
    await server.fund(account, 'EUR', '100000')
    await server.fund(account, 'USD', '100000')
    return { token, account }
  }
  const headersOf = async (identity: Identity): Promise<Record<string, string>> => {
    uses += 1
    if (uses % renewEvery === 0) {
      investor = null
      admin = null
    }
    if (identity === 'investor') {
      investor ??= await freshInvestor()
      return investor
    }
    if (identity === 'admin') {
      admin ??= await server.admin()
      return admin
    }
    if (identity === 'forged') return { token: 'f'.repeat(43), account: '600900000001' }
    return {}
  }
  return { headersOf, onSessionEnded: ended }
}
