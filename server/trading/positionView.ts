import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { BOARDS } from '../../machines/marketData.ts'
import { minorToDecimal } from '../../machines/money.ts'
import {
  type CorporateActionView,
  type Position,
  TRADE_CURRENCIES,
} from '../../machines/order/calls.ts'
import { closeOutPrice } from '../../machines/order/closeOut.ts'
import { paidDividendNet } from '../../machines/order/dividends.ts'
import { OPEN_POSITION_STATES, orderHasTag } from '../../machines/order/machine.ts'
import type { BusinessType } from '../../machines/order/placement.ts'
import { productMinor, profitMinor } from '../../machines/order/pricing.ts'
import { POSITION_TABS, type PositionTab } from '../../machines/positions.ts'
import type { Market } from '../../machines/rules.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import type { Database } from '../db/database.ts'
import { dividendPayments, orders, positionSplits } from '../db/schema.ts'
import { oneOf } from './columns.ts'
import { type OrderRow, orderStateOf } from './orderMoves.ts'
import { exposureOf, isWatchedState, levelsOf } from './positionRisk.ts'
import { ensureSplitsApplied } from './positionSplits.ts'
import { lastPriceOf } from './prices.ts'

type PositionDeps = Pick<Deps, 'db' | 'clock' | 'market'>

const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor))
const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/** A position's dividends and splits, and the dividends' net total so far. */
export interface PositionActions {
  netDividendsMinor: bigint
  list: CorporateActionView[]
}

const NO_ACTIONS: PositionActions = { netDividendsMinor: 0n, list: [] }

/**
 * Whether the order's share split or went ex-dividend since the order was placed; if not, it has
 * no dividends or splits to read (issue 17: most reads of positions skip both queries).
 */
function mayHaveActions(deps: PositionDeps, row: OrderRow, at: number): boolean {
  const instrument = deps.market.provider.instrument(row.code)
  if (!instrument) return false
  const placed = row.createdAt.toISOString().slice(0, 10)
  if (instrument.splits.some((split) => split.day >= placed)) return true
  if (instrument.dividendYield <= 0) return false
  const last = deps.market.provider.dividendCalendar(row.code, at).last
  return last !== null && last.day >= placed
}

/** The dividends and splits of some orders, by order id, oldest first. */
async function actionsOf(deps: PositionDeps, orderIds: number[]) {
  const byOrder = new Map<number, PositionActions>()
  if (orderIds.length === 0) return byOrder
  const entry = (id: number) => {
    const found = byOrder.get(id) ?? { netDividendsMinor: 0n, list: [] }
    byOrder.set(id, found)
    return found
  }
  const splits = await deps.db
    .select()
    .from(positionSplits)
    .where(inArray(positionSplits.orderId, orderIds))
  for (const s of splits) {
    const { lotsBefore, lotsAfter, priceBefore, priceAfter, ratio, day } = s
    entry(s.orderId).list.push({
      kind: 'split',
      day,
      ratio,
      lotsBefore,
      lotsAfter,
      priceBefore,
      priceAfter,
    })
  }
  const dividends = await deps.db
    .select()
    .from(dividendPayments)
    .where(inArray(dividendPayments.orderId, orderIds))
    .orderBy(asc(dividendPayments.exDay))
  for (const d of dividends) {
    const net =
      d.grossMinor === null ? null : paidDividendNet(d.direction, d.grossMinor, d.taxMinor ?? 0n)
    const found = entry(d.orderId)
    if (net !== null) found.netDividendsMinor += net
    found.list.push({
      kind: 'dividend',
      day: d.exDay,
      payDay: d.payDay,
      state: d.state,
      lots: d.lots,
      cashPerShare: d.cashPerShare,
      gross: money(d.grossMinor),
      tax: money(d.taxMinor),
      net: money(net),
    })
  }
  for (const found of byOrder.values()) found.list.sort((a, b) => a.day.localeCompare(b.day))
  return byOrder
}

/**
 * An order as the API shows it, with every field of spec §3 Order/position. `yingkui` is the gain
 * or loss at the last price while the position is open, and the realised one once it is closed;
 * `actualProfit` is what the user keeps after every fee and duty; `now` is the server's clock,
 * which decides on the screen whether the lock has passed (spec §4 Selling).
 */
