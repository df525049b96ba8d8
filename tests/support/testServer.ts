import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { TOTP_PERIOD_SECONDS } from '../../machines/account/twoFactor.ts'
import { appropriatenessCall } from '../../machines/order/appropriateness.ts'
import { loginCall, registerCall } from '../../machines/session/calls.ts'
import { type AppOptions, createApp } from '../../server/app.ts'
import { TEST_HASH_QUEUE_LIMITS } from '../../server/auth/hashQueue.ts'
import { hashCheaplyForTests, setHashQueueLimits } from '../../server/auth/password.ts'
import { manualClock } from '../../server/clock.ts'
import type { RateLimits } from '../../server/core/deps.ts'
import { accrueDueLoans } from '../../server/credit/interestSweep.ts'
import { openDatabase } from '../../server/db/database.ts'
import { users } from '../../server/db/schema.ts'
import { seedIfEmpty } from '../../server/db/seed.ts'
import { createEventHub } from '../../server/events/eventHub.ts'
import { seedFundsDefaults } from '../../server/funds/fundsSeed.ts'
import { createLogger } from '../../server/log.ts'
import { createMarketService, simulatedExchange } from '../../server/market/marketService.ts'
import { PriceOverrides } from '../../server/market/priceOverrides.ts'
import { creditDeposit } from '../../server/money/ledger.ts'
import { seedProducts } from '../../server/products.ts'
import { seedBlockProducts } from '../../server/trading/blockSeed.ts'
import { sweepOrders } from '../../server/trading/matcher.ts'
import { UNDERSTOOD } from './appropriateness.ts'
import { SNAPSHOT_ENV } from './databaseSnapshot.ts'
import { type ConsoleTransport, OperatorSignIn } from './operatorSignIn.ts'
import { typedClient } from './typedClient.ts'

export const TEST_INVITE = 'TESTINVITE'

/** The migrated database the global setup dumped, when there is one (not in benchmarks). */
async function snapshotOptions(): Promise<{ snapshot?: Blob }> {
  const file = process.env[SNAPSHOT_ENV]
  if (!file || !existsSync(file)) return {}
  return { snapshot: new Blob([await readFile(file)]) }
}

/**
 * A server in this process on a database of its own: PGlite in memory by default, or a fresh
 * database on the PostgreSQL of DATABASE_URL (created here, dropped by close()), so that test
 * files and CI runs never see each other's rows.
 */
