import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { adminLogoutCall } from '../../machines/backOffice/operatorSignIn.ts'
import type { AnswerOf, AnyCall, RequestOf } from '../../machines/contract/call.ts'
import { translateRefusal } from '../i18n/serverMessage.ts'
import type { ApiCall } from '../lib/apiClient.ts'
import { type LoadView, useCallLoad } from '../lib/useCallLoad.ts'
import {
  type SubmissionOptions,
  type SubmissionView,
  useCallSubmission,
} from '../lib/useCallSubmission.ts'
import { useAdmin } from './adminApi.ts'

/** A console call's data, through the load machine (loading, ready, empty, failed, refresh). */
export function useAdminLoad<C extends AnyCall>(
  contract: C,
  request: RequestOf<C>,
): LoadView<AnswerOf<C>> {
  return useCallLoad(useAdmin().call, contract, request)
}

/**
 * A console action through the submission machine; a refusal of its gate is toasted as the
 * server's are (the console shows no currency symbol in messages: it works in every market).
 */
export function useAdminSubmission<C extends AnyCall>(
  contract: C,
  options: Omit<SubmissionOptions<C>, 'announce'> = {},
): SubmissionView<C> {
  return useAdminSubmissionOver(useAdmin().call, contract, options)
}

function useAdminSubmissionOver<C extends AnyCall>(
  call: ApiCall,
  contract: C,
  options: Omit<SubmissionOptions<C>, 'announce'>,
): SubmissionView<C> {
  const { i18n } = useLingui()
  const { toast } = useAdmin()
  return useCallSubmission(call, contract, {
    ...options,
    announce: (refusal) => toast.show(translateRefusal(i18n, refusal, '')),
    words: (refusal) => translateRefusal(i18n, refusal, ''),
  })
}

/**
 * Logging out: the session ends on this tab whatever the server answers (an operator who asks
 * to leave is never left logged in by a failed call).
 */
export function useAdminLogout(): SubmissionView<typeof adminLogoutCall> {
  const { call, signOut } = useAdmin()
  const endingSession = useMemo<ApiCall>(
    () => (c, body) => call(c, body).finally(signOut),
    [call, signOut],
  )
  return useAdminSubmissionOver(endingSession, adminLogoutCall, {})
}
