import * as zod from 'zod/mini'
import { SERVER_MESSAGES, type ServerMessageCode } from '../serverMessages.ts'

/**
 * A server-message code in an answer (spec §8): one of the catalogue's. Not in fields.ts, which
 * every contract imports: the catalogue's texts would come with any contract, and the browser
 * loads them with the first refusal instead (issue 17).
 */
export const messageCode = zod.enum(
  Object.keys(SERVER_MESSAGES) as [ServerMessageCode, ...ServerMessageCode[]],
)
