import { Hono } from 'hono'
import type { AdjustableClock, Clock } from './clock.ts'
import type { RateLimits } from './core/deps.ts'
import { type JobLease, singleProcessLease } from './core/jobLease.ts'
import { RateLimiter } from './core/rateLimiter.ts'
import { ApiRefusal } from './core/refusal.ts'
import type { Database } from './db/database.ts'
import type { EventHub } from './events/eventHub.ts'
import { refusalBody } from './http/envelope.ts'
import { mountHealth } from './http/health.ts'
import { isDataException } from './http/inputHygiene.ts'
import { mountMetrics, requestMetrics } from './http/metricsRoute.ts'
import { mountRoutes } from './http/mountRoutes.ts'
import { adminGetRoutes, investorGetRoutes } from './http/openApiGetRoutes.ts'
import { openApiDocument } from './http/openapi.ts'
import { requestLog } from './http/requestLog.ts'
import { mountShellCors } from './http/shellCors.ts'
import { mountWebApps, mountWebServing } from './http/webServing.ts'
import { type Logger, log } from './log.ts'
import { createMarketService, type MarketService } from './market/marketService.ts'
import { installProducts, productRoutes } from './products.ts'
import { adminRoutes } from './routes/admin/admin.routes.ts'
import { commonRoutes } from './routes/common.routes.ts'
import { mountFileRoutes } from './routes/files.ts'
import { fundsRoutes } from './routes/funds/funds.routes.ts'
import { favoriteRoutes } from './routes/market/favorite.routes.ts'
import { marketRoutes } from './routes/market/market.routes.ts'
import { newsRoutes } from './routes/market/news.routes.ts'
import { mountQuoteStream, type StreamCaps } from './routes/market/quoteStream.ts'
import { mountTestClock } from './routes/testClock.ts'
import { orderRoutes } from './routes/trade/order.routes.ts'
import { positionRoutes } from './routes/trade/position.routes.ts'
import { tradeRulesRoutes } from './routes/trade/rules.routes.ts'
import { accountRoutes } from './routes/user/account.routes.ts'
import { twoFactorRoutes } from './routes/user/twoFactor.routes.ts'
import { userRoutes } from './routes/user/user.routes.ts'
import { mountUserEvents } from './routes/user/userEvents.route.ts'
import { type FileStore, folderStore } from './storage/fileStore.ts'

const MINUTE = 60_000

/** Attempt limits: not spec numbers (spec §5 says only "too frequent"); see docs/decisions. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: MINUTE },
  loginSlowdown: { afterFailures: 10, windowMs: 15 * MINUTE, maxDelayMs: MINUTE },
  registerPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  secondFactorPerOwner: { limit: 50, windowMs: 15 * MINUTE },
}

export interface AppOptions {
  db: Database
  clock: Clock
  /**
   * Real time for one-time codes, sessions and attempt limits (decision 0064); `clock` when
   * absent, as in tests that move one clock for everything.
   */
  wallClock?: Clock
  /** Attempt limits; each one not given is the default. */
  limits?: Partial<RateLimits>
  /** Market data; the simulated exchange on the app's clock when absent. */
  market?: MarketService
  /** Minor units each new account is given in EUR and USD (DEMO_BALANCE); none when absent. */
  demoBalance?: bigint | null
  /**
   * Where uploaded images are kept: `files` (a bucket, UPLOADS_S3_*), or else a folder outside
   * the web root (DATA_DIR/uploads).
   */
  files?: FileStore
  uploadDir?: string
  /** TRADEFLOW_TEST_CLOCK: the clock that POST /api/test/clock moves (browser tests only). */
  testClock?: AdjustableClock
  /** Check every answer against its contract (tests, and TRADEFLOW_CHECK_ANSWERS=1). */
  checkAnswers?: boolean
  /** Where request lines and errors go (the process's logger by default). */
  logger?: Logger
  /** Folder of the built web apps, served from the same port; omitted in API-only tests. */
  staticRoot?: string
  /**
   * TRUST_PROXY: believe the reverse proxy in front: the client's address from X-Forwarded-For,
   * and HSTS when X-Forwarded-Proto says https.
   */
  trustProxy?: boolean
  /** Quote streams open at once, per client address and in all (STREAMS_PER_ADDRESS, _TOTAL). */
  streams?: StreamCaps
  /** The native shell's origins the investor API answers (CORS_ORIGINS). */
  corsOrigins?: readonly string[]
  /** Whether this process runs the background jobs, for readiness (the only process by default). */
  lease?: JobLease
  /** METRICS_TOKEN: the bearer token of GET /metrics; without it there is no such route. */
  metricsToken?: string
  /** The user events this process hears (GET /api/vue/user/events); no such route without. */
  events?: EventHub
}

