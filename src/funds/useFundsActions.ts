import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import { evaluateGate } from '../../machines/gate.ts'
import { MARKET_SYMBOL, type Market } from '../../machines/rules.ts'
import type { ServerMessageParams } from '../../machines/serverMessages.ts'
import { useServices } from '../app/services.ts'
import { translateRefusal } from '../i18n/serverMessage.ts'

/** The market chosen in the top bar (spec §3 `stock`). */
export function useMarket(): Market {
  const { market } = useServices()
  return useSelector(market, (s) => s.context.market)
}

/**
 * A form's submit: runs the form's gate on the facts first (the same machine the server runs)
 * and shows its first blocker translated; only a form the gate allows is sent. The server's own
 * refusals are shown by the API client.
 */
export function useGatedSubmit() {
  const { i18n } = useLingui()
  const { post, toast } = useServices()
  const market = useMarket()
  const [busy, setBusy] = useState(false)
  const refuse = useCallback(
    (code: Parameters<typeof translateRefusal>[1]['code'], params: ServerMessageParams = {}) =>
      toast.show(translateRefusal(i18n, { code, params }, MARKET_SYMBOL[market])),
    [i18n, toast, market],
  )
  const submit = useCallback(
    async <T>(
      check: {
        gate: AnyStateMachine
        facts: object
        params?: Partial<Record<string, ServerMessageParams>>
      } | null,
      path: string,
      body: object,
    ): Promise<T | null> => {
      if (check) {
        const verdict = evaluateGate(check.gate, check.facts)
        if (!verdict.allowed) {
          refuse(verdict.code, check.params?.[verdict.state] ?? {})
          return null
        }
      }
      setBusy(true)
      try {
        return await post<T>(path, body)
      } catch {
        return null // the API client has shown the refusal
      } finally {
        setBusy(false)
      }
    },
    [post, refuse],
  )
  return { submit, busy, refuse }
}
