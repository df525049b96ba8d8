import type * as zod from 'zod/mini'
import type { Access, AnyCall, ParsedRequestOf } from '../../machines/contract/call.ts'
import type { AdminCaller, AuthedCaller, Caller, Deps } from '../core/deps.ts'

type CallerOf<A extends Access> = A extends 'admin'
  ? AdminCaller
  : A extends true
    ? AuthedCaller
    : Caller

/**
 * One endpoint, made from a call contract (machines/): its path under the API prefix, the schema
 * that validates its body and the one that describes its answer (both also make the OpenAPI
 * document), who may call it, and its handler.
 */
export interface Route {
  path: string
  summary: string
  body: zod.ZodMiniType
  answer: zod.ZodMiniType
  auth: Access
  /** Takes multipart form data with image files (bigger body limit); JSON otherwise. */
  upload?: true
  /** A console call allowed before the operator's second factor is on (CallContract). */
  beforeSecondFactor?: true
  /** Does what it asks once per `requestId` (CallContract). */
  oncePerRequest?: true
  /** Its answer is the same for every caller within a market tick (sharedAnswers.ts). */
  sharedPerTick?: true
  handle(input: { body: unknown; deps: Deps; caller: Caller }): Promise<unknown>
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
  }) => Promise<zod.input<C['answer']>>,
  options: { sharedPerTick?: true } = {},
): Route {
  return {
    path: call.path,
    summary: call.summary,
    body: call.request,
    answer: call.answer,
    auth: call.auth,
    ...(call.upload ? { upload: call.upload } : {}),
    ...(call.beforeSecondFactor ? { beforeSecondFactor: call.beforeSecondFactor } : {}),
    ...(call.oncePerRequest ? { oncePerRequest: call.oncePerRequest } : {}),
    ...options,
    // mountRoutes parses the body with the contract's schema and identifies the caller by its
    // access before calling, so the handler gets exactly what its types say.
    handle: handle as Route['handle'],
  }
}
