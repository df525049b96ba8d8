import { useSyncExternalStore } from 'react'
import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { useServices } from './services.ts'
import { type LoadView, useCallLoad } from './useCallLoad.ts'

/**
 * An investor call's data for a screen; loads again when the market changes (spec §4 Market tab).
 * A file of its own, apart from useSubmission (useCall.ts), so that a screen that only reads
 * (home) does not download the submission machine and the server's messages with it.
 */
export function useLoad<C extends AnyCall>(
  contract: C,
  request: RequestOf<C>,
): LoadView<AnswerOf<C>> {
  const { call, dataVersion } = useServices()
  const version = useSyncExternalStore(dataVersion.subscribe, dataVersion.get)
  return useCallLoad(call, contract, request, version)
}
