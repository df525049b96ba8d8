import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { TEST_HASH_QUEUE_LIMITS } from './auth/hashQueue.ts'
import { hashCheaplyForTests, setHashQueueLimits } from './auth/password.ts'
import { adjustableClock, systemClock } from './clock.ts'
import { readConfig } from './config.ts'
import { leadJobs, postgresLease, singleProcessLease } from './core/jobLease.ts'
import { openDatabase, STARTUP } from './db/database.ts'
import { lockDataDir } from './db/dataDirLock.ts'
import { printGeneratedAdminPassword, seedIfEmpty } from './db/seed.ts'
import { createEventHub } from './events/eventHub.ts'
import { seedFundsDefaults } from './funds/fundsSeed.ts'
import { answerClientErrors } from './http/clientErrors.ts'
import { unreadBodyGuard } from './http/unreadBody.ts'
import { describeError, log } from './log.ts'
import { createMarketService, simulatedExchange } from './market/marketService.ts'
import { PriceOverrides } from './market/priceOverrides.ts'
import { productJobs, seedProducts } from './products.ts'
import { folderStore } from './storage/fileStore.ts'
import { s3Store } from './storage/s3Store.ts'
import { seedBlockProducts } from './trading/blockSeed.ts'
import { startDividendJob } from './trading/dividendJob.ts'
import { startMatcher } from './trading/matcher.ts'

/** How long open streams are given on a stop before they are cut. */
const STREAM_GRACE_MS = 1_000

/** Starts Tradeflow: database (created, migrated and seeded on first start), API and web app on one port. */
async function main() {
  const config = readConfig()
  const testClock = config.testClock ? adjustableClock(config.clockStart) : undefined
  if (testClock) {
    log.warn(
      "TRADEFLOW_TEST_CLOCK=1: POST /api/test/clock moves this server's clock, /api/test/hold holds its matcher or lending job; new passwords are hashed cheaply and not queued",
    )
    // A browser-test server, never a real one: it registers an investor per path, and a hash at
    // the production cost was about a third of a replay's arranging (decision 0042).
    hashCheaplyForTests(true)
    setHashQueueLimits(TEST_HASH_QUEUE_LIMITS)
  }
  const clock = testClock ?? systemClock(config.clockStart)
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, pool: config.database }
      : { dataDir: config.dataDir },
  )
  // A browser-test server's prices can be set by its tests (POST /api/test/price, issue 25).
  const exchange = simulatedExchange(clock)
  const market = createMarketService(clock, testClock ? new PriceOverrides(exchange) : exchange)
  // Seeding checks what is there, then writes: one process at a time on one database (issue 24).
  const seed = await database.exclusive(STARTUP, async () => {
    const done = await seedIfEmpty(database.db, clock, config)
    await seedBlockProducts(database.db, clock, market.provider)
    await seedFundsDefaults(database.db)
    await seedProducts(database.db, clock)
    return done
  })
  if (seed.seeded) {
    log.info(
      `First start: seeded site config, invitation code ${config.inviteCode} and back-office user admin.`,
    )
    if (seed.generatedAdminPassword) {
      log.warn(`ADMIN_PASSWORD was not set; the admin password is: ${seed.generatedAdminPassword}`)
    }
  }
  // The generated password once more, plainly on a line of its own (first start only; not when
  // ADMIN_PASSWORD chose it): the JSON log line is easy to miss. It may come before that line,
  // which the logger writes asynchronously.
  printGeneratedAdminPassword(seed)
  const staticRoot = existsSync(config.staticRoot) ? config.staticRoot : undefined
  if (!staticRoot)
    log.warn(`No built app in ${config.staticRoot}: serving the API only (run npm run build).`)
  const files = config.uploadsS3
    ? s3Store(config.uploadsS3)
    : folderStore(join(config.dataDir, 'uploads'))
  log.info(`Uploaded images: ${files.where}`)
  const events = await createEventHub(database.listen)
  const lease = database.url ? postgresLease(database.url) : singleProcessLease()
  const app = createApp({
    db: database.db,
    clock,
    // Codes from a phone's authenticator, sessions and attempt limits keep real time, whatever
    // TRADEFLOW_CLOCK or a test moves the business clock to (decision 0064).
    wallClock: systemClock(),
    market,
    staticRoot,
    demoBalance: config.demoBalance,
    files,
    checkAnswers: config.checkAnswers,
    testClock,
    trustProxy: config.trustProxy,
    streams: config.streams,
    corsOrigins: config.corsOrigins,
    lease,
    metricsToken: config.metricsToken,
    events,
  })
  const deps = { db: database.db, clock, market }
  // Of several processes on one PostgreSQL, the one holding the lease runs the jobs (issue 24).
  const jobs = leadJobs(lease, () => [
    startMatcher(deps, undefined, testClock),
    startDividendJob(deps),
    ...productJobs(deps, testClock),
  ])
  // A browser test that moves the clock days ahead sees what fell due happen: money out of the
  // quant account arriving, a follow's days settled, a lending's fee, a strategy's cycle.
  testClock?.onAdvance(() => jobs.wake())
  const server = serve({ ...unreadBodyGuard(app.fetch), port: config.port }, (info) => {
    const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'
    log.info(`Tradeflow on http://localhost:${info.port} (database: ${where})`)
  })

  answerClientErrors(server)

  let stopping = false
  /** Closes what is open, once, whichever way the stop ends. */
  let finished = false
  const finish = async () => {
    if (finished) return
    finished = true
    await events.close().catch(() => {})
    await database.close().catch((error) => log.warn({ err: error }, 'closing the database'))
    releaseLock()
    process.exit(0)
  }
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: finishing open requests, then closing the database.`)
    // The jobs first: the run under way finishes, then the lease goes and another process
    // takes the jobs while this one answers its last requests.
    const jobsStopped = jobs.stop().catch(() => {})
    // No new connection; idle keep-alive ones go now. Streams (quotes, user events) never end by
    // themselves: they are cut after a short grace, and the apps reconnect to another process.
    server.close(() => void jobsStopped.then(finish))
    const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void }
    http.closeIdleConnections?.()
    setTimeout(() => http.closeAllConnections?.(), STREAM_GRACE_MS).unref()
    // Whatever still holds close() open (a long job run included: its transaction rolls back),
    // the process goes after this long.
    setTimeout(() => void finish(), 5_000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  // The whole chain: "Failed query: CREATE SCHEMA …" alone does not say the server is unreachable.
  log.fatal({ err: error }, `Tradeflow could not start: ${describeError(error)}`)
  process.exit(1)
})
