import { and, eq, inArray, sum } from 'drizzle-orm'
import { addDays, dayStartSeconds } from '../../machines/calendar/holidays.ts'
import { strategyCodes } from '../../machines/follow/strategy.ts'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import {
  type AllocationOrder,
  allocationCurve,
  curveFigures,
  type Mark,
  valueAt,
} from '../../machines/quant/performance.ts'
import type { StrategyHolding } from '../../machines/quant/rebalance.ts'
import type { QuantAllocation, StrategyOrderRecord } from '../../machines/quant/strategyCalls.ts'
import type { Deps } from '../core/deps.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { ledger, orders, quantAllocations, type quantStrategies } from '../db/schema.ts'
import type { MarketDataProvider } from '../market/provider.ts'
import { lockRows, type Tx } from '../money/transaction.ts'
import { oneOf } from '../trading/columns.ts'
import { feeRatesOf, orderStateOf } from '../trading/orderMoves.ts'
import { lastPriceOf } from '../trading/prices.ts'

/**
 * What an allocation holds, read from the ledger and its orders (issue 20): its cash is every leg
 * in the quant account's money in trading under its number (the money put in, and back at the
 * stop) or its orders' (freezes, fills, closes, fees, dividends); its positions are its orders not
 * finished. Nothing is kept twice, so the figures on the screen are the ledger's.
 */

export type AllocationRow = typeof quantAllocations.$inferSelect
export type StrategyRow = typeof quantStrategies.$inferSelect
type OrderRow = typeof orders.$inferSelect
type Db = Deps['db'] | Tx

const UNFINISHED = ['pending', 'locked', 'holding', 'readyToClose'] as const
const DAY_MS = 86_400_000

/** The orders of these allocations, by allocation id, oldest first. */
export async function ordersOfAllocations(db: Db, ids: readonly number[]) {
  const byAllocation = new Map<number, OrderRow[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byAllocation
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.allocationId, [...ids]))
    .orderBy(orders.id)
  for (const row of rows) byAllocation.get(row.allocationId!)?.push(row)
  return byAllocation
}

/**
 * Each allocation's cash: the sum of its legs and its orders' legs in the money in trading, by
 * allocation id, in one grouped read of the owners' ledger rows.
 */
export async function cashOfAllocations(
  db: Db,
  rows: readonly AllocationRow[],
  ordersBy: ReadonlyMap<number, readonly OrderRow[]>,
) {
  const owner = new Map<string, number>()
  for (const row of rows) {
    owner.set(row.allocationNo, row.id)
    for (const order of ordersBy.get(row.id) ?? []) owner.set(order.orderNo, row.id)
  }
  const cash = new Map<number, bigint>(rows.map((row) => [row.id, 0n]))
  if (rows.length === 0) return cash
  const sums = await db
    .select({ orderNo: ledger.orderNo, total: sum(ledger.amountMinor) })
    .from(ledger)
    .where(
      and(
        inArray(ledger.userId, [...new Set(rows.map((r) => r.userId))]),
        inArray(ledger.currency, [...new Set(rows.map((r) => r.currency))]),
        eq(ledger.bucket, 'quantTrading'),
        inArray(ledger.orderNo, [...owner.keys()]),
      ),
    )
    .groupBy(ledger.orderNo)
  for (const { orderNo, total } of sums) {
    const id = owner.get(orderNo ?? '')
    if (id !== undefined) cash.set(id, (cash.get(id) ?? 0n) + BigInt(total ?? 0))
  }
  return cash
}

/**
 * The allocation whose strategy is placing an order, locked (after its owner's balance row, the
 * lock order), and the money it has to trade: its own cash, not the whole money in trading (another
 * allocation's is not its to spend). One that is no longer running places nothing (issue 20:
 * a stop settling while the job places an entry would leave an order no one closes).
 */
export async function allocationFundsInTx(tx: Tx, allocationId: number) {
  const [row] = await lockRows(tx, quantAllocations, eq(quantAllocations.id, allocationId))
  if (row?.state !== 'running') throw new ApiRefusal('quant.stopped')
  const ordersBy = await ordersOfAllocations(tx, [row.id])
  return (await cashOfAllocations(tx, [row], ordersBy)).get(row.id) ?? 0n
}

/** An order as the performance functions read it. */
export const performanceOrder = (row: OrderRow): AllocationOrder => ({
  code: row.code,
  direction: row.direction,
  lots: row.lots,
  frozenMinor: row.frozenMinor,
  amountMinor: row.amountMinor,
  marginMinor: row.marginMinor,
  rates: feeRatesOf(row),
  createdAt: row.createdAt.getTime(),
  filledAt: row.filledAt?.getTime() ?? null,
  closedAt: row.closedAt?.getTime() ?? null,
  cancelledAt: row.cancelledAt?.getTime() ?? null,
})

/** The orders not finished, as the rebalance reads them. */
export function holdingsOf(rows: readonly OrderRow[]): StrategyHolding[] {
  return rows.flatMap((row) => {
    const state = orderStateOf(row)
    return (UNFINISHED as readonly string[]).includes(state)
      ? [{ orderNo: row.orderNo, code: row.code, state: oneOf(UNFINISHED, state, 'holding state') }]
      : []
  })
}

/** The last price of each code at `at` (null when the exchange has none). */
export function lastPrices(provider: MarketDataProvider, codes: Iterable<string>, at: number) {
  const prices: Record<string, string | null> = {}
  for (const code of codes) {
    const instrument = provider.instrument(code)
    prices[code] = instrument ? lastPriceOf(provider, instrument, at) : null
  }
  return prices
}

const defined = (prices: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(prices).filter(([, p]) => p !== null)) as Mark['prices']

