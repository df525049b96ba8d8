import {
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  rule,
} from './decisionTable.ts'
import {
  isUsdcAllowed,
  listMarketOf,
  type MarketEvent,
  type MarketInput,
  marketMachine,
  mustResetUsdc,
} from './market.ts'
import type { Market } from './rules.ts'

/**
 * The market switcher of the top bar (spec §2 Top bar, §3 Stored locally, §4 Market tab, §9
 * Default market), written from the spec: Spain (€) and usd ($) everywhere, USDC only in the
 * wallet view; the choice saved under `stock` is restored, except a USDC choice outside the
 * wallet, which resets to Spain — as does leaving the wallet with USDC chosen.
 */

const pick = (market: Market): MarketEvent => ({ type: 'market.select', market })
const viewChanged = (inWallet: boolean): MarketEvent => ({ type: 'view.changed', inWallet })

/** The app opened with `saved` under `stock`, in the wallet view or not, then the events. */
const opened = (
  saved: string | null,
  inWallet: boolean,
  events: MarketEvent[] = [],
): Partial<LifecycleRun> => ({ input: { saved, inWallet } satisfies MarketInput, events })

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the market switcher', marketMachine, [
    rule(EVERY_RULE, 'spec §3 Stored locally, §9 Default market', [
      {
        name: 'nothing saved, outside the wallet: Spain',
        change: opened(null, false),
        expect: 'Spain',
      },
      { name: 'nothing saved, in the wallet: Spain', change: opened(null, true), expect: 'Spain' },
      { name: 'Spain saved: Spain', change: opened('Spain', false), expect: 'Spain' },
      {
        name: 'a saved value that is no market: Spain',
        change: opened('eur', false),
        expect: 'Spain',
      },
      {
        name: 'dollars saved in capitals, not one of the values: Spain',
        change: opened('USD', false),
        expect: 'Spain',
      },
      {
        name: 'in Spain, picking Spain again: still Spain',
        change: opened(null, true, [pick('Spain')]),
        expect: 'Spain',
      },
    ]),
    rule('isSavedUsdcOutsideWallet', 'spec §4 Market tab', [
      {
        name: 'USDC saved, opened outside the wallet: reset to Spain',
        change: opened('usdc', false),
        expect: 'Spain',
      },
      {
        name: 'USDC saved, opened outside the wallet, then the wallet opened: still Spain',
        change: opened('usdc', false, [viewChanged(true)]),
        expect: 'Spain',
      },
      {
        name: 'dollars saved, opened outside the wallet: only USDC resets',
        change: opened('usd', false),
        expect: 'usd',
      },
      {
        name: 'Spain saved, opened in the wallet: Spain',
        change: opened('Spain', true),
        expect: 'Spain',
      },
    ]),
    rule('isSavedUsd', 'spec §4 Market tab', [
      {
        name: 'dollars saved, outside the wallet: dollars',
        change: opened('usd', false),
        expect: 'usd',
      },
      { name: 'dollars saved, in the wallet: dollars', change: opened('usd', true), expect: 'usd' },
    ]),
    rule('isSavedUsdc', 'spec §4 Market tab', [
      {
        name: 'USDC saved, opened in the wallet: USDC',
        change: opened('usdc', true),
        expect: 'usdc',
      },
    ]),
    rule('isSelectingSpain', 'spec §2 Top bar', [
      {
        name: 'in dollars, picking Spain: Spain',
        change: opened('usd', false, [pick('Spain')]),
        expect: 'Spain',
      },
      {
        name: 'in USDC, picking Spain: Spain',
        change: opened('usdc', true, [pick('Spain')]),
        expect: 'Spain',
      },
      {
        name: 'in dollars, picking dollars again: still dollars',
        change: opened('usd', true, [pick('usd')]),
        expect: 'usd',
      },
    ]),
    rule('isSelectingUsd', 'spec §2 Top bar', [
      {
        name: 'in Spain, picking dollars: dollars',
        change: opened(null, false, [pick('usd')]),
        expect: 'usd',
      },
      {
        name: 'in USDC, picking dollars: dollars',
        change: opened('usdc', true, [pick('usd')]),
        expect: 'usd',
      },
      {
        name: 'in USDC, picking USDC again: still USDC',
        change: opened('usdc', true, [pick('usdc')]),
        expect: 'usdc',
      },
    ]),
    rule('isSelectingUsdcInWallet', 'spec §2 Top bar', [
      {
        name: 'in Spain, in the wallet, picking USDC: USDC',
        change: opened(null, true, [pick('usdc')]),
        expect: 'usdc',
      },
      {
        name: 'in Spain, outside the wallet, picking USDC: no USDC tab, still Spain',
        change: opened(null, false, [pick('usdc')]),
        expect: 'Spain',
      },
      {
        name: 'in dollars, in the wallet, picking USDC: USDC',
        change: opened('usd', true, [pick('usdc')]),
        expect: 'usdc',
      },
      {
        name: 'in dollars, outside the wallet, picking USDC: no USDC tab, still dollars',
        change: opened('usd', false, [pick('usdc')]),
        expect: 'usd',
      },
      {
        name: 'opened outside the wallet, then the wallet opened, picking USDC: USDC',
        change: opened(null, false, [viewChanged(true), pick('usdc')]),
        expect: 'usdc',
      },
      {
        name: 'opened in the wallet, then the wallet left, picking USDC: still Spain',
        change: opened(null, true, [viewChanged(false), pick('usdc')]),
        expect: 'Spain',
      },
      {
        name: 'in Spain, in the wallet, picking Spain: still Spain',
        change: opened(null, true, [pick('Spain')]),
        expect: 'Spain',
      },
    ]),
    rule('isLeavingWallet', 'spec §4 Market tab', [
      {
        name: 'in USDC, the wallet left: reset to Spain',
        change: opened('usdc', true, [viewChanged(false)]),
        expect: 'Spain',
      },
      {
        name: 'in USDC, still in the wallet: still USDC',
        change: opened('usdc', true, [viewChanged(true)]),
        expect: 'usdc',
      },
      {
        name: 'in USDC, the wallet left and opened again: Spain, not USDC again',
        change: opened('usdc', true, [viewChanged(false), viewChanged(true)]),
        expect: 'Spain',
      },
      {
        name: 'in dollars, the wallet left: only USDC resets',
        change: opened('usd', true, [viewChanged(false)]),
        expect: 'usd',
      },
    ]),
  ]),
  guardTable(
    'isUsdcAllowed',
    (f: { inWallet: boolean }) => isUsdcAllowed(f.inWallet),
    { inWallet: true },
    'spec §2 Top bar',
    [
      { name: 'in the wallet view: USDC offered', change: { inWallet: true }, expect: true },
      { name: 'in any other view: no USDC', change: { inWallet: false }, expect: false },
    ],
  ),
  guardTable(
    'mustResetUsdc',
    (f: { market: Market; inWallet: boolean }) => mustResetUsdc(f.market, f.inWallet),
    { market: 'usdc', inWallet: false },
    'spec §4 Market tab',
    [
      { name: 'USDC outside the wallet: reset', change: {}, expect: true },
      { name: 'USDC in the wallet: kept', change: { inWallet: true }, expect: false },
      { name: 'dollars outside the wallet: kept', change: { market: 'usd' }, expect: false },
      { name: 'Spain outside the wallet: kept', change: { market: 'Spain' }, expect: false },
      {
        name: 'dollars in the wallet: kept',
        change: { market: 'usd', inWallet: true },
        expect: false,
      },
    ],
  ),
  guardTable(
    'listMarketOf',
    /** Whether a price list in this market's view shows the US shares (else Spain's). */
    (f: { market: Market }) => listMarketOf(f.market) === 'usd',
    { market: 'usd' },
    'spec §2 Top bar',
    [
      { name: 'dollars: the US shares', change: {}, expect: true },
      { name: "Spain: Spain's shares", change: { market: 'Spain' }, expect: false },
      {
        name: "USDC, which holds balances only: Spain's shares",
        change: { market: 'usdc' },
        expect: false,
      },
    ],
  ),
]
