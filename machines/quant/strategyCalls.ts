import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import {
  amountText,
  isoTime,
  money,
  pageFields,
  pageOf,
  requestId,
  rowId,
} from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'
import type { GateInput } from '../gate.ts'
import { ORDER_STATES } from '../order/machine.ts'
import { STORED_ALLOCATION_STATES } from './allocation.ts'
import { type AllocationFacts, allocationGate } from './allocationGate.ts'
import { QUANT_CURRENCIES } from './calls.ts'

/** The calls of AI quant strategies (issue 20): the shelf, allocate, stop, the allocations. */

const quantCurrency = zod.enum(QUANT_CURRENCIES)
const allocationState = zod.enum(STORED_ALLOCATION_STATES)
const allocationNo = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(40))
/** A fraction as a decimal string ("0.1234" = 12,34 %), signed where it is a result. */
const fraction = zod.string()

/**
 * What a strategy's rule did on the exchange's closes over its record window, after the trading
 * fee of each rebalance (server/follow/productRuns.ts): a record, not a promise.
 */
const strategyRecord = zod.object({
  from: zod.string(),
  asOf: zod.string(),
  totalReturn: fraction,
  maxDrawdown: fraction,
  orderCount: zod.number(),
  navs: zod.array(zod.object({ day: zod.string(), nav: zod.string() })),
})

/** A strategy as investors see it. */
export const quantStrategy = zod.object({
  id: zod.number(),
  name: zod.string(),
  currency: quantCurrency,
  rule: strategyRuleForm,
  /** The rule decides every this many trading days. */
  cycleDays: zod.number(),
  minAmount: money,
  onShelf: zod.boolean(),
  /** A strategy the back office has paused places no new orders (its positions stay). */
  enabled: zod.boolean(),
  record: strategyRecord,
  /** The user's allocation running or stopping in it, if any. */
  mine: zod.nullable(zod.object({ allocationNo: zod.string(), state: allocationState })),
})
export type QuantStrategy = zod.output<typeof quantStrategy>

export const quantStrategiesCall = defineCall({
  path: 'quant/strategies',
  summary:
    'AI quant strategies on the shelf, with what their rules did on the exchange’s closes (issue 20)',
  request: zod.object({}),
  answer: zod.object({
    list: zod.array(quantStrategy),
    /** The quant account's available funds per currency: what an allocation can take. */
    available: zod.object({ EUR: money, USD: money }),
    facts: zod.object({ noTrade: zod.boolean() }),
  }),
  auth: true,
})
export type QuantStrategies = zod.output<typeof quantStrategiesCall.answer>

export const quantAllocateCall = defineCall({
  path: 'quant/allocate',
  summary: 'Allocate quant money to a strategy: it starts trading it at once (issue 20)',
  request: zod.object({ strategyId: rowId, amount: amountText, requestId }),
  answer: zod.object({ allocationNo: zod.string(), state: allocationState }),
  auth: true,
  oncePerRequest: true,
})

export const quantStopCall = defineCall({
  path: 'quant/stop',
  summary:
    'Stop a strategy: its positions close at the next session, then the money returns to the quant account',
  request: zod.object({ allocationNo }),
  answer: zod.object({ allocationNo: zod.string(), state: allocationState }),
  auth: true,
})

/** An allocation with its figures now: what it is worth at the last prices, after every fee. */
const allocation = named(
  'StrategyAllocation',
  zod.object({
    allocationNo: zod.string(),
    strategyId: zod.number(),
    strategyName: zod.string(),
    currency: quantCurrency,
    amount: money,
    state: allocationState,
    /** Its cash plus its positions at the last price (what came back, once stopped). */
    value: money,
    profit: money,
    totalReturn: fraction,
    maxDrawdown: fraction,
    /** How many orders the strategy placed with this money. */
    orderCount: zod.number(),
    /** The close the rule was last applied to (its orders placed by it); null before the first. */
    decidedDay: zod.nullable(zod.string()),
    createdAt: isoTime,
    stoppedAt: zod.nullable(isoTime),
  }),
)
export type QuantAllocation = zod.output<typeof allocation>

/** One order a strategy placed with an allocation. */
const strategyOrder = named(
  'StrategyOrder',
  zod.object({
    orderNo: zod.string(),
    allocationNo: zod.string(),
    strategyName: zod.string(),
    code: zod.string(),
    name: zod.string(),
    currency: zod.string(),
    lots: zod.number(),
    state: zod.enum(ORDER_STATES),
    fillPrice: zod.nullable(zod.string()),
    closePrice: zod.nullable(zod.string()),
    /** Fees and stamp duty paid so far; the result after them once closed. */
    fees: money,
    result: zod.nullable(money),
    createdAt: isoTime,
    closedAt: zod.nullable(isoTime),
  }),
)
export type StrategyOrderRecord = zod.output<typeof strategyOrder>

export const quantAllocationsCall = defineCall({
  path: 'quant/allocations',
  summary: "The user's allocations to strategies with their figures, newest first",
  request: zod.object({ ...pageFields }),
  answer: pageOf(allocation),
  auth: true,
})

export const quantAllocationCall = defineCall({
  path: 'quant/allocation',
  summary:
    'One allocation: its value day by day (from the ledger and the exchange’s prices), drawdown and orders',
  request: zod.object({ allocationNo }),
  answer: zod.object({
    allocation,
    curve: zod.array(zod.object({ day: zod.string(), value: money })),
    orders: zod.array(strategyOrder),
  }),
  auth: true,
})
export type QuantAllocationDetail = zod.output<typeof quantAllocationCall.answer>

export const quantOrdersCall = defineCall({
  path: 'quant/orders',
  summary: 'Every order the user’s strategies placed, newest first (/home/quantifyRecond)',
  request: zod.object({ ...pageFields }),
  answer: pageOf(strategyOrder),
  auth: true,
})

/**
 * The allocation gate's input, built the same way by the form (from the `quant/strategies`
 * answer) and by the server (from the rows it locked). The minimum's message carries the amount
 * and the strategy's currency, which need not be the market's the user is looking at (issue 48).
 */
export function allocationInput(
  form: { amount: string },
  strategy: Pick<QuantStrategy, 'onShelf' | 'minAmount' | 'mine' | 'currency'>,
  account: { available: string; facts: { noTrade: boolean } },
): GateInput<AllocationFacts> {
  return {
    gate: allocationGate,
    facts: {
      noTrade: account.facts.noTrade,
      onShelf: strategy.onShelf,
      running: strategy.mine !== null,
      amount: form.amount,
      minAmount: strategy.minAmount,
      available: account.available,
    },
    params: { belowMinimum: { amount: strategy.minAmount, currency: strategy.currency } },
  }
}
