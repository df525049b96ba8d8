import { DEFAULT_RATE_LIMITS } from '../server/app.ts'
import { startTestServer } from '../tests/support/testServer.ts'

const many = { limit: 1e9, windowMs: 1 }

/** A test server on PGlite, or on a scratch database of the PostgreSQL at `url`, at `clockStart`. */
export async function benchServerOn(
  url: string | null,
  clockStart: Date,
  extraConfig: Record<string, string> = {},
) {
  const saved = process.env.DATABASE_URL
  if (url) process.env.DATABASE_URL = url
  else delete process.env.DATABASE_URL
  try {
    return await startTestServer({
      clockStart,
      extraConfig,
      limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
    })
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = saved
  }
}

export type BenchServer = Awaited<ReturnType<typeof benchServerOn>>