export async function startTestServer(
  options: {
    limits?: Partial<RateLimits>
    clockStart?: Date
    extraConfig?: Record<string, string>
    demoBalance?: bigint
    /** Hash passwords at the production cost (benchmarks of login); tests hash cheaply. */
    productionHashing?: boolean
  } = {},
) {
  hashCheaplyForTests(!options.productionHashing)
  setHashQueueLimits(options.productionHashing ? null : TEST_HASH_QUEUE_LIMITS)
  const clock = manualClock(options.clockStart)
  const isolated = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null
  const database = await openDatabase(isolated ? { url: isolated.url } : await snapshotOptions())
  await seedIfEmpty(database.db, clock, {
    inviteCode: TEST_INVITE,
    adminPassword: 'admin-password',
    serviceUrl: 'https://service.example/chat',
    extraConfig: options.extraConfig,
  })
  // The tests' own prices (a margin call, a close-out, a gap at the open): issue 25.
  const prices = new PriceOverrides(simulatedExchange(clock))
  const market = createMarketService(clock, prices)
  await seedBlockProducts(database.db, clock, market.provider)
  await seedFundsDefaults(database.db)
  await seedProducts(database.db, clock)
  const uploadDir = await mkdtemp(join(tmpdir(), 'tradeflow-uploads-'))
  const events = await createEventHub(database.listen)
  const baseOptions = { db: database.db, clock, market, uploadDir }
  const app = createApp({
    ...baseOptions,
    events,
    limits: options.limits ?? {},
    demoBalance: options.demoBalance ?? null,
    checkAnswers: true,
    // Tests pose as clients at several addresses with X-Forwarded-For (login limits).
    trustProxy: true,
    // Request lines only when asked for (LOG_LEVEL=info): a test run prints failures, not traffic.
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
  })

  /** POSTs to `url` and returns the HTTP status, the parsed envelope and the raw text. */
  async function post(url: string, init: { headers: Record<string, string>; body: BodyInit }) {
    const response = await app.request(url, { method: 'POST', ...init })
    const text = await response.text()
    return { http: response.status, body: JSON.parse(text), text }
  }
  const json = (body: unknown, headers: Record<string, string>) => ({
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

  /**
   * POSTs JSON (or a raw string) to an investor endpoint named by its path, untyped: for what
   * must send input the contract does not take (fuzzers, hostile input). Tests send by contract
   * (`send`, typedClient.ts).
   */
  async function callRaw(path: string, body: unknown, headers: Record<string, string> = {}) {
    return post(`/api/vue/${path}`, json(body, headers))
  }

  /** POSTs multipart form data (strings and files) to an investor endpoint by its path, untyped. */
  async function uploadRaw(
    path: string,
    fields: Record<string, string | File>,
    headers: Record<string, string> = {},
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    return post(`/api/vue/${path}`, { headers, body: form })
  }

  /** POSTs JSON to a back-office endpoint named by its path, untyped (as `callRaw`). */
  async function adminCallRaw(path: string, body: unknown, headers: Record<string, string> = {}) {
    return post(`/api/admin/${path}`, json(body, headers))
  }

  const typed = typedClient(app)

  const operator = new OperatorSignIn('admin-password')
  const consoleTransport: ConsoleTransport = {
    post: async (path, body, headers = {}) => (await adminCallRaw(path, body, headers)).body,
    now: async () => clock.now().getTime(),
    nextStep: async () => {
      clock.advance(TOTP_PERIOD_SECONDS * 1000)
    },
  }

  /**
   * The header of a console session of the seeded `admin`, who set up two-factor sign-in at
   * their first login here (issue 25); one session serves a file's tests while it lasts.
   */
  async function admin() {
    return operator.session(consoleTransport)
  }

  /**
   * Registers an investor and returns the headers of their session. They have taken the
   * appropriateness check for trading on margin (issue 25), as everyone who trades on margin
   * has, unless `assessed` is false.
   */
  async function investor(account: string, { assessed = true } = {}) {
    const { token } = await typed.sendOk(registerCall, registration(account))
    const who = { token, account }
    if (assessed) await typed.sendOk(appropriatenessCall, UNDERSTOOD, who)
    return who
  }

  /**
   * Logs an investor in again, in place (moving the clock days ahead idles sessions out), with
   * the password every test investor registers with.
   */
  async function relogin(who: { token: string; account: string }) {
    const login = { account: who.account, password: 'correct horse' }
    who.token = (await typed.sendOk(loginCall, login)).token
  }

  /** Money for a test investor, written as a deposit in the ledger (until deposits exist). */
  async function fund(account: string, currency: string, amount: string) {
    const [user] = await database.db.select().from(users).where(eq(users.account, account))
    if (!user) throw new Error(`no user ${account}`)
    const [whole = '0', cents = ''] = amount.split('.')
    await creditDeposit(
      database.db,
      user.id,
      currency,
      BigInt(whole + cents.padEnd(2, '0')),
      clock.now(),
    )
  }

  return {
    app,
    /** Another app on this server's database, clock and market, with settings of its own. */
    appWith: (more: Partial<AppOptions>) => createApp({ ...baseOptions, ...more }),
    clock,
    market,
    /** Sets an instrument's price (null: the exchange's again), issue 25. */
    prices,
    db: database.db,
    kind: database.kind,
    /**
     * `send`, `sendOk`, `sendForm` and `sendRaw`: calls named by their contract, typed
     * (typedClient.ts). Tests use these.
     */
    ...typed,
    /** Calls by path, untyped: for fuzzers and hostile input only (input no contract takes). */
    callRaw,
    adminCallRaw,
    uploadRaw,
    investor,
    relogin,
    fund,
    admin,
    /** The seeded operator's sign-in, for tests of the console's login itself. */
    operator,
    consoleTransport,
    /** One pass of the matcher, as the server's timer runs it. */
    sweep: () => sweepOrders({ db: database.db, clock, market }),
    /** One pass of the interest sweep, as the server's timer runs it. */
    accrue: () => accrueDueLoans({ db: database.db, clock }),
    uploadDir,
    events,
    async close() {
      await events.close()
      await database.close()
      await rm(uploadDir, { recursive: true, force: true })
      await isolated?.drop()
    },
  }
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>

export async function createScratchDatabase(baseUrl: string) {
  const name = `tradeflow_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** A registration body that passes every rule, for an account of the caller's choosing. */
export function registration(account: string, overrides: Record<string, unknown> = {}) {
  return {
    account,
    password: 'correct horse',
    password2: 'correct horse',
    invite: TEST_INVITE,
    agree: true,
    ...overrides,
  }
}
