import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of credit loans (spec §8; issue 49: a line's catalogue lives in its
 * folder). machines/serverMessages.ts joins them into the one catalogue.
 */
export const CREDIT_MESSAGES = {
  'loan.outstanding': { text: 'Please repay your loan first.', spec: '§5 Credit' },
  'loan.belowMinimum': {
    text: 'The smallest loan is {amount}.',
    spec: '§8 Credit (below minimum borrowing)',
  },
  'loan.repayExceeds': { text: 'The repayment exceeds the loan.', spec: '§5 Credit' },
  'loan.pendingReview': { text: 'A request is already pending review.', spec: '§5 Credit' },
  'loan.conditionsUnmet': {
    text: 'The credit activation conditions are not met.',
    spec: '§9 Credit-limit activation',
  },
  'loan.alreadyActive': { text: 'Your credit is already active.', spec: '§2 Credit loan' },
  'loan.inactive': {
    text: 'Credit needs activity on your account in the last {count} days.',
    spec: '§9 Credit-limit activation',
  },
  'loan.assetsOrCard': {
    text: 'Credit needs assets of at least {amount} or a bound bank card.',
    spec: '§9 Credit-limit activation',
  },
  'loan.amountRequired': { text: 'Please enter the amount.', spec: '§5 Credit' },
  'loan.amountNotWhole': {
    text: 'The amount must be a positive whole number.',
    spec: '§5 Credit (added credit must be a positive integer)',
  },
  'loan.limitInsufficient': { text: 'Your credit limit is insufficient.', spec: '§8 Funds' },
} as const satisfies Record<string, ServerMessageEntry>
