import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { machineRegistry } from '../../../machines/index.ts'
import { SERVER_MESSAGES } from '../../../machines/serverMessages.ts'

/**
 * Every placeholder a server message uses is sent by every refusal that uses it (issue 48, 4.3:
 * "The minimum to allocate to this strategy is ." — the allocation gate's input carried no
 * parameters). The sources of machines/ and server/ are read, not run: every place that names a
 * code whose text has a placeholder must be one whose parameters can be read off the code itself
 * (a refusal thrown with an object literal, a `{ code, params }` pair, a gate's check whose every
 * gate input carries that check's parameters), or be listed below after a reading by hand.
 */

const ROOT = new URL('../../../', import.meta.url).pathname

/** A node of the ESTree (TypeScript flavour) rolldown's parser gives; only what is read here. */
interface AstNode {
  type: string
  start: number
  end: number
  [field: string]: unknown
}

/** Where a node sits: its parent and the parent's field that holds it. */
interface Step {
  node: AstNode
  field: string
}

interface Source {
  file: string
  text: string
  ast: AstNode
}

/** A finding, with where it is, as the failure lists it. */
type Finding = string

const PLACEHOLDER = /\{(\w+)\}/g

/** Each code whose text has placeholders, with them: the only codes a refusal can send short. */
const placeholders = new Map(
  Object.entries(SERVER_MESSAGES)
    .map(([code, { text }]) => [code, [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)] as const)
    .filter(([, names]) => names.length > 0),
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return name.endsWith('.ts') ? [path] : []
  })
}

const parse = (file: string, text: string): Source => ({
  file,
  text,
  ast: parseAst(text, { lang: 'ts' }) as unknown as AstNode,
})

/**
 * The catalogue itself names every code, but refuses nothing; a decision table (`*.cases.ts`,
 * issue 50) runs gates only to compare the state they end in, and sends no message either.
 */
const sources: Source[] = ['machines', 'server']
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => relative(ROOT, path))
  .filter((file) => !file.endsWith('serverMessages.ts') && !file.endsWith('.cases.ts'))
  .map((file) => parse(file, readFileSync(join(ROOT, file), 'utf8')))

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

/** Calls `seen` on every node with the steps down to it, outermost first. */
function visit(node: AstNode, seen: (node: AstNode, path: Step[]) => void, path: Step[] = []) {
  seen(node, path)
  for (const [field, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) if (isNode(child)) visit(child, seen, [...path, { node, field }])
  }
}

const where = (source: Source, node: AstNode) =>
  `${source.file}:${source.text.slice(0, node.start).split('\n').length}`

const snippet = (source: Source, node: AstNode) =>
  source.text.slice(node.start, node.end).replace(/\s+/g, ' ')

/** A string written out whole, or null. */
function stringOf(node: unknown): string | null {
  if (!isNode(node)) return null
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  const quasis = node.quasis as Array<{ value: { cooked: string } }> | undefined
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return quasis?.[0]?.value.cooked ?? null
  return null
}

/** A property's name when it is written out (`name:` or `'name':`), else null. */
function keyName(property: AstNode): string | null {
  if (property.type !== 'Property' || property.computed) return null
  const key = property.key as AstNode
  return key.type === 'Identifier' ? (key.name as string) : stringOf(key)
}

function propertyOf(object: AstNode, name: string): AstNode | undefined {
  const properties = (object.properties as AstNode[] | undefined) ?? []
  return properties.find((p) => keyName(p) === name)?.value as AstNode | undefined
}

/**
 * The parameter names an expression surely carries; `open` when it may carry more than can be
 * read (a spread, a variable, a call). No expression at all is no parameters.
 */
function keysOf(node: AstNode | undefined): { keys: Set<string>; open: boolean } {
  if (!node) return { keys: new Set(), open: false }
  if (node.type !== 'ObjectExpression') return { keys: new Set(), open: true }
  const properties = node.properties as AstNode[]
  const keys = properties.map(keyName).filter((k): k is string => k !== null)
  return { keys: new Set(keys), open: keys.length < properties.length }
}

