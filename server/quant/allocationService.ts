import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { decimalToMinor, minorToDecimal } from '../../machines/money.ts'
import { type AllocationState, allocationMachine } from '../../machines/quant/allocation.ts'
import { allocationInput, type QuantStrategies } from '../../machines/quant/strategyCalls.ts'
import type { SessionUser } from '../auth/sessions.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { newestFirstPage } from '../db/newestFirst.ts'
import { balances, orders, quantAllocations, quantStrategies } from '../db/schema.ts'
import { log } from '../log.ts'
import { stepEntity } from '../money/entity.ts'
import { collisionAnswered } from '../money/idempotency.ts'
import { lockBalance, move, post } from '../money/ledger.ts'
import { lockRows, moneyTransaction, type Tx } from '../money/transaction.ts'
import { newOrderNo } from '../trading/orderNo.ts'
import {
  type AllocationRow,
  allocationFigures,
  allocationView,
  orderLegsOf,
  ordersOfAllocations,
  type StrategyRow,
  strategyOrderView,
} from './allocationBook.ts'
import { runAllocation } from './strategyJob.ts'
import { allStrategies, strategyView } from './strategyShelf.ts'

type QuantDeps = Pick<Deps, 'db' | 'clock' | 'market'>
type Db = Deps['db'] | Tx

/** The states in which an allocation's money is in its strategy. */
const ACTIVE: AllocationState[] = ['running', 'stopping']

async function activeAllocations(db: Db, userId: number) {
  return db
    .select()
    .from(quantAllocations)
    .where(
      and(eq(quantAllocations.userId, userId), inArray(quantAllocations.state, ACTIVE as never)),
    )
}

const mineOf = (rows: readonly AllocationRow[], strategyId: number) => {
  const row = rows.find((r) => r.strategyId === strategyId)
  return row ? { allocationNo: row.allocationNo, state: row.state } : null
}

/** quant/strategies: the shelf, each with its record and the user's allocation in it. */
export async function quantStrategyShelf(
  deps: QuantDeps,
  user: SessionUser,
): Promise<QuantStrategies> {
  const mine = await activeAllocations(deps.db, user.id)
  const rows = (await allStrategies(deps.db)).filter(
    (row) => row.onShelf || mine.some((m) => m.strategyId === row.id),
  )
  const held = await deps.db.select().from(balances).where(eq(balances.userId, user.id))
  const available = (currency: string) =>
    minorToDecimal(held.find((b) => b.currency === currency)?.quantMinor ?? 0n)
  return {
    list: rows.map((row) => strategyView(deps, row, mineOf(mine, row.id))),
    available: { EUR: available('EUR'), USD: available('USD') },
    facts: { noTrade: user.noTrade },
  }
}

async function strategyOf(db: Db, id: number): Promise<StrategyRow> {
  const [row] = await db.select().from(quantStrategies).where(eq(quantStrategies.id, id))
  if (!row) throw new ApiRefusal('quant.strategyMissing')
  return row
}

async function earlierAllocation(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select({ allocationNo: quantAllocations.allocationNo, state: quantAllocations.state })
    .from(quantAllocations)
    .where(and(eq(quantAllocations.userId, userId), eq(quantAllocations.requestId, requestId)))
  return row ?? null
}

/**
 * quant/allocate: the user's balance row in the strategy's currency is locked, the gate runs on
 * its quant funds and the user's allocations read under that lock, then the allocation's row and
 * its ledger leg (quant → in trading) are written together. Its strategy acts at once (outside the
 * transaction: an order is a transaction of its own).
 */
export async function allocate(
  deps: QuantDeps,
  user: SessionUser,
  form: { strategyId: number; amount: string; requestId?: string | undefined },
) {
  const earlier = (requestId: string) => earlierAllocation(deps.db, user.id, requestId)
  const strategy = await strategyOf(deps.db, form.strategyId)
  const placed = await collisionAnswered(form.requestId, earlier, () =>
    moneyTransaction(deps.db, async (tx) => {
      const balance = await lockBalance(tx, user.id, strategy.currency)
      const answered = form.requestId ? await earlierAllocation(tx, user.id, form.requestId) : null
      if (answered) return answered
      const mine = await activeAllocations(tx, user.id)
      enforce(
        allocationInput(
          form,
          {
            onShelf: strategy.onShelf,
            minAmount: minorToDecimal(strategy.minAmountMinor),
            currency: strategy.currency,
            mine: mineOf(mine, strategy.id),
          },
          { available: minorToDecimal(balance.quantMinor), facts: { noTrade: user.noTrade } },
        ),
      )
      const amountMinor = decimalToMinor(form.amount.trim())!
      const now = deps.clock.now()
      const state = stepEntity(
        allocationMachine,
        { state: 'toAllocate' as AllocationState },
        { type: 'allocation.start' },
        // a refused first step is our fault: common.invalid would name a {field} (issue 48)
        'common.busy',
      ) as AllocationRow['state']
      const allocationNo = newOrderNo('A', now)
      await tx.insert(quantAllocations).values({
        allocationNo,
        userId: user.id,
        strategyId: strategy.id,
        requestId: form.requestId ?? null,
        currency: strategy.currency,
        amountMinor,
        state,
        createdAt: now,
      })
      await post(
        tx,
        { userId: user.id, currency: strategy.currency, orderNo: allocationNo, at: now },
        move('quant', 'quantTrading', 'quantTransfer', amountMinor),
      )
      return { allocationNo, state }
    }),
  )
  await actNow(deps, placed.allocationNo)
  return placed
}

