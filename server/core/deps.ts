import type { SessionUser } from '../auth/sessions.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { MarketService } from '../market/marketService.ts'
import type { FileStore } from '../storage/fileStore.ts'
import type { RateLimiter, RateRule } from './rateLimiter.ts'

/** The attempt limits the server enforces (decision 0016); tests may pass their own. */
export interface RateLimits {
  /** Wrong passwords for one account from one address (also: password checks per user). */
  loginPerAccount: RateRule
  /** Login attempts from one address, whatever the account. */
  loginPerAddress: RateRule
  /**
   * An account under attack (this many wrong passwords in the window, from anywhere) slows every
   * address that has failed on it: it waits 1 s, 2 s, 4 s… up to `maxDelayMs` after its last
   * failure. An address that has not failed, such as the owner's, is never held back.
   */
  loginSlowdown: { afterFailures: number; windowMs: number; maxDelayMs: number }
  registerPerAddress: RateRule
  /**
   * Wrong second-factor codes for one owner from every address together (each address has
   * `loginPerAccount` of its own): wide enough that strangers cannot hold the owner out, narrow
   * enough that many addresses cannot guess a code (issue 48).
   */
  secondFactorPerOwner: RateRule
}

/** What every handler may use: nothing global, so tests build an app around their own. */
export interface Deps {
  db: Database
  /** Business time: the exchange's sessions, deposit and withdrawal windows, locks (TRADEFLOW_CLOCK). */
  clock: Clock
  /**
   * Real time, whatever TRADEFLOW_CLOCK says (decision 0064): one-time codes (the operator's phone
   * knows only real time), session expiry and attempt-limit windows.
   */
  wallClock: Clock
  limiter: RateLimiter
  limits: RateLimits
  market: MarketService
  /** DEMO_BALANCE: money each new account starts with, in euros and dollars; null in production. */
  demoBalance: bigint | null
  /** Where uploaded images are kept: a folder outside the web root, or a bucket (issue 24). */
  files: FileStore
  /** Check every answer against its contract's schema (tests): a mismatch is a loud 500. */
  checkAnswers: boolean
  /** TRUST_PROXY: the client's address is the one the reverse proxy puts in X-Forwarded-For. */
  trustProxy: boolean
}

export interface Caller {
  /** The client's address, or `local` for in-process requests. */
  address: string
  /** The client's User-Agent on a public call (login tells a new device by it). */
  userAgent?: string
}

export interface AuthedCaller extends Caller {
  user: SessionUser
  sessionId: number
}

/** A back-office operator, identified by an admin token (never an investor's). */
export interface AdminCaller extends Caller {
  admin: { id: number; username: string }
  sessionId: number
  /** Whether this session passed the operator's second factor: if not, it may only set it up. */
  secondFactorPassed: boolean
  /** The action's idempotency key, when its call takes one (audited does it once per key). */
  requestId?: string
}
