import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of stock lending (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const LENDING_MESSAGES = {
  'lending.notLendable': {
    text: 'Only shares of an open long position without leverage, not lent already, can be lent.',
    spec: '§2 Stock lending',
  },
  'lending.closed': { text: 'The stock-lending channel is closed.', spec: '§8 Other' },
  'lending.quotaFull': { text: 'The stock-lending quota is full.', spec: '§8 Other' },
  'lending.lotsInvalid': {
    text: 'Enter a whole number of lots, at most those you hold.',
    spec: '§5 Trading',
  },
  'lending.belowMinimum': {
    text: 'The shares lent must be worth at least {amount}.',
    spec: '§5 Other',
  },
  'lending.finished': { text: 'This lending has already finished.', spec: '§4 Stock lending' },
  'lending.missing': { text: 'This lending does not exist.', spec: '§8 Other' },
} as const satisfies Record<string, ServerMessageEntry>