/** What a refusal of `code` sent with `params` lacks, or null when it lacks nothing. */
function lacking(code: string, params: AstNode | undefined): string | null {
  const { keys, open } = keysOf(params)
  const missing = (placeholders.get(code) ?? []).filter((name) => !keys.has(name))
  if (missing.length === 0) return null
  return open
    ? `'${code}' may lack {${missing.join('}, {')}}: its parameters cannot be read`
    : `'${code}' lacks {${missing.join('}, {')}}`
}

const calleeName = (call: AstNode) => {
  const callee = call.callee as AstNode
  return callee.type === 'Identifier' ? (callee.name as string) : null
}

/** `new ApiRefusal(code, params)` or `refusalBody(code, params)`: the two ways a refusal is sent. */
const isRefusal = (node: AstNode) =>
  (node.type === 'NewExpression' && calleeName(node) === 'ApiRefusal') ||
  (node.type === 'CallExpression' && calleeName(node) === 'refusalBody')

/** The machines of the registry by id: every gate and lifecycle of the product. */
const machines = new Map(machineRegistry.map((entry) => [entry.machine.id, entry.machine]))

/** A gate's blocked states whose message has placeholders, with its code. */
function blockingStates(gate: AnyStateMachine): Array<{ state: string; code: string }> {
  const states = (gate.config.states ?? {}) as Record<string, { meta?: { code?: string } }>
  return Object.entries(states).flatMap(([state, node]) => {
    const code = node.meta?.code
    return code && placeholders.has(code) ? [{ state, code }] : []
  })
}

/** A gate's check, written `{ state, code, blocks, … }` (machines/gate.ts GateCheck). */
interface CheckInSource {
  at: string
  state: string
  code: string
}

/** A gate input (`{ gate, facts, params }` or `enforceGate(gate, facts, params)`). */
interface GateSite {
  at: string
  gate: string
  params: AstNode | undefined
}

interface Scan {
  /** Codes with placeholders named where their parameters cannot be read off the code. */
  unread: Map<string, Finding>
  /** Refusals written with their code whose parameters lack a placeholder. */
  short: Finding[]
  checks: CheckInSource[]
  /** Each gate's variable, by the id defineGate gives it. */
  gateIds: Map<string, string>
  sites: GateSite[]
  /** Other mentions of a gate (run by hand, handed on): their verdict carries no parameters. */
  gateUses: Map<string, Finding>
  /** Refusals sent with a code read from somewhere else (a variable, a field). */
  forwarded: Map<string, Finding>
}

function scan(files: Source[]): Scan {
  const found: Scan = {
    unread: new Map(),
    short: [],
    checks: [],
    gateIds: new Map(),
    sites: [],
    gateUses: new Map(),
    forwarded: new Map(),
  }
  for (const source of files) collectGates(source, found)
  for (const source of files) {
    visit(source.ast, (node, path) => {
      if (isRefusal(node)) readRefusal(source, node, found)
      const text = stringOf(node)
      if (text !== null && placeholders.has(text)) readCode(source, node, text, path, found)
      if (node.type === 'Identifier' && found.gateIds.has(node.name as string))
        readGateMention(source, node, path, found)
    })
  }
  return found
}

/** `const x = defineGate('id', …)`: which variable holds which gate. */
function collectGates(source: Source, found: Scan) {
  visit(source.ast, (node) => {
    if (node.type !== 'VariableDeclarator') return
    const init = node.init as AstNode | null
    if (init?.type !== 'CallExpression' || calleeName(init) !== 'defineGate') return
    const id = stringOf((init.arguments as AstNode[])[0])
    if (id !== null) found.gateIds.set((node.id as AstNode).name as string, id)
  })
}

/** Expressions that hand on one of their parts as their value: `a ? b : c`, `b as T`, `(b)`. */
const PASSES_ON: Record<string, string[]> = {
  ConditionalExpression: ['consequent', 'alternate'],
  TSAsExpression: ['expression'],
  TSSatisfiesExpression: ['expression'],
  TSNonNullExpression: ['expression'],
  ParenthesizedExpression: ['expression'],
}

