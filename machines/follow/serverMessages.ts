import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of follow funds (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const FOLLOW_MESSAGES = {
  'follow.notFound': {
    text: 'This product was not found or is off the shelf.',
    spec: '§8 Other',
  },
  'follow.deadlinePassed': { text: 'The copy deadline has passed.', spec: '§8 Other' },
  'follow.belowMinimum': {
    text: 'The minimum to follow this product is {amount}.',
    spec: '§5 New shares, block trades and copy trading; §8 Other (below minimum buy)',
  },
  'follow.fundFull': {
    text: 'This fund can take at most {amount} more.',
    spec: '§3 Copy-trade product (fund size)',
  },
  'follow.locked': {
    text: 'This follow is in its lock time and cannot be redeemed yet.',
    spec: '§3 Copy-trade product (lock time)',
  },
  'follow.ended': { text: 'This follow has already ended.', spec: '§4 Copy trade (ended)' },
} as const satisfies Record<string, ServerMessageEntry>
