import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of the quant account and AI quant strategies (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const QUANT_MESSAGES = {
  'quant.strategyMissing': {
    text: 'This strategy does not exist or is off the shelf.',
    spec: '§8 Other (product not found or off shelf)',
  },
  'quant.alreadyRunning': {
    text: 'This strategy already trades money of yours. Stop it before allocating again.',
    spec: 'none (issue 20: one allocation per strategy)',
  },
  'quant.belowMinimum': {
    text: 'The minimum to allocate to this strategy is {amount}.',
    spec: '§5 Other (minimum amounts)',
  },
  'quant.stopped': {
    text: 'This strategy has already been stopped.',
    spec: 'none (issue 20: stop a strategy)',
  },
  'quant.missing': { text: 'This allocation does not exist.', spec: '§8 Other' },
  'quant.strategyOrder': {
    text: 'This position belongs to your AI quant strategy. Stop the strategy to close it.',
    spec: 'none (issue 20: a strategy’s orders are its own)',
  },
} as const satisfies Record<string, ServerMessageEntry>