/** The codes an expression can be when each is written out (`ok ? 'a' : 'b'`), else null. */
function codesOf(node: AstNode | undefined): string[] | null {
  const text = stringOf(node)
  if (text !== null) return [text]
  const parts = (node && PASSES_ON[node.type]) ?? []
  const codes = parts.map((field) => codesOf(node![field] as AstNode))
  return parts.length > 0 && codes.every((c) => c !== null) ? codes.flat() : null
}

function readRefusal(source: Source, node: AstNode, found: Scan) {
  const [code, params] = node.arguments as AstNode[]
  const codes = codesOf(code)
  if (codes === null)
    found.forwarded.set(`${source.file}: ${snippet(source, node)}`, where(source, node))
  for (const text of codes ?? []) {
    const short = lacking(text, params)
    if (short) found.short.push(`${where(source, node)} ${short}`)
  }
}

/** The expression a code literal is the value of, past any `a ? b : c` or `as`, and its holder. */
function expressionOf(
  node: AstNode,
  path: Step[],
): { value: AstNode; holder?: Step; owner?: AstNode } {
  let value = node
  let at = path.length - 1
  while (at >= 0 && PASSES_ON[path[at]!.node.type]?.includes(path[at]!.field)) {
    value = path[at]!.node
    at--
  }
  return { value, holder: path[at], owner: path[at - 1]?.node }
}

/** A code with placeholders: a refusal's argument, a `{ code, params }` pair, or a gate's check. */
function readCode(source: Source, node: AstNode, code: string, path: Step[], found: Scan) {
  if (path.at(-1)?.node.type === 'TSLiteralType') return // a type, not a value
  const { value, holder, owner } = expressionOf(node, path)
  if (!holder) return
  if (isRefusal(holder.node) && (holder.node.arguments as AstNode[])[0] === value) return
  if (holder.node.type === 'Property' && keyName(holder.node) === 'code' && owner) {
    const state = stringOf(propertyOf(owner, 'state'))
    if (state !== null && propertyOf(owner, 'blocks')) {
      found.checks.push({ at: where(source, node), state, code })
      return
    }
    const short = lacking(code, propertyOf(owner, 'params'))
    if (short) found.short.push(`${where(source, node)} ${short}`)
    return
  }
  found.unread.set(`${source.file}: ${snippet(source, holder.node)}`, where(source, node))
}

/** A gate's name: its declaration, an import, a gate input, or another use to be read by hand. */
function readGateMention(source: Source, node: AstNode, path: Step[], found: Scan) {
  const parent = path.at(-1)
  if (!parent) return
  const gate = node.name as string
  const { node: holder, field } = parent
  if (holder.type === 'Property' && field === 'key') return
  if (holder.type === 'MemberExpression' && field === 'property') return
  if (['ImportSpecifier', 'ExportSpecifier', 'TSTypeQuery'].includes(holder.type)) return
  if (holder.type === 'VariableDeclarator' && field === 'id') return
  if (holder.type === 'CallExpression' && calleeName(holder) === 'entry') return // the registry
  const owner = path.at(-2)?.node
  if (
    holder.type === 'Property' &&
    keyName(holder) === 'gate' &&
    owner?.type === 'ObjectExpression'
  )
    found.sites.push({ at: where(source, node), gate, params: propertyOf(owner, 'params') })
  else if (holder.type === 'CallExpression' && calleeName(holder) === 'enforceGate')
    found.sites.push({ at: where(source, node), gate, params: (holder.arguments as AstNode[])[2] })
  else if (placeholderStatesOf(found, gate).length > 0)
    found.gateUses.set(`${source.file}: ${snippet(source, holder)}`, where(source, node))
}

/** The blocked states with placeholders of the gate a variable holds (none if unregistered). */
function placeholderStatesOf(read: Pick<Scan, 'gateIds'>, variable: string) {
  const gate = machines.get(read.gateIds.get(variable) ?? '')
  return gate ? blockingStates(gate) : []
}

