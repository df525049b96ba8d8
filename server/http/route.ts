import type { z } from 'zod'
import type * as zm from 'zod/mini'
import type { AnyCall, ParsedRequestOf } from '../../machines/contract/call.ts'
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
  /** Where uploaded images are kept: under the data folder, never under the web root. */
  uploadDir: string
  /** Check every answer against its contract's schema (tests): a mismatch is a loud 500. */
  checkAnswers: boolean
}

export interface Caller {
  /** The client's address, or `local` for in-process requests. */
  address: string
}

export interface AuthedCaller extends Caller {
  user: SessionUser
  sessionId: number
}

/** A back-office operator, identified by an admin token (never an investor's). */
export interface AdminCaller extends Caller {
  admin: { id: number; username: string }
  sessionId: number
}

/** Who may call a route: anyone, a logged-in investor, or a back-office operator. */
export type Access = boolean | 'admin'
type CallerOf<A extends Access> = A extends 'admin'
  ? AdminCaller
  : A extends true
    ? AuthedCaller
    : Caller

/**
 * One endpoint: its path under the API prefix, the zod schema that validates its body (and that
 * the OpenAPI document is generated from), whether it needs a session, and its handler.
 */
export interface RouteDef<S extends zm.ZodMiniType | z.ZodType, A extends Access> {
  path: string
  summary: string
  body: S
  /** The schema of the answer's `data`, from the call's contract (machines/). */
  answer?: zm.ZodMiniType
  auth: A
  /** Takes multipart form data with image files (bigger body limit); JSON otherwise. */
  upload?: true
  handle(input: { body: z.output<S>; deps: Deps; caller: CallerOf<A> }): Promise<unknown>
}

/**
 * The server's side of a call contract: the contract gives path, schemas and access; the handler
 * must return what the answer schema describes (checked by the compiler, and at run time in tests).
 */
export function serve<C extends AnyCall>(
  call: C,
  handle: (input: {
    body: ParsedRequestOf<C>
    deps: Deps
    caller: CallerOf<C['auth']>
  }) => Promise<zm.input<C['answer']>>,
): AnyRoute {
  return {
    path: call.path,
    summary: call.summary,
    body: call.request,
    answer: call.answer,
    auth: call.auth,
    ...(call.upload ? { upload: call.upload } : {}),
    handle,
  }
}

export function defineRoute<S extends z.ZodType, A extends Access>(
  def: RouteDef<S, A>,
): RouteDef<S, A> {
  return def
}

// biome-ignore lint/suspicious/noExplicitAny: a list of routes holds many body types
export type AnyRoute = RouteDef<any, Access>
