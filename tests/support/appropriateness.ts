import { understoodAnswers } from '../../machines/order/fixtures.ts'

/**
 * The appropriateness check as a test investor takes it (issue 25): experienced, every answer
 * right, so trading on margin is appropriate and no warning needs acknowledging.
 */
export const UNDERSTOOD = understoodAnswers
