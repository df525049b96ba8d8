import type { z } from 'zod'
import type { SessionUser } from '../auth/sessions.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { MarketService } from '../market/marketService.ts'
import type { RateLimiter, RateRule } from './rateLimiter.ts'

/** The attempt limits the server enforces; tests may pass their own. */
export interface RateLimits {
  loginPerAccount: RateRule
  loginPerAddress: RateRule
  registerPerAddress: RateRule
}

/** What every handler may use: nothing global, so tests build an app around their own. */
export interface Deps {
  db: Database
  clock: Clock
  limiter: RateLimiter
  limits: RateLimits
  market: MarketService
  /** DEMO_BALANCE: money each new account starts with, in euros and dollars; null in production. */
  demoBalance: bigint | null
}

export interface Caller {
  /** The client's address, or `local` for in-process requests. */
  address: string
}

export interface AuthedCaller extends Caller {
  user: SessionUser
  sessionId: number
}

/**
 * One endpoint: its path under the API prefix, the zod schema that validates its body (and that
 * the OpenAPI document is generated from), whether it needs a session, and its handler.
 */
export interface RouteDef<S extends z.ZodType, A extends boolean> {
  path: string
  summary: string
  body: S
  auth: A
  handle(input: {
    body: z.output<S>
    deps: Deps
    caller: A extends true ? AuthedCaller : Caller
  }): Promise<unknown>
}

export function defineRoute<S extends z.ZodType, A extends boolean>(
  def: RouteDef<S, A>,
): RouteDef<S, A> {
  return def
}

// biome-ignore lint/suspicious/noExplicitAny: a list of routes holds many body types
export type AnyRoute = RouteDef<any, boolean>