/** What one gate input lacks for each of its gate's blocked states with placeholders. */
function siteFindings(read: Pick<Scan, 'gateIds'>, site: GateSite): Finding[] {
  const params = keysOf(site.params)
  return placeholderStatesOf(read, site.gate).flatMap(({ state, code }) => {
    const perState =
      site.params?.type === 'ObjectExpression' ? propertyOf(site.params, state) : undefined
    if (!perState && params.open)
      return [`${site.at} ${site.gate}.${state}: '${code}' params cannot be read`]
    const short = lacking(code, perState)
    return short ? [`${site.at} ${site.gate}.${state}: ${short}`] : []
  })
}

/** Every state node of a machine, nested ones too. */
function stateNodes(node: {
  states?: Record<string, unknown>
}): Array<{ key: string; meta?: unknown; states?: Record<string, unknown> }> {
  return Object.values(node.states ?? {}).flatMap((child) => {
    const state = child as { key: string; meta?: unknown; states?: Record<string, unknown> }
    return [state, ...stateNodes(state)]
  })
}

/**
 * Places that name a code with placeholders but send nothing, each read by hand. The key is the
 * file and the expression around the code, so a new mention, or a changed one, is read again.
 */
const NAMED_NOT_SENT: Record<string, string> = {
  // The request log's outcome label for a body that is not JSON; the answer beside it is sent
  // with refusalBody('common.invalid', { field: 'body' }).
  "server/app.ts: c.set('outcome', 'common.invalid')": 'a log label',
  // The strategy job's list of refusals it retries later; it compares codes, it sends none.
  "server/quant/strategyJob.ts: [ 'trade.notTradingTime', 'trade.noPrice', 'common.tooFrequent', 'trade.locked', 'trade.lockedMinutes', 'trade.lockedDays', ]":
    'a list compared against',
}

/**
 * Refusals sent with a code read from elsewhere, each read by hand: the code's parameters travel
 * with it from a place this test reads.
 */
const FORWARDED: Record<string, string> = {
  // refusalOf gives the blocked state's params from the gate input: the gate inputs are checked.
  'server/core/enforce.ts: new ApiRefusal(refusal.code, refusal.params)': 'a gate input',
  // A lifecycle refusal: meta.refusals or the fallback, both checked to need no parameters.
  'server/money/entity.ts: new ApiRefusal(step.code)': 'a lifecycle step',
  // lockedRefusal's `{ code, params }` pairs are checked.
  'server/trading/orderService.ts: new ApiRefusal(refusal.code, refusal.params)': 'lockedRefusal',
  // The HTTP layer answering a thrown ApiRefusal with the params it was thrown with.
  'server/app.ts: refusalBody(error.code, error.params)': 'a thrown refusal',
}

/**
 * Gates run outside a gate input, each read by hand: what they do with the verdict sends no
 * message that lacks its parameters.
 */
const GATES_RUN_BY_HAND: Record<string, string> = {
  // The order machine's guard asks only whether the stops are allowed; the message is the
  // protection gate input's (machines/order/protection.ts), which the server enforces first.
  'machines/order/machine.ts: evaluateGate(protectionGate, { ...event.protection, direction: context.direction, reference: event.reference, })':
    'a guard',
  // funds/withdrawGate answers the blocking code as a field; the screen words it from
  // withdrawalGateInput(view.facts), whose params are checked here.
  'server/funds/withdrawalService.ts: evaluateGate(withdrawalGate, facts)': 'a view field',
}

/**
 * The findings not read by hand, and the hand-read entries that match nothing any more (the code
 * changed: read it again, and drop or update the entry).
 */
function unlisted(findings: Map<string, Finding>, listed: Record<string, string>) {
  return {
    unread: [...findings]
      .filter(([key]) => !(key in listed))
      .map(([key, at]) => `${at} ${key.slice(key.indexOf(': ') + 2)}`),
    stale: Object.keys(listed).filter((key) => !findings.has(key)),
  }
}

const found = scan(sources)