/** The strategy's job for one allocation, right after its owner's call; a failure waits for the job. */
async function actNow(deps: QuantDeps, allocationNo: string) {
  try {
    await runAllocation(deps, allocationNo)
  } catch (error) {
    log.warn({ err: error, allocationNo }, 'strategy did not act at once; its job will')
  }
}

async function usersAllocation(db: Db, userId: number, allocationNo: string) {
  const [row] = await db
    .select()
    .from(quantAllocations)
    .where(
      and(eq(quantAllocations.allocationNo, allocationNo), eq(quantAllocations.userId, userId)),
    )
  if (!row) throw new ApiRefusal('quant.missing')
  return row
}

/**
 * quant/stop: under the owner's balance lock and the allocation's row lock, the machine moves it
 * to stopping; the job closes its positions (now when their market is open, else at its next
 * session) and returns the money when none is left open.
 */
export async function stopAllocation(deps: QuantDeps, user: SessionUser, allocationNo: string) {
  const peek = await usersAllocation(deps.db, user.id, allocationNo)
  const stopped = await moneyTransaction(deps.db, async (tx) => {
    await lockBalance(tx, user.id, peek.currency)
    const [row] = await lockRows(tx, quantAllocations, eq(quantAllocations.id, peek.id))
    if (!row) throw new ApiRefusal('quant.missing')
    const state = stepEntity(allocationMachine, row, { type: 'allocation.stop' }, 'quant.stopped')
    await tx
      .update(quantAllocations)
      .set({ state, stopRequestedAt: deps.clock.now() })
      .where(eq(quantAllocations.id, row.id))
    return { allocationNo: row.allocationNo, state }
  })
  await actNow(deps, allocationNo)
  const [after] = await deps.db
    .select({ state: quantAllocations.state })
    .from(quantAllocations)
    .where(eq(quantAllocations.id, peek.id))
  return { ...stopped, state: after?.state ?? stopped.state }
}

/** The allocation's figures and curve now, from its orders, the ledger and the prices. */
async function figuresOf(deps: QuantDeps, row: AllocationRow, strategy: StrategyRow) {
  const rows = (await ordersOfAllocations(deps.db, [row.id])).get(row.id) ?? []
  const legs = await orderLegsOf(deps.db, row, rows)
  const at = deps.clock.now().getTime()
  return { rows, ...allocationFigures(deps.market.provider, row, strategy, rows, legs, at) }
}

/** quant/allocations: the user's allocations with their figures, newest first. */
export async function myAllocations(
  deps: QuantDeps,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const where = eq(quantAllocations.userId, user.id)
  const { rows, total } = await newestFirstPage(deps.db, quantAllocations, where, query)
  const strategies = new Map((await allStrategies(deps.db)).map((s) => [s.id, s]))
  const list = []
  for (const row of rows) {
    const strategy = strategies.get(row.strategyId)!
    const figures = await figuresOf(deps, row, strategy)
    list.push(allocationView(row, strategy, figures, figures.rows.length))
  }
  return { list, total, page: query.page, size: query.size }
}

/** quant/allocation: one allocation, its value day by day, its figures and every order. */
export async function allocationDetail(deps: QuantDeps, user: SessionUser, allocationNo: string) {
  const row = await usersAllocation(deps.db, user.id, allocationNo)
  const strategy = await strategyOf(deps.db, row.strategyId)
  const figures = await figuresOf(deps, row, strategy)
  const named = { allocationNo: row.allocationNo, strategyName: strategy.name }
  return {
    allocation: allocationView(row, strategy, figures, figures.rows.length),
    curve: figures.curve,
    orders: [...figures.rows].reverse().map((order) => strategyOrderView(order, named)),
  }
}

/** quant/orders: every order the user's strategies placed, newest first. */
export async function myStrategyOrders(
  deps: QuantDeps,
  user: SessionUser,
  query: { page: number; size: number },
) {
  const where = and(eq(orders.userId, user.id), eq(orders.funding, 'quant'))
  const rows = await deps.db
    .select({
      order: orders,
      allocationNo: quantAllocations.allocationNo,
      strategyName: quantStrategies.name,
    })
    .from(orders)
    .innerJoin(quantAllocations, eq(quantAllocations.id, orders.allocationId))
    .innerJoin(quantStrategies, eq(quantStrategies.id, quantAllocations.strategyId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const [total] = await deps.db.select({ n: count() }).from(orders).where(where)
  return {
    list: rows.map((r) => strategyOrderView(r.order, r)),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}
