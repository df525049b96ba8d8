import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  type AnswerOf,
  type AnyCall,
  type RequestOf,
  takesRequestId,
} from '../../machines/contract/call.ts'
import type { Refusal } from '../../machines/contract/refusal.ts'
import {
  type SentRequest,
  submissionMachine,
  submissionSelectors,
} from '../../machines/flows/submission.ts'
import { type GateInput, refusalOf } from '../../machines/gate.ts'
import { type ApiCall, refusalOfFailure } from './apiClient.ts'
import { intentStore, keepIntent } from './intentStore.ts'

export interface SubmissionOptions<C extends AnyCall> {
  /** Ask the user to confirm before sending (every money movement). */
  confirm?: boolean
  /** The call's gate on what the user typed (a contract's `…Input`), run before sending. */
  gate?: (request: RequestOf<C>) => GateInput | null
  /** After the server took it: a toast, a navigation, a reload. */
  onDone?: (answer: AnswerOf<C>, request: RequestOf<C>) => void
  /** Shows a refusal the user has not seen yet (the gate's; the API client toasts the server's). */
  announce: (refusal: Refusal) => void
  /** A refusal in the user's words, for the form to keep on screen (issue 48). */
  words?: (refusal: Refusal) => string
  /**
   * Names the form whose intent is kept across a reload (decision 0063); the call's path by
   * default. A screen with two forms of one call names each.
   */
  form?: string
}

/** A form or action, read through the submission machine's selectors and moved by its events. */
export interface SubmissionView<C extends AnyCall> {
  isBusy: boolean
  isConfirming: boolean
  isDone: boolean
  isFailed: boolean
  refusal: Refusal | null
  /** The refusal in the user's words (the announcer's translation), while it stands. */
  refusalText: string | null
  answer: AnswerOf<C> | null
  /** The request being confirmed (or last sent). */
  request: RequestOf<C> | null
  submit(request: RequestOf<C>): void
  confirm(): void
  back(): void
  edit(): void
  retry(): void
}

/** The body a call is sent with: the request, and its intent's key if the call takes one. */
function bodyOf<C extends AnyCall>(contract: C, sent: SentRequest): RequestOf<C> {
  const request = sent.request as RequestOf<C>
  if (!sent.requestId || !takesRequestId(contract)) return request
  return { ...request, requestId: sent.requestId }
}

/**
 * One call sent through the submission machine (machines/flows/submission.ts): the call's gate
 * first (its server-only checks skipped), then a confirmation when asked, the call, the result.
 * Every sending of one intent carries one key, which the machine mints and this keeps in session
 * storage across a reload (decision 0063).
 */
export function useCallSubmission<C extends AnyCall>(
  call: ApiCall,
  contract: C,
  options: SubmissionOptions<C>,
): SubmissionView<C> {
  const latest = useRef(options)
  latest.current = options
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          send: fromPromise<unknown, SentRequest>(async ({ input }) => {
            try {
              return await call(contract, bodyOf(contract, input))
            } catch (error) {
              throw refusalOfFailure(error)
            }
          }),
        },
        actions: {
          announceDone: ({ context }) =>
            latest.current.onDone?.(context.answer as AnswerOf<C>, context.request as RequestOf<C>),
          announceRefusal: ({ context }) => {
            if (context.refusal && !context.refusal.announced)
              latest.current.announce(context.refusal)
          },
        },
      }),
    [call, contract],
  )
  const form = options.form ?? contract.path
  const actor = useActorRef(machine, {
    input: { confirm: options.confirm ?? false, intent: intentStore.read(form) },
  })
  useEffect(() => keepIntent(actor, form), [actor, form])
  const refusal = useSelector(actor, submissionSelectors.refusal)
  return {
    refusalText: refusal && options.words ? options.words(refusal) : null,
    isBusy: useSelector(actor, submissionSelectors.isBusy),
    isConfirming: useSelector(actor, submissionSelectors.isConfirming),
    isDone: useSelector(actor, submissionSelectors.isDone),
    isFailed: useSelector(actor, submissionSelectors.isFailed),
    refusal,
    answer: useSelector(actor, submissionSelectors.answer) as AnswerOf<C> | null,
    request: useSelector(actor, (s) => s.context.request) as RequestOf<C> | null,
    submit: (request) => {
      const gate = latest.current.gate?.(request)
      const blocked = gate ? refusalOf(gate, 'client') : null
      actor.send({ type: 'submit', request, blocked })
    },
    confirm: () => actor.send({ type: 'confirm' }),
    back: () => actor.send({ type: 'back' }),
    edit: () => actor.send({ type: 'edit' }),
    retry: () => actor.send({ type: 'retry' }),
  }
}
