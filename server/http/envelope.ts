import {
  renderServerMessage,
  type ServerMessageCode,
  type ServerMessageParams,
} from '../../machines/serverMessages.ts'

/** A business refusal: answered with HTTP 200, `status: 0`, the catalogue text and its code (API.md). */
export class ApiRefusal extends Error {
  constructor(
    readonly code: ServerMessageCode,
    readonly params: ServerMessageParams = {},
  ) {
    super(code)
  }
}

export const okBody = <T>(data: T) => ({ status: 1 as const, msg: '', data })

export const refusalBody = (code: ServerMessageCode, params: ServerMessageParams = {}) => ({
  status: 0 as const,
  msg: renderServerMessage(code, params),
  code,
  params,
})
