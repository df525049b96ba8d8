import type { ServerMessageCode, ServerMessageParams } from '../../machines/serverMessages.ts'

/**
 * A business refusal, thrown by any service: the HTTP layer answers it with HTTP 200, `status: 0`,
 * the catalogue text and its code (API.md).
 */
export class ApiRefusal extends Error {
  constructor(
    readonly code: ServerMessageCode,
    readonly params: ServerMessageParams = {},
  ) {
    super(code)
  }
}