/** What the allocation is worth at `at`: its cash and its orders at the last prices. */
export function equityOf(
  provider: MarketDataProvider,
  cashMinor: bigint,
  rows: readonly OrderRow[],
  at: number,
) {
  const prices = lastPrices(provider, new Set(rows.map((r) => r.code)), at)
  return valueAt(cashMinor, rows.map(performanceOrder), at, defined(prices))
}

/**
 * The marks of an allocation's curve: the end of each trading day of its strategy's first
 * instrument since it started, each instrument at that day's close (as traded, not adjusted: the
 * orders were filled at traded prices), then now (or the stop) at the last prices.
 */
function marksOf(
  provider: MarketDataProvider,
  row: AllocationRow,
  codes: readonly string[],
  at: number,
): Mark[] {
  const end = row.stoppedAt?.getTime() ?? at
  const from = row.createdAt.toISOString().slice(0, 10)
  const to = new Date(end).toISOString().slice(0, 10)
  const closes = new Map<string, Array<{ day: string; close: string }>>()
  for (const code of codes) {
    const instrument = provider.instrument(code)
    if (!instrument) continue
    // From a week before: a share that does not trade on the first days has its last close.
    const days = provider.dailyCloses(code, addDays(from, -7), to)
    closes.set(
      code,
      days.map((d) => ({ day: d.day, close: d.close.toFixed(instrument.decimals) })),
    )
  }
  const days = (closes.get(codes[0] ?? '') ?? []).map((d) => d.day).filter((d) => d >= from)
  // Each code at its last close on or before the day (another calendar's holiday or weekend).
  const next = new Map(codes.map((code) => [code, 0]))
  const last = new Map<string, string>()
  // Finished days only: today's bar is still moving, and "now" is the curve's last point.
  const marks: Mark[] = days
    .map((day) => {
      for (const [code, series] of closes) {
        let k = next.get(code)!
        while (k < series.length && series[k]!.day <= day) last.set(code, series[k++]!.close)
        next.set(code, k)
      }
      return {
        day,
        at: dayStartSeconds(day) * 1000 + DAY_MS - 1,
        prices: Object.fromEntries(codes.map((code) => [code, last.get(code)])),
      }
    })
    .filter((mark) => mark.at < end)
  const now = row.stoppedAt ? {} : defined(lastPrices(provider, codes, at))
  marks.push({ day: new Date(end).toISOString().slice(0, 10), at: end, prices: now })
  return marks.filter((m) => m.at >= row.createdAt.getTime())
}

/**
 * The allocation's value day by day from its start, and its figures now: value, profit after
 * every fee, return and the largest drawdown of the curve.
 */
export function allocationFigures(
  provider: MarketDataProvider,
  row: AllocationRow,
  strategy: StrategyRow,
  rows: readonly OrderRow[],
  legs: ReadonlyArray<{ at: number; amountMinor: bigint }>,
  at: number,
) {
  const codes = [...new Set([...strategyCodes(strategy.rule), ...rows.map((r) => r.code)])]
  const curve = allocationCurve({
    amountMinor: row.amountMinor,
    legs,
    orders: rows.map(performanceOrder),
    marks: marksOf(provider, row, codes, at),
  })
  const value = curve.at(-1)?.value ?? minorToDecimal(row.amountMinor)
  return { curve, value, ...curveFigures(row.amountMinor, curve) }
}

/** The ledger legs of an allocation's orders in the money in trading, for its curve. */
export async function orderLegsOf(db: Db, row: AllocationRow, rows: readonly OrderRow[]) {
  if (rows.length === 0) return []
  const legs = await db
    .select({ at: ledger.createdAt, amountMinor: ledger.amountMinor })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, row.userId),
        eq(ledger.currency, row.currency),
        eq(ledger.bucket, 'quantTrading'),
        inArray(
          ledger.orderNo,
          rows.map((r) => r.orderNo),
        ),
      ),
    )
  return legs.map((l) => ({ at: l.at.getTime(), amountMinor: l.amountMinor }))
}

/** An allocation as its owner sees it. */
export function allocationView(
  row: AllocationRow,
  strategy: StrategyRow,
  figures: { value: string; totalReturn: string; maxDrawdown: string },
  orderCount: number,
): QuantAllocation {
  const value = row.returnedMinor !== null ? minorToDecimal(row.returnedMinor) : figures.value
  const profitMinor = (decimalToMinor(value) ?? row.amountMinor) - row.amountMinor
  return {
    allocationNo: row.allocationNo,
    strategyId: strategy.id,
    strategyName: strategy.name,
    currency: row.currency,
    amount: minorToDecimal(row.amountMinor),
    state: row.state,
    value,
    profit: minorToDecimal(profitMinor),
    totalReturn: figures.totalReturn,
    maxDrawdown: figures.maxDrawdown,
    orderCount,
    decidedDay: row.decidedDay,
    createdAt: row.createdAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  }
}

/** One of a strategy's orders as its owner sees it. */
export function strategyOrderView(
  row: OrderRow,
  allocation: { allocationNo: string; strategyName: string },
): StrategyOrderRecord {
  const fees =
    (row.openFeeMinor ?? 0n) +
    (row.openStampDutyMinor ?? 0n) +
    (row.closeFeeMinor ?? 0n) +
    (row.closeStampDutyMinor ?? 0n)
  return {
    orderNo: row.orderNo,
    allocationNo: allocation.allocationNo,
    strategyName: allocation.strategyName,
    code: row.code,
    name: row.name,
    currency: row.currency,
    lots: row.lots,
    state: orderStateOf(row),
    fillPrice: row.fillPrice,
    closePrice: row.closePrice,
    fees: minorToDecimal(fees),
    result: row.profitMinor === null ? null : minorToDecimal(row.profitMinor - fees),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }
}
