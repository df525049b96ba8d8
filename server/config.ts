import { resolve } from 'node:path'
import { z } from 'zod'

/** The environment the server reads (README lists each one). */
/**
 * An optional setting that an empty value leaves unset: compose and shell scripts pass
 * `NAME=` for a variable nobody set.
 */
const unsetWhenEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to PostgreSQL (the processes together stay under max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How long one statement may run before PostgreSQL cancels it (a PostgreSQL duration). */
  DATABASE_STATEMENT_TIMEOUT: z
    .string()
    .regex(/^\d+(ms|s|min)$/, 'a duration such as 30s')
    .default('30s'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  INVITE_CODE: z.string().min(1).default('TRADEFLOW'),
  /**
   * No default: an invented address would look real (issue 18). Without it no customer-service
   * link is seeded, the app shows none, and the console lists the link as not set.
   */
  SERVICE_URL: z.string().min(1).optional(),
  TRADEFLOW_CLOCK: z.iso.datetime({ offset: true }).optional(),
  STATIC_ROOT: z.string().default('./dist'),
  /** Check every answer against its call contract (the e2e run): a mismatch answers 500. */
  TRADEFLOW_CHECK_ANSWERS: z.enum(['0', '1']).default('0'),
  /** The browser tests' server only: POST /api/test/clock moves the clock forward. */
  TRADEFLOW_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Behind a reverse proxy: trust its X-Forwarded-For (client address) and -Proto (HSTS). */
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true']).default('0'),
  /**
   * The native shell's origins the investor API answers, comma-separated (decision 0043), e.g.
   * `https://localhost,capacitor://localhost`; none by default.
   */
  /**
   * Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads, for several processes
   * on several hosts (issue 24). UPLOADS_S3_ENDPOINT is another S3 API server's address (MinIO…);
   * without keys, the AWS SDK's usual chain (environment, instance role) applies.
   */
  UPLOADS_S3_BUCKET: unsetWhenEmpty(z.string().min(3).max(63)),
  UPLOADS_S3_ENDPOINT: unsetWhenEmpty(z.string().url()),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOADS_S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1)),
  UPLOADS_S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1)),
  UPLOADS_S3_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('0'),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics (decision 0046); without one there
   * is no metrics route. At least 16 characters: it guards what the public port would show.
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16)),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
      const bad = origins.find((o) => !/^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(o))
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${bad} is not an origin (scheme://host[:port])` })
        return z.NEVER
      }
      return origins
    }),
  /** Open quote streams (SSE, no session) allowed per client address, and in all. */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  STREAMS_TOTAL: z.coerce.number().int().min(1).default(2000),
  /** A demo install: each new account starts with this many euros and dollars (a ledger deposit). */
  DEMO_BALANCE: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  /** First start only: extra site-config pairs as a JSON object, e.g. {"trade.Spain.lock":"1m"}. */
  SEED_CONFIG: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return {}
      const parsed = z.record(z.string(), z.string()).safeParse(safeJson(text))
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'a JSON object of string values' })
        return z.NEVER
      }
      return parsed.data
    }),
})

export type ServerConfig = ReturnType<typeof readConfig>

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Bad environment: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: { poolSize: e.DATABASE_POOL_SIZE, statementTimeout: e.DATABASE_STATEMENT_TIMEOUT },
    adminPassword: e.ADMIN_PASSWORD,
    inviteCode: e.INVITE_CODE,
    serviceUrl: e.SERVICE_URL,
    clockStart: e.TRADEFLOW_CLOCK ? new Date(e.TRADEFLOW_CLOCK) : undefined,
    staticRoot: resolve(e.STATIC_ROOT),
    extraConfig: e.SEED_CONFIG,
    demoBalance: e.DEMO_BALANCE ? BigInt(e.DEMO_BALANCE) * 100n : null,
    checkAnswers: e.TRADEFLOW_CHECK_ANSWERS === '1',
    testClock: e.TRADEFLOW_TEST_CLOCK === '1',
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    streams: { perAddress: e.STREAMS_PER_ADDRESS, total: e.STREAMS_TOTAL },
    corsOrigins: e.CORS_ORIGINS,
    metricsToken: e.METRICS_TOKEN,
    uploadsS3: e.UPLOADS_S3_BUCKET
      ? {
          bucket: e.UPLOADS_S3_BUCKET,
          endpoint: e.UPLOADS_S3_ENDPOINT,
          region: e.UPLOADS_S3_REGION,
          credentials:
            e.UPLOADS_S3_ACCESS_KEY_ID && e.UPLOADS_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.UPLOADS_S3_ACCESS_KEY_ID,
                  secretAccessKey: e.UPLOADS_S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          pathStyle: e.UPLOADS_S3_PATH_STYLE === '1' || e.UPLOADS_S3_PATH_STYLE === 'true',
        }
      : null,
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