describe('every placeholder a server message uses is sent by every refusal that uses it', () => {
  it('reads the sources (a check of nothing passes anything)', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(found.sites.length).toBeGreaterThan(20)
    expect(found.checks.length).toBeGreaterThan(20)
  })

  it('sends each refusal written with its code with the code’s placeholders', () => {
    expect(found.short).toEqual([])
  })

  it('gives every gate input the placeholders of each check that can block it', () => {
    expect(found.sites.flatMap((site) => siteFindings(found, site))).toEqual([])
  })

  it('names a code with placeholders nowhere else, but where read by hand', () => {
    expect(unlisted(found.unread, NAMED_NOT_SENT)).toEqual({ unread: [], stale: [] })
  })

  it('forwards a code it did not write only where read by hand', () => {
    expect(unlisted(found.forwarded, FORWARDED)).toEqual({ unread: [], stale: [] })
  })

  it('runs a gate with placeholders outside a gate input only where read by hand', () => {
    expect(unlisted(found.gateUses, GATES_RUN_BY_HAND)).toEqual({ unread: [], stale: [] })
  })

  it('knows every gate and check it read: each is the registry’s', () => {
    const unknownGates = [...found.gateIds].filter(([, id]) => !machines.has(id))
    const registered = new Set(
      [...found.gateIds.values()]
        .flatMap((id) => (machines.has(id) ? blockingStates(machines.get(id)!) : []))
        .map(({ state, code }) => `${state} ${code}`),
    )
    const strayChecks = found.checks.filter((c) => !registered.has(`${c.state} ${c.code}`))
    expect({ unknownGates, strayChecks }).toEqual({ unknownGates: [], strayChecks: [] })
  })

  it('names no lifecycle refusal with placeholders: a lifecycle step sends no parameters', () => {
    const needing = machineRegistry.flatMap(({ machine }) =>
      stateNodes(machine.root).flatMap((state) => {
        const refusals = (state.meta as { refusals?: Record<string, string> } | undefined)?.refusals
        return Object.values(refusals ?? {})
          .filter((code) => placeholders.has(code))
          .map((code) => `${machine.id}.${state.key}: '${code}'`)
      }),
    )
    expect(needing).toEqual([])
  })
})

/** The reading itself, on sources written here: each shape it reads is found short when it is. */
describe('the reading of the sources', () => {
  const scanOf = (text: string) => scan([parse('server/example.ts', text)])

  it('finds a refusal or a `{ code, params }` pair sent short, and a code it cannot read', () => {
    const seen = scanOf(
      [
        "throw new ApiRefusal('quant.belowMinimum')",
        "throw new ApiRefusal(low ? 'quant.belowMinimum' : 'quant.missing', { ...others })",
        "const locked = { code: 'trade.lockedDays', params: {} }",
        "stepEntity(machine, row, event, 'common.invalid')",
        'throw new ApiRefusal(verdict.code)',
      ].join('\n'),
    )
    expect(seen.short).toEqual([
      "server/example.ts:1 'quant.belowMinimum' lacks {amount}",
      "server/example.ts:2 'quant.belowMinimum' may lack {amount}: its parameters cannot be read",
      "server/example.ts:3 'trade.lockedDays' lacks {count}",
    ])
    expect([...seen.unread.values()]).toEqual(['server/example.ts:4'])
    expect([...seen.forwarded.keys()]).toEqual(['server/example.ts: new ApiRefusal(verdict.code)'])
  })

  it('finds a gate input without its checks’ parameters, and a gate run outside one', () => {
    const seen = scanOf(
      [
        "const allocationGate = defineGate('allocationGate', '', [])",
        'export const input = { gate: allocationGate, facts }',
        'export const later = { gate: allocationGate, facts, params: paramsOf(facts) }',
        'const verdict = evaluateGate(allocationGate, facts)',
      ].join('\n'),
    )
    expect(seen.sites.flatMap((site) => siteFindings(seen, site))).toEqual([
      "server/example.ts:2 allocationGate.belowMinimum: 'quant.belowMinimum' lacks {amount}",
      "server/example.ts:3 allocationGate.belowMinimum: 'quant.belowMinimum' params cannot be read",
    ])
    expect([...seen.gateUses.keys()]).toEqual([
      'server/example.ts: evaluateGate(allocationGate, facts)',
    ])
  })
})
