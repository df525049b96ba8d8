import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of price alerts (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const ALERT_MESSAGES = {
  'alert.levelInvalid': {
    text: 'Enter a price above zero, or a move of more than 0 and at most {count}\u00a0%.',
    spec: 'not in the spec (issue 25, price alerts)',
  },
  'alert.alreadyReached': {
    text: 'The price is already there: set a rise above the current price, or a fall below it.',
    spec: 'not in the spec (issue 25, price alerts)',
  },
  'alert.tooMany': {
    text: 'You can keep at most {count} active price alerts. Remove one first.',
    spec: 'not in the spec (issue 25, price alerts)',
  },
  'alert.missing': {
    text: 'This price alert does not exist.',
    spec: 'not in the spec (issue 25, price alerts)',
  },
  'alert.notActive': {
    text: 'This price alert has already fired or was removed.',
    spec: 'not in the spec (issue 25, price alerts)',
  },
} as const satisfies Record<string, ServerMessageEntry>
