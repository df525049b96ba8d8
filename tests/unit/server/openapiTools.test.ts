import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureToolInstalled } from '../../../scripts/toolPackages.ts'
import { openApiDocuments } from '../../../server/app.ts'

/**
 * Outside tools accept both API documents (issue 51): Redocly's linter finds nothing in them on
 * its recommended rules, and openapi-typescript makes a client from them whose types a sample
 * call compiles against and a wrong call does not. Both tools live in tools/openapi, installed
 * on first use (decision 0070); the first run installs them, hence the long time-outs.
 */
const TOOLS = resolve('tools', 'openapi')
const FIRST_RUN_MS = 240_000
let folder: string

beforeAll(() => {
  ensureToolInstalled('openapi', 'openapi-typescript/package.json')
  folder = mkdtempSync(join(tmpdir(), 'tradeflow-openapi-'))
  writeFileSync(join(folder, 'investor.json'), JSON.stringify(openApiDocuments.investor()))
  writeFileSync(join(folder, 'admin.json'), JSON.stringify(openApiDocuments.admin()))
}, FIRST_RUN_MS)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Runs a Node script on this Node (24), not the older one a PATH may hold. */
function runNode(script: string, args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}`, stdout: run.stdout }
}

interface LintReport {
  totals: { errors: number; warnings: number }
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[]
}

function lint(document: string): LintReport {
  const cli = join(TOOLS, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js')
  const config = join(TOOLS, 'redocly.yaml')
  const run = runNode(cli, ['lint', document, '--config', config, '--format=json'])
  return JSON.parse(run.stdout) as LintReport
}

/** The problems as lines a reader can act on, so a failure says which rule and where. */
const described = (report: LintReport) =>
  report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)

function generateClient(document: string, into: string) {
  const cli = join(TOOLS, 'node_modules', 'openapi-typescript', 'bin', 'cli.js')
  const run = runNode(cli, [document, '--output', into])
  expect(run.status, run.output).toBe(0)
}

/** A typed `POST` helper over the generated `paths`, and calls to both APIs through it. */
const SAMPLE_CLIENT = `
import type { components, paths as Investor } from './investor'
import type { paths as Admin } from './admin'

type Paths = Investor & Admin
type JsonCall = { post: { requestBody: { content: { 'application/json': unknown } } } }
type Calls = { [P in keyof Paths as Paths[P] extends JsonCall ? P : never]: Paths[P] }
type Body<P extends keyof Calls> = Calls[P] extends JsonCall
  ? Calls[P]['post']['requestBody']['content']['application/json']
  : never
type Answer<P extends keyof Calls> = Calls[P] extends {
  post: { responses: { 200: { content: { 'application/json': infer A } } } }
}
  ? A
  : never

export async function call<P extends keyof Calls>(path: P, body: Body<P>): Promise<Answer<P>> {
  const answer = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await answer.json()) as Answer<P>
}

type Refusal = components['schemas']['Refusal']
export const explain = (refusal: Refusal): string =>
  refusal.code === 'common.invalid' ? \`check \${refusal.params.field ?? '?'}\` : refusal.msg
`

const SAMPLE_CALLS = `
import { call, explain } from './client'
import type { components } from './investor'

const positions = await call('/api/vue/trade/userstocklist', { type: 'Spain', page: 1 })
if (positions.status === 1) {
  const first: components['schemas']['Position'] | undefined = positions.data[0]
  const orderNo: string | undefined = first?.orderNo
  console.log(orderNo)
} else console.log(explain(positions))

const users = await call('/api/admin/users/list', { page: 1 })
if (users.status === 1) console.log(users.data.total)
`

/** Each line a mistake the generated types must catch. */
const WRONG_CALLS = `
import { call } from './client'

const positions = await call('/api/vue/trade/userstocklist', { type: 'yen' })
if (positions.status === 1) {
  const orderNo: number | undefined = positions.data[0]?.orderNo
  console.log(orderNo)
}
await call('/api/vue/no/such/call', {})
`

/** Compiles the sample's files with the app's TypeScript: its diagnostics, one a line. */
function compile(files: string[]) {
  const config = {
    compilerOptions: {
      target: 'ES2023',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      types: [],
    },
    files,
  }
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(config))
  const tsc = resolve('node_modules', 'typescript', 'bin', 'tsc')
  const run = runNode(tsc, ['-p', join(folder, 'tsconfig.json'), '--pretty', 'false'])
  return run.output.split('\n').filter((line) => line.includes('error TS'))
}

describe.each(['investor', 'admin'])('the %s document', (name) => {
  it(
    'passes Redocly’s recommended rules without an error or a warning',
    () => {
      const report = lint(`${name}.json`)
      expect(described(report)).toEqual([])
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
    },
    FIRST_RUN_MS,
  )
})

describe('a client generated with openapi-typescript', () => {
  beforeAll(() => {
    generateClient('investor.json', 'investor.d.ts')
    generateClient('admin.json', 'admin.d.ts')
    writeFileSync(join(folder, 'client.ts'), SAMPLE_CLIENT)
    writeFileSync(join(folder, 'calls.ts'), SAMPLE_CALLS)
    writeFileSync(join(folder, 'wrong.ts'), WRONG_CALLS)
  }, FIRST_RUN_MS)

  it(
    'types a call to either API, its answer and its refusal',
    () => {
      expect(compile(['client.ts', 'calls.ts'])).toEqual([])
    },
    FIRST_RUN_MS,
  )

  it(
    'refuses a wrong body, a wrong use of the answer and an unknown path',
    () => {
      const errors = compile(['client.ts', 'wrong.ts'])
      // One diagnostic per mistake, each on its line of WRONG_CALLS.
      expect(errors.map((line) => line.match(/^wrong\.ts\((\d+),/)?.[1])).toEqual(['4', '6', '9'])
    },
    FIRST_RUN_MS,
  )
})