/** Every investor call (`/api/vue/`): the core's, then the product lines' (server/products.ts). */
export const investorRoutes = [
  ...commonRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...twoFactorRoutes,
  ...fundsRoutes,
  ...orderRoutes,
  ...positionRoutes,
  ...tradeRulesRoutes,
  ...marketRoutes,
  ...favoriteRoutes,
  ...newsRoutes,
  ...productRoutes(),
]

/** The two OpenAPI documents, as `GET /api/vue/openapi.json` and `/api/admin/…` serve them. */
export const openApiDocuments = {
  investor: () =>
    openApiDocument(
      'Tradeflow investor API',
      '/api/vue',
      investorRoutes,
      investorGetRoutes('/api/vue'),
    ),
  admin: () =>
    openApiDocument(
      'Tradeflow back-office API',
      '/api/admin',
      adminRoutes,
      adminGetRoutes('/api/admin'),
      'console',
    ),
}

/** A document built on its first request and kept: the routes do not change while a process runs. */
function once<T>(build: () => T): () => T {
  let built: T | undefined
  return () => {
    built ??= build()
    return built
  }
}
const investorDocument = once(openApiDocuments.investor)
const adminDocument = once(openApiDocuments.admin)

function uploadFolder(options: AppOptions): string {
  if (!options.uploadDir) throw new Error('createApp: a file store or an upload folder is needed')
  return options.uploadDir
}

/** The whole HTTP server, built the same way for production and for in-process tests. */
export function createApp(options: AppOptions) {
  // The product lines' hooks into trading, before anything can trade (issue 49).
  installProducts()
  const wallClock = options.wallClock ?? options.clock
  const deps = {
    db: options.db,
    clock: options.clock,
    wallClock,
    limiter: new RateLimiter(options.db, wallClock),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
    market: options.market ?? createMarketService(options.clock),
    demoBalance: options.demoBalance ?? null,
    files: options.files ?? folderStore(uploadFolder(options)),
    checkAnswers: options.checkAnswers ?? false,
    trustProxy: options.trustProxy ?? false,
  }
  const logger = options.logger ?? log
  const app = new Hono()
  app.use('*', requestLog(logger))
  app.use('*', requestMetrics())
  mountShellCors(app, options.corsOrigins ?? [])

  mountWebServing(app, { trustProxy: options.trustProxy })
  mountHealth(app, options.db, options.lease ?? singleProcessLease())
  mountMetrics(app, options.metricsToken)
  app.get('/api/vue/openapi.json', (c) => c.json(investorDocument()))
  mountRoutes(app, '/api/vue', investorRoutes, deps)
  mountQuoteStream(app, '/api/vue', deps, options.streams)
  if (options.events) mountUserEvents(app, '/api/vue', deps, options.events)
  app.get('/api/admin/openapi.json', (c) => c.json(adminDocument()))
  mountRoutes(app, '/api/admin', adminRoutes, deps)
  mountFileRoutes(app, deps)
  if (options.testClock) mountTestClock(app, options.testClock, deps)
  app.all('/api/*', (c) => c.json(refusalBody('common.notFound'), 404))

  if (options.staticRoot) mountWebApps(app, options.staticRoot)
  // Whatever else reads as an API path (`/API/VUE/…`, `/api%00/…`) is answered as the API
  // answers, in the envelope (issue 48: a plain-text 404); the web apps' files keep theirs.
  app.notFound((c) =>
    /^\/api\b/i.test(c.req.path)
      ? c.json(refusalBody('common.notFound'), 404)
      : c.text('404 Not Found', 404),
  )

  app.onError((error, c) => {
    if (error instanceof ApiRefusal) {
      c.set('outcome', error.code)
      return c.json(refusalBody(error.code, error.params))
    }
    const requestId = c.get('requestId')
    if (isDataException(error)) {
      // A value the database cannot take came through: the request's fault, answered as such.
      logger.warn({ requestId, err: error }, 'the database refused data a request sent')
      c.set('outcome', 'common.invalid')
      return c.json(refusalBody('common.invalid', { field: 'body' }))
    }
    // A fault of ours, not of the request: log it with the request's id, never show the stack.
    logger.error({ requestId, err: error }, 'request failed')
    c.set('outcome', 'common.busy')
    return c.json(refusalBody('common.busy'), 500)
  })
  return app
}
