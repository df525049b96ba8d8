import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { freePort } from '../../bench/machinePorts.ts'
import type { AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { openDatabase } from '../../server/db/database.ts'
import { users } from '../../server/db/schema.ts'
import { creditDeposit } from '../../server/money/ledger.ts'
import { OperatorSignIn } from './operatorSignIn.ts'
import { createScratchDatabase, registration, TEST_INVITE } from './testServer.ts'
import { typedClient } from './typedClient.ts'

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url))
export const METRICS_TOKEN = 'several-processes-metrics'
const ADMIN_PASSWORD = 'admin-password'

/** How long a process may take to answer /ready after its start (tsx compiles on a busy machine). */
const START_WAIT_MS = 90_000

interface Running {
  port: number
  child: ChildProcess
  output: string[]
}

type Headers = Record<string, string>

/**
 * `count` real server processes (server/main.ts, each a process of its own) on one scratch
 * PostgreSQL database, each on its own port with its own test clock, and a client that spreads
 * requests over them in turn, as a round-robin load balancer would (issue 24). Behind that
 * "balancer" TRUST_PROXY is on, so each test investor can come from an address of its own.
 */
export async function startServerProcesses(
  count: number,
  options: {
    databaseUrl: string
    clockStart: Date
    /** More settings for every process (e.g. SEED_CONFIG). */
    env?: Record<string, string>
  },
) {
  const scratch = await createScratchDatabase(options.databaseUrl)
  const dataDir = await mkdtemp(join(tmpdir(), 'tradeflow-processes-'))
  const running: Running[] = []
  const start = async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_ROOT: join(dataDir, 'no-app'),
        ADMIN_PASSWORD,
        INVITE_CODE: TEST_INVITE,
        TRADEFLOW_CLOCK: options.clockStart.toISOString(),
        TRADEFLOW_TEST_CLOCK: '1',
        TRUST_PROXY: '1',
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const one = { port, child, output }
    running.push(one)
    return one
  }
  const cleanUp = async () => {
    for (const one of running) one.child.kill('SIGKILL')
    await scratch.drop().catch(() => {})
    await rm(dataDir, { recursive: true, force: true })
  }
  // All at once, as a deployment starts them: the first migrates and seeds, the others wait.
  const started = await Promise.all(Array.from({ length: count }, start))
  const db = await openDatabase({ url: scratch.url }).catch(async (error) => {
    await cleanUp()
    throw error
  })

  const url = (i: number, path: string) => `http://127.0.0.1:${running[i]!.port}${path}`
  const alive = () => running.filter((r) => r.child.exitCode === null && !r.child.killed)

  async function ready(one: Running) {
    const deadline = Date.now() + START_WAIT_MS
    for (;;) {
      if (one.child.exitCode !== null)
        throw new Error(`process on ${one.port} exited:\n${one.output.join('')}`)
      const answer = await fetch(`http://127.0.0.1:${one.port}/ready`).catch(() => null)
      if (answer?.ok) return (await answer.json()) as { jobs: string }
      if (Date.now() > deadline)
        throw new Error(`process on ${one.port} not ready:\n${one.output.join('')}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  // A process that never became ready fails the start, and leaves nothing running behind it.
  await Promise.all(started.map(ready)).catch(async (error) => {
    await db.close().catch(() => {})
    await cleanUp()
    throw error
  })

  let turn = 0
  /** The next live process, in turn. */
  const next = () => {
    const live = alive()
    return running.indexOf(live[turn++ % live.length]!)
  }

  async function post(i: number, path: string, body: unknown, headers: Headers = {}) {
    const answer = await fetch(url(i, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const text = await answer.text()
    // biome-ignore lint/suspicious/noExplicitAny: the envelope's data is each call's own
    return { http: answer.status, body: JSON.parse(text) as any, text, process: i }
  }

  const operator = new OperatorSignIn(ADMIN_PASSWORD)
  return {
    db: db.db,
    count,
    /** The scratch database every process is on. */
    databaseUrl: scratch.url,
    /** Process `i`'s address. */
    origin: (i: number) => `http://127.0.0.1:${running[i]!.port}`,
    /** The typed senders (typedClient.ts), each call to the next process in turn. */
    ...typedClient({ request: (path, init) => fetch(url(next(), path), init) }),
    /** `send` to the next process in turn, answering which process that was (`process`). */
    async sendTracked<C extends AnyCall>(contract: C, body: RequestOf<C>, headers: Headers = {}) {
      const i = next()
      const { send } = typedClient({ request: (path, init) => fetch(url(i, path), init) })
      return { ...(await send(contract, body, headers)), process: i }
    },
    /** GETs `path` from process `i` (a stream: the answer is handed back unread). */
    get: (i: number, path: string, headers: Headers = {}) => fetch(url(i, path), { headers }),
    /** POSTs to an investor endpoint of process `i`. */
    callOn: (i: number, path: string, body: unknown, headers: Headers = {}) =>
      post(i, `/api/vue/${path}`, body, headers),
    /** The seeded operator's console session (set up with its second factor once). */
    admin: () =>
      operator.session({
        post: async (path, body, headers = {}) =>
          (await post(next(), `/api/admin/${path}`, body, headers)).body,
        // Real time: the server checks one-time codes on its wall clock (decision 0064).
        now: async () => Date.now(),
      }),
    /** Registers an investor from an address of its own (the balancer's X-Forwarded-For). */
    async investor(account: string) {
      const address = {
        'x-forwarded-for': `10.${account.slice(-6, -4)}.${account.slice(-4, -2)}.${account.slice(-2)}`,
      }
      const { body } = await post(next(), '/api/vue/user/register', registration(account), address)
      if (body.status !== 1) throw new Error(`register ${account}: ${body.msg}`)
      return { token: body.data.token as string, account, ...address }
    },
    /** Money for a test investor, written as a deposit in the ledger. */
    async fund(account: string, currency: string, amountMinor: bigint) {
      const [user] = await db.db.select().from(users).where(eq(users.account, account))
      if (!user) throw new Error(`no user ${account}`)
      await creditDeposit(db.db, user.id, currency, amountMinor, new Date())
    },
    /** Moves every live process's clock forward by `ms` (each wakes its jobs, if it runs them). */
    async advanceClocks(ms: number) {
      for (const one of alive())
        await fetch(`http://127.0.0.1:${one.port}/api/test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs: ms }),
        })
    },
    /** Each live process's job-lease state, by index: `held` or `standby`. */
    async leases() {
      const states = new Map<number, string>()
      for (const one of alive()) states.set(running.indexOf(one), (await ready(one)).jobs)
      return states
    },
    /** Process `i`'s metrics in Prometheus's text format. */
    async metrics(i: number) {
      const answer = await fetch(url(i, '/metrics'), {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      return answer.text()
    },
    /** Kills process `i` at once, as a crash or an OOM kill would (SIGKILL). */
    kill(i: number) {
      running[i]!.child.kill('SIGKILL')
    },
    async stop() {
      for (const one of running) one.child.kill('SIGTERM')
      await Promise.all(
        running.map(
          (one) =>
            new Promise<void>((resolve) => {
              if (one.child.exitCode !== null || one.child.signalCode !== null) return resolve()
              one.child.once('exit', () => resolve())
              setTimeout(() => {
                one.child.kill('SIGKILL')
                resolve()
              }, 10_000).unref()
            }),
        ),
      )
      await db.close()
      await scratch.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type ServerProcesses = Awaited<ReturnType<typeof startServerProcesses>>
