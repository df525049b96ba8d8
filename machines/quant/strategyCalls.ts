import * as z from 'zod/mini'
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
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'
import type { GateInput } from '../gate.ts'
import { ORDER_STATES } from '../order/machine.ts'
import { STORED_ALLOCATION_STATES } from './allocation.ts'
import { type AllocationFacts, allocationGate } from './allocationGate.ts'
import { QUANT_CURRENCIES } from './calls.ts'

/** The calls of AI quant strategies (issue 20): the shelf, allocate, stop, the allocations. */

const quantCurrency = z.enum(QUANT_CURRENCIES)
const allocationState = z.enum(STORED_ALLOCATION_STATES)
const allocationNo = z.string().check(z.trim(), z.minLength(1), z.maxLength(40))
/** A fraction as a decimal string ("0.1234" = 12,34 %), signed where it is a result. */
const fraction = z.string()

/**
 * What a strategy's rule did on the exchange's closes over its record window, after the trading
 * fee of each rebalance (server/follow/productRuns.ts): a record, not a promise.
 */
const strategyRecord = z.object({
  from: z.string(),
  asOf: z.string(),
  totalReturn: fraction,
  maxDrawdown: fraction,
  orderCount: z.number(),
  navs: z.array(z.object({ day: z.string(), nav: z.string() })),
})

/** A strategy as investors see it. */
export const quantStrategy = z.object({
  id: z.number(),
  name: z.string(),
  currency: quantCurrency,
  rule: strategyRuleForm,
  /** The rule decides every this many trading days. */
  cycleDays: z.number(),
  minAmount: money,
  onShelf: z.boolean(),
  /** A strategy the back office has paused places no new orders (its positions stay). */
  enabled: z.boolean(),
  record: strategyRecord,
  /** The user's allocation running or stopping in it, if any. */
  mine: z.nullable(z.object({ allocationNo: z.string(), state: allocationState })),
})
export type QuantStrategy = z.output<typeof quantStrategy>

export const quantStrategiesCall = defineCall({
  path: 'quant/strategies',
  summary:
    'AI quant strategies on the shelf, with what their rules did on the exchange’s closes (issue 20)',
  request: z.object({}),
  answer: z.object({
    list: z.array(quantStrategy),
    /** The quant account's available funds per currency: what an allocation can take. */
    available: z.object({ EUR: money, USD: money }),
    facts: z.object({ noTrade: z.boolean() }),
  }),
  auth: true,
})
export type QuantStrategies = z.output<typeof quantStrategiesCall.answer>

export const quantAllocateCall = defineCall({
  path: 'quant/allocate',
  summary: 'Allocate quant money to a strategy: it starts trading it at once (issue 20)',
  request: z.object({ strategyId: rowId, amount: amountText, requestId }),
  answer: z.object({ allocationNo: z.string(), state: allocationState }),
  auth: true,
})

export const quantStopCall = defineCall({
  path: 'quant/stop',
  summary:
    'Stop a strategy: its positions close at the next session, then the money returns to the quant account',
  request: z.object({ allocationNo }),
  answer: z.object({ allocationNo: z.string(), state: allocationState }),
  auth: true,
})

/** An allocation with its figures now: what it is worth at the last prices, after every fee. */
const allocation = z.object({
  allocationNo: z.string(),
  strategyId: z.number(),
  strategyName: z.string(),
  currency: quantCurrency,
  amount: money,
  state: allocationState,
  /** Its cash plus its positions at the last price (what came back, once stopped). */
  value: money,
  profit: money,
  totalReturn: fraction,
  maxDrawdown: fraction,
  /** How many orders the strategy placed with this money. */
  orderCount: z.number(),
  /** The close the rule was last applied to (its orders placed by it); null before the first. */
  decidedDay: z.nullable(z.string()),
  createdAt: isoTime,
  stoppedAt: z.nullable(isoTime),
})
export type QuantAllocation = z.output<typeof allocation>

/** One order a strategy placed with an allocation. */
const strategyOrder = z.object({
  orderNo: z.string(),
  allocationNo: z.string(),
  strategyName: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  lots: z.number(),
  state: z.enum(ORDER_STATES),
  fillPrice: z.nullable(z.string()),
  closePrice: z.nullable(z.string()),
  /** Fees and stamp duty paid so far; the result after them once closed. */
  fees: money,
  result: z.nullable(money),
  createdAt: isoTime,
  closedAt: z.nullable(isoTime),
})
export type StrategyOrderRecord = z.output<typeof strategyOrder>

export const quantAllocationsCall = defineCall({
  path: 'quant/allocations',
  summary: "The user's allocations to strategies with their figures, newest first",
  request: z.object({ ...pageFields }),
  answer: pageOf(allocation),
  auth: true,
})

export const quantAllocationCall = defineCall({
  path: 'quant/allocation',
  summary:
    'One allocation: its value day by day (from the ledger and the exchange’s prices), drawdown and orders',
  request: z.object({ allocationNo }),
  answer: z.object({
    allocation,
    curve: z.array(z.object({ day: z.string(), value: money })),
    orders: z.array(strategyOrder),
  }),
  auth: true,
})
export type QuantAllocationDetail = z.output<typeof quantAllocationCall.answer>

export const quantOrdersCall = defineCall({
  path: 'quant/orders',
  summary: 'Every order the user’s strategies placed, newest first (/home/quantifyRecond)',
  request: z.object({ ...pageFields }),
  answer: pageOf(strategyOrder),
  auth: true,
})

/**
 * The allocation gate's input, built the same way by the form (from the `quant/strategies`
 * answer) and by the server (from the rows it locked).
 */
export function allocationInput(
  form: { amount: string },
  strategy: Pick<QuantStrategy, 'onShelf' | 'minAmount' | 'mine'>,
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
  }
}
