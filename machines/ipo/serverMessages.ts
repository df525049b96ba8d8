import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of new shares (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const IPO_MESSAGES = {
  'ipo.notOpen': { text: 'The subscription is not open.', spec: '§8 Trading' },
  'ipo.notStarted': { text: 'The subscription time has not been reached.', spec: '§8 Trading' },
  'ipo.channelClosed': { text: 'The new-share channel is not open.', spec: '§8 Trading' },
  'ipo.alreadyListed': {
    text: 'This share is already listed. Please buy it on the market.',
    spec: '§8 Trading (not yet listed)',
  },
  'ipo.sharesInvalid': {
    text: 'The number of shares must be a whole number.',
    spec: '§5 Trading',
  },
  'ipo.belowTierMin': {
    text: 'The minimum for this allocation tier is {amount}.',
    spec: '§5 New shares',
  },
  'ipo.drawNotDue': {
    text: 'The draw can only run after the application period.',
    spec: 'none (the draw follows the application period)',
  },
  'ipo.alreadyDrawn': {
    text: 'The draw of this share has already run.',
    spec: 'none (a draw runs once and is recorded)',
  },
  'ipo.notDrawn': {
    text: 'The draw of this share has not run yet.',
    spec: 'none (results are announced after the draw)',
  },
  'ipo.alreadyAnnounced': {
    text: 'The results of this share have already been announced.',
    spec: 'none (results are announced once)',
  },
  'ipo.allotmentInvalid': {
    text: 'Allot a whole number of shares, at most the {count} asked for.',
    spec: '§4 Subscription',
  },
  'ipo.countExceeded': {
    text: 'You have reached the subscription limit for this share.',
    spec: '§5 New shares',
  },
  'ipo.belowMinShares': {
    text: 'The minimum subscription is {count} shares.',
    spec: '§5 New shares',
  },
} as const satisfies Record<string, ServerMessageEntry>
