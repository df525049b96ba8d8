import type { ServerMessageEntry } from '../serverMessageEntry.ts'

/**
 * The server messages of savings plans (issue 52, decision 0073). machines/serverMessages.ts joins
 * them into the one catalogue.
 */
export const PLAN_MESSAGES = {
  'plans.nameInvalid': {
    text: 'Give the plan a name of up to 40 characters.',
    spec: 'decision 0073',
  },
  'plans.empty': { text: 'Add at least one share or ETF to the plan.', spec: 'decision 0073' },
  'plans.tooMany': { text: 'A plan holds at most {count} instruments.', spec: 'issue 52' },
  'plans.twice': { text: 'Each instrument can be in the plan only once.', spec: 'decision 0073' },
  'plans.mixedCurrencies': {
    text: 'All instruments of a plan must trade in one currency.',
    spec: 'issue 52',
  },
  'plans.notBuyable': {
    text: 'One of the instruments cannot be bought now (suspended, delisted, or not a share or ETF).',
    spec: 'issue 52',
  },
  'plans.weightInvalid': {
    text: 'Each weight must be at least 1\u00a0% and have at most one decimal.',
    spec: 'decision 0073',
  },
  'plans.weightsNotFull': { text: 'The weights must add up to 100\u00a0%.', spec: 'issue 52' },
  'plans.amountInvalid': {
    text: 'Enter an amount with at most two decimals, up to 1,000,000.',
    spec: 'decision 0073',
  },
  'plans.belowMinimum': { text: 'Each contribution must be at least {amount}.', spec: 'issue 52' },
  'plans.runDayInvalid': {
    text: 'Choose a weekday, or a day of the month from 1 to 28.',
    spec: 'decision 0073',
  },
  'plans.notActive': {
    text: 'The plan was paused or closed, so the run was skipped.',
    spec: 'decision 0073',
  },
  'plans.marketClosed': {
    text: 'The market is closed: the plan buys at the next open.',
    spec: 'decision 0073',
  },
  'plans.balanceShort': {
    text: 'Your available balance was less than the contribution, so the run was skipped.',
    spec: 'issue 52',
  },
  'plans.closed': { text: 'This plan is closed.', spec: 'decision 0073' },
  'plans.closing': { text: 'This plan is being closed.', spec: 'decision 0073' },
  'plans.missing': { text: 'This plan does not exist.', spec: 'decision 0073' },
  'plans.sellPercentInvalid': {
    text: 'Sell a whole percentage from 1 to 100.',
    spec: 'decision 0073',
  },
  'plans.nothingToSell': { text: 'The plan holds nothing to sell.', spec: 'decision 0073' },
  'plans.runPending': {
    text: 'A run of this plan is still waiting for the market; try again after it fills.',
    spec: 'decision 0073',
  },
} as const satisfies Record<string, ServerMessageEntry>
