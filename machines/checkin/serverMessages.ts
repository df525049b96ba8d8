import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of the daily check-in (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const CHECKIN_MESSAGES = {
  'checkin.already': { text: 'You have already checked in today.', spec: '§5 Other, §8 Check-in' },
  'checkin.noneLeft': {
    text: 'Too few check-ins: this reward takes {count}.',
    spec: '§5 Other, §8 Check-in',
  },
} as const satisfies Record<string, ServerMessageEntry>
