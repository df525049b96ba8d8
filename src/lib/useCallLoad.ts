import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { loadMachine, loadSelectors } from '../../machines/flows/load.ts'
import { type ApiCall, refusalOfFailure } from './apiClient.ts'

/** A screen's load, read through the load machine's selectors. */
export interface LoadView<T> {
  /** Nothing to show yet: a spinner. */
  isLoading: boolean
  /** The last data stays on screen while a refresh loads. */
  isRefreshing: boolean
  isEmpty: boolean
  isFailed: boolean
  /** Failed with the server's refusal (shown as a toast): no retry. */
  isRefused: boolean
  /** The last answer (also while refreshing, and the empty answer when empty). */
  data: T | null
  retry(): void
  /** Loads again, keeping the last data on screen; settles once the new answer is in (or not). */
  /** Loads again; true once a new answer is shown, false when the load failed. */
  refresh(): Promise<boolean>
}

/**
 * One call's data for a screen, through the load machine (machines/flows/load.ts): loads at once,
 * again when the request or `version` changes (keeping the last data on screen), and on refresh.
 */
export function useCallLoad<C extends AnyCall>(
  call: ApiCall,
  contract: C,
  request: RequestOf<C>,
  version = 0,
): LoadView<AnswerOf<C>> {
  // The load machine tells a refusal from a call that reached no decision by its code.
  const fetch = (input: RequestOf<C>) =>
    call(contract, input).catch((error: unknown) => {
      throw refusalOfFailure(error)
    })
  return useLoadOf(fetch, request, version)
}

/**
 * Anything a screen waits for (a call, a worker's answer) through the load machine: `fetch` is
 * asked with the request; the latest `fetch` is used, so it need not be a stable function.
 */
export function useLoadOf<Q, T>(
  fetch: (request: Q) => Promise<T>,
  request: Q,
  version = 0,
): LoadView<T> {
  const latest = useRef(fetch)
  latest.current = fetch
  const machine = useMemo(
    () =>
      loadMachine.provide({
        actors: { fetch: fromPromise(({ input }) => latest.current(input as Q)) },
      }),
    [],
  )
  const actor = useActorRef(machine, { input: { request } })
  const key = `${JSON.stringify(request)}#${version}`
  const first = useRef(key)
  useEffect(() => {
    if (first.current === key) return
    first.current = key
    actor.send({ type: 'refresh', request: JSON.parse(key.slice(0, key.lastIndexOf('#'))) })
  }, [actor, key])
  return {
    isLoading: useSelector(actor, loadSelectors.isLoading),
    isRefreshing: useSelector(actor, loadSelectors.isRefreshing),
    isEmpty: useSelector(actor, loadSelectors.isEmpty),
    isFailed: useSelector(actor, loadSelectors.isFailed),
    isRefused: useSelector(actor, loadSelectors.isRefused),
    data: useSelector(actor, loadSelectors.data) as T | null,
    retry: () => actor.send({ type: 'retry' }),
    refresh: () =>
      new Promise<boolean>((resolve) => {
        actor.send({ type: 'refresh' })
        const watch = actor.subscribe((snapshot) => {
          if (loadSelectors.isLoading(snapshot) || loadSelectors.isRefreshing(snapshot)) return
          watch.unsubscribe()
          resolve(!loadSelectors.lastFailed(snapshot))
        })
      }),
  }
}
