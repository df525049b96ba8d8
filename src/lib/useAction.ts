import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  type SentRequest,
  submissionMachine,
  submissionSelectors,
} from '../../machines/flows/submission.ts'

/** A one-shot action that is not a call, read through the submission machine's selectors. */
export interface ActionView<Q> {
  /** Not asked yet. */
  isEditing: boolean
  /** Under way: what starts it is disabled. */
  isBusy: boolean
  isDone: boolean
  /** It failed (threw); it may be asked again. */
  isFailed: boolean
  submit(request: Q): void
}

/**
 * A one-shot action that is not a call to the server (a photo made fit to send, a diagram
 * downloaded, a browser permission asked) through the submission machine
 * (machines/flows/submission.ts), as `useLoadOf` serves what a screen waits for: `run` is asked
 * with the request, `onDone` told its answer. The latest of each is used, so neither need be stable.
 */
export function useActionOf<Q, T>(
  run: (request: Q) => Promise<T>,
  onDone?: (answer: T, request: Q) => void,
): ActionView<Q> {
  const latest = useRef({ run, onDone })
  latest.current = { run, onDone }
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          send: fromPromise<unknown, SentRequest>(({ input }) =>
            latest.current.run(input.request as Q),
          ),
        },
        actions: {
          announceDone: ({ context }) =>
            latest.current.onDone?.(context.answer as T, context.request as Q),
        },
      }),
    [],
  )
  const actor = useActorRef(machine, { input: { confirm: false } })
  return {
    isEditing: useSelector(actor, submissionSelectors.isEditing),
    isBusy: useSelector(actor, submissionSelectors.isBusy),
    isDone: useSelector(actor, submissionSelectors.isDone),
    isFailed: useSelector(actor, submissionSelectors.isFailed),
    submit: (request) => actor.send({ type: 'submit', request }),
  }
}