export function toPosition(
  row: OrderRow,
  lastPrice: string | null,
  now: number,
  actions: PositionActions = NO_ACTIONS,
  decimals = 2,
): Position {
  const state = orderStateOf(row)
  const open = OPEN_POSITION_STATES.includes(state)
  const watched = isWatchedState(state)
  const amount = row.amountMinor
  const floating =
    open && amount !== null && lastPrice !== null
      ? profitMinor(amount, lastPrice, row.lots, row.direction)
      : null
  const yingkui = state === 'closed' ? row.profitMinor : floating
  const fee = (row.openFeeMinor ?? 0n) + (row.closeFeeMinor ?? 0n)
  const stampDuty = (row.openStampDutyMinor ?? 0n) + (row.closeStampDutyMinor ?? 0n)
  const dividends = actions.netDividendsMinor
  return {
    orderNo: row.orderNo,
    code: row.code,
    name: row.name,
    market: row.market,
    board: oneOf(BOARDS, row.board, 'board'),
    currency: oneOf(TRADE_CURRENCIES, row.currency, 'order currency'),
    businessType: row.businessType,
    direction: row.direction,
    priceType: row.priceType,
    state,
    limitPrice: row.limitPrice,
    lots: row.lots,
    leverage: row.leverage,
    createdAt: row.createdAt.toISOString(),
    buyTime: iso(row.filledAt),
    buyPrice: row.fillPrice ?? row.limitPrice ?? row.stopPrice,
    confirmedPrice: row.fillPrice,
    amount: money(amount),
    margin: money(row.marginMinor),
    frozen: orderHasTag(state, 'unfilled') ? money(row.frozenMinor) : null,
    lastPrice: open ? lastPrice : null,
    marketValue:
      open && lastPrice !== null ? money(productMinor(lastPrice, String(row.lots))) : null,
    fee: minorToDecimal(fee),
    stampDuty: minorToDecimal(stampDuty),
    sellTime: iso(row.closedAt),
    sellPrice: row.closePrice,
    lockUntil: iso(row.lockUntil),
    closeRequestedAt: iso(row.closeRequestedAt),
    cancelledAt: iso(row.cancelledAt),
    yingkui: money(yingkui),
    dividends: minorToDecimal(dividends),
    actualProfit:
      state === 'closed' && yingkui !== null ? money(yingkui - fee - stampDuty + dividends) : null,
    corporateActions: actions.list,
    // Only where the risk sweep watches it: a close waiting for the market is settled first.
    closeOutPrice:
      watched && amount !== null ? closeOutPrice(exposureOf(row), levelsOf(row), decimals) : null,
    marginCall: open && row.riskState === 'marginCall',
    closeReason: row.closeReason,
    stopPrice: row.stopPrice,
    triggered: row.triggeredAt !== null,
    stopLoss: row.stopLoss,
    trailPercent: row.trailPercent,
    takeProfit: row.takeProfit,
    now,
  }
}

/** An order as a position at its instrument's last price at `at` (none for one not quoted). */
function positionAt(
  deps: PositionDeps,
  row: OrderRow,
  at: number,
  actions: PositionActions | undefined,
): Position {
  const instrument = deps.market.provider.instrument(row.code)
  const last = instrument ? lastPriceOf(deps.market.provider, instrument, at) : null
  return toPosition(row, last, at, actions, instrument?.decimals)
}

/** Orders as positions with their dividends and splits, all priced at one instant of the server's clock. */
async function withPrices(deps: PositionDeps, rows: OrderRow[]): Promise<Position[]> {
  const at = deps.clock.now().getTime()
  const actions = await actionsOf(
    deps,
    rows.filter((row) => mayHaveActions(deps, row, at)).map((row) => row.id),
  )
  return rows.map((row) => positionAt(deps, row, at, actions.get(row.id)))
}

async function positionsWhere(
  deps: PositionDeps,
  where: SQL | undefined,
  page: number,
  size: number,
): Promise<Position[]> {
  // Read after any split that took effect, so lots and prices are on the quotes' basis.
  await ensureSplitsApplied(deps)
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size)
    .offset((page - 1) * size)
  return withPrices(deps, rows)
}

/** The query of trade/userstocklist, which every list screen repeats, prepared. */
const prepareOpenPositions = (db: Database) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.market, sql.placeholder('market')),
        inArray(orders.state, [...POSITION_TABS.holdings.states]),
        // A strategy's positions are shown with its allocation, not among a person's (issue 20).
        eq(orders.funding, 'balance'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('open_positions')

const openPositionQueries = new WeakMap<Database, ReturnType<typeof prepareOpenPositions>>()

/**
 * spec §7 trade/userstocklist: the user's open positions in a market, newest first. Its query is
 * built once per database (issue 17: building it was a tenth of the call on PGlite).
 */
export async function openPositions(
  deps: PositionDeps,
  userId: number,
  query: { type: Market; page: number; size: number },
): Promise<Position[]> {
  await ensureSplitsApplied(deps)
  const prepared = openPositionQueries.get(deps.db) ?? prepareOpenPositions(deps.db)
  openPositionQueries.set(deps.db, prepared)
  const rows = await prepared.execute({
    userId,
    market: query.type,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  })
  return withPrices(deps, rows)
}

/** The orders of one positions tab (spec §2 Positions), newest first, one page and the total. */
export async function tabPositions(
  deps: PositionDeps,
  userId: number,
  query: {
    type: Market
    tab: PositionTab
    businessType?: BusinessType | undefined
    page: number
    size: number
  },
) {
  const tab = POSITION_TABS[query.tab]
  const where = and(
    eq(orders.userId, userId),
    eq(orders.market, query.type),
    inArray(orders.state, [...tab.states]),
    eq(orders.funding, 'balance'),
    tab.boards ? inArray(orders.board, [...tab.boards]) : undefined,
    query.businessType ? eq(orders.businessType, query.businessType) : undefined,
  )
  const list = await positionsWhere(deps, where, query.page, query.size)
  const total = await deps.db.$count(orders, where)
  return { list, total, page: query.page, size: query.size }
}

/** One of the user's orders; another user's is as missing as one that never existed. */
export async function positionOf(
  deps: PositionDeps,
  userId: number,
  orderNo: string,
): Promise<Position> {
  await ensureSplitsApplied(deps)
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
  if (!row) throw new ApiRefusal('order.missing')
  const [position] = await withPrices(deps, [row])
  return position!
}
