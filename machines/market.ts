import { assign } from 'xstate'
import { DEFAULT_MARKET, MARKETS, type Market } from './rules.ts'
import { setup } from './setup.ts'

export interface MarketInput {
  /** What was saved under `stock`, if anything (spec §3). */
  saved: string | null
  /** Whether the current view is the wallet, the only view with a USDC tab (spec §2 Top bar). */
  inWallet: boolean
}

export interface MarketContext {
  market: Market
  inWallet: boolean
}

export type MarketEvent =
  | { type: 'market.select'; market: Market }
  | { type: 'view.changed'; inWallet: boolean }

function parseMarket(saved: string | null): Market {
  return MARKETS.find((m) => m === saved) ?? DEFAULT_MARKET
}

// spec §2 Top bar: only the wallet view offers the USDC tab
export const isUsdcAllowed = (inWallet: boolean) => inWallet
// spec §4 Market tab: a saved USDC choice outside the wallet view resets to Spain
export const mustResetUsdc = (market: Market, inWallet: boolean) => market === 'usdc' && !inWallet

/** The market switcher of the top bar: Spain (default, €), usd ($), and usdc in the wallet. */
// spec §2 Top bar: USDC holds balances only, so a price list in the USDC view shows Spain's shares
export const listMarketOf = (market: Market): 'Spain' | 'usd' =>
  market === 'usd' ? 'usd' : 'Spain'

export const marketMachine = setup({
  types: {
    input: {} as MarketInput,
    context: {} as MarketContext,
    events: {} as MarketEvent,
  },
  actions: {
    rememberSelection: assign({
      market: ({ event, context }) =>
        event.type === 'market.select' ? event.market : context.market,
    }),
    /** Saves `context.market` under `stock` (spec §4 Market tab). */
    persistMarket: () => {},
    /** A change of market reloads the page's data (spec §4 Market tab). */
    reloadPageData: () => {},
  },
  guards: {
    // spec §4 Market tab: a saved USDC choice outside the wallet view resets to Spain
    isSavedUsdcOutsideWallet: ({ context }) => mustResetUsdc(context.market, context.inWallet),
    // spec §4 Market tab: the saved choice (under `stock`) is restored: dollars
    isSavedUsd: ({ context }) => context.market === 'usd',
    // spec §4 Market tab: the saved choice (under `stock`) is restored: USDC
    isSavedUsdc: ({ context }) => context.market === 'usdc',
    // spec §2 Top bar: the user picks Spain (€)
    isSelectingSpain: ({ event }) => event.type === 'market.select' && event.market === 'Spain',
    // spec §2 Top bar: the user picks usd ($)
    isSelectingUsd: ({ event }) => event.type === 'market.select' && event.market === 'usd',
    // spec §2 Top bar: USDC can be picked only in the wallet view
    isSelectingUsdcInWallet: ({ event, context }) =>
      event.type === 'market.select' && event.market === 'usdc' && isUsdcAllowed(context.inWallet),
    // spec §4 Market tab: leaving the wallet view with USDC chosen resets to Spain
    isLeavingWallet: ({ event }) => event.type === 'view.changed' && !event.inWallet,
  },
}).createMachine({
  id: 'market',
  description:
    'The market the app shows prices and balances in: Spain (€) by default, usd ($), and usdc only in the wallet view. The choice is saved and reloads the page data.',
  context: ({ input }) => ({ market: parseMarket(input.saved), inWallet: input.inWallet }),
  initial: 'restoring',
  on: {
    'view.changed': { actions: assign({ inWallet: ({ event }) => event.inWallet }) },
  },
  states: {
    restoring: {
      always: [
        {
          guard: 'isSavedUsdcOutsideWallet',
          target: 'Spain',
          actions: [assign({ market: 'Spain' }), 'persistMarket'],
        },
        { guard: 'isSavedUsd', target: 'usd' },
        { guard: 'isSavedUsdc', target: 'usdc' },
        { target: 'Spain' },
      ],
    },
    Spain: {
      description: 'The euro market (€), the default.',
      on: {
        'market.select': [
          {
            guard: 'isSelectingUsd',
            target: 'usd',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
          {
            guard: 'isSelectingUsdcInWallet',
            target: 'usdc',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
        ],
      },
    },
    usd: {
      description: 'The US market ($).',
      on: {
        'market.select': [
          {
            guard: 'isSelectingSpain',
            target: 'Spain',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
          {
            guard: 'isSelectingUsdcInWallet',
            target: 'usdc',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
        ],
      },
    },
    usdc: {
      description: 'USDC balances, offered only in the wallet view.',
      on: {
        'market.select': [
          {
            guard: 'isSelectingSpain',
            target: 'Spain',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
          {
            guard: 'isSelectingUsd',
            target: 'usd',
            actions: ['rememberSelection', 'persistMarket', 'reloadPageData'],
          },
        ],
        'view.changed': {
          guard: 'isLeavingWallet',
          target: 'Spain',
          actions: [
            assign({ inWallet: false, market: 'Spain' }),
            'persistMarket',
            'reloadPageData',
          ],
        },
      },
    },
  },
})
