import type { z } from 'zod'
import type * as zm from 'zod/mini'
import type { AnyCall, ParsedRequestOf } from '../../machines/contract/call.ts'
import type { AdminCaller, AuthedCaller, Caller, Deps } from '../core/deps.ts'

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
