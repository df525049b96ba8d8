import type * as zod from 'zod/mini'

/** Who may make a call: anyone, a logged-in investor, or a back-office operator. */
export type Access = false | true | 'admin'

/**
 * One call between a screen and the server, defined once (ARCHITECTURE.md "One contract per
 * call"): the path under its API prefix, the schema of what the caller sends and of what the
 * server answers in `data`. The server's route takes it, OpenAPI documents both schemas from it,
 * and the client's `call(contract, body)` is typed by it.
 */
export interface CallContract<
  Req extends zod.ZodMiniType = zod.ZodMiniType,
  Ans extends zod.ZodMiniType = zod.ZodMiniType,
  A extends Access = Access,
> {
  path: string
  summary: string
  request: Req
  answer: Ans
  auth: A
  /** Takes multipart form data with image files (bigger body limit); JSON otherwise. */
  upload?: true
  /**
   * Refusals the screen answers with a step of its own rather than a message (a login asking for
   * the second factor's code): the client does not announce them.
   */
  answeredOnScreen?: readonly string[]
  /**
   * A console call an operator may make before their two-factor sign-in is on: those that set it
   * up (issue 25: operators must use it; operatorSignIn.ts).
   */
  beforeSecondFactor?: true
  /**
   * The call does what it asks once per `requestId` (API.md): a form sends its intent's key with
   * it (decision 0063). Said here, not read off the request schema, which the browser build
   * leaves out (src/lib/inertSchemas.ts); a test holds the two to agree.
   */
  oncePerRequest?: true
}

export function defineCall<
  Req extends zod.ZodMiniType,
  Ans extends zod.ZodMiniType,
  const A extends Access,
>(contract: CallContract<Req, Ans, A>): CallContract<Req, Ans, A> {
  return contract
}

// biome-ignore lint/suspicious/noExplicitAny: a list of calls holds many schemas
export type AnyCall = CallContract<any, any, Access>

/** What a caller sends (before defaults and coercions apply). */
export type RequestOf<C extends AnyCall> = zod.input<C['request']>
/** What the server's handler receives, validated. */
export type ParsedRequestOf<C extends AnyCall> = zod.output<C['request']>
/** What the caller receives in `data`. */
export type AnswerOf<C extends AnyCall> = zod.output<C['answer']>

/** Whether a call takes an idempotency key: a form sends its intent's key only to such a call. */
export const takesRequestId = (contract: AnyCall): boolean => contract.oncePerRequest === true

/**
 * Whether a call may be sent again after its answer was lost (decision 0071): it is done once per
 * key and this body carries its intent's key, so a second sending gets the first answer.
 */
export const maySendAgain = (contract: AnyCall, body: unknown): boolean =>
  takesRequestId(contract) &&
  typeof (body as { requestId?: unknown } | null)?.requestId === 'string'
