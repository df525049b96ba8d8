import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { amountText, isoTime, money, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { BOARDS, ETF_DISTRIBUTIONS, ETF_REPLICATIONS } from '../marketData.ts'
import { type OneOffFacts, planOneOffGate } from './oneOff.ts'
import { PLAN_STATES } from './plan.ts'
import { type PlanFormFacts, planFormGate } from './planForm.ts'
import {
  PLAN_DIVIDEND_POLICIES,
  PLAN_MAX_INSTRUMENTS,
  PLAN_NAME_MAX,
  PLAN_SCHEDULES,
} from './planRules.ts'
import { PLAN_RUN_KINDS, PLAN_RUN_STATES, PLAN_SKIP_REASONS } from './run.ts'

/**
 * The calls of savings plans (issue 52): the form's terms, create and edit, a one-off, pause and
 * resume, rebalance, sell and close, my plans and one plan; the console's overview.
 */

const code = zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(16))
const day = zod.string()

/** What a plan is, as the form sends it (create and edit). Weights and amount as typed. */
const planFields = {
  name: zod.string().check(zod.maxLength(PLAN_NAME_MAX * 4)),
  slices: zod
    .array(zod.object({ code, weight: zod.string().check(zod.maxLength(8)) }))
    .check(zod.maxLength(PLAN_MAX_INSTRUMENTS * 2)),
  amount: amountText,
  schedule: zod.enum(PLAN_SCHEDULES),
  runDay: zod.int().check(zod.minimum(0), zod.maximum(99)),
  dividendPolicy: zod.enum(PLAN_DIVIDEND_POLICIES),
}
const planForm = zod.object(planFields)
export type PlanForm = zod.output<typeof planForm>

/** An instrument as the plan form knows it: what it is and whether it can be in a plan. */
const planInstrument = named(
  'PlanInstrument',
  zod.object({
    code: zod.string(),
    name: zod.string(),
    board: zod.enum(BOARDS),
    currency: zod.nullable(zod.string()),
    price: zod.nullable(zod.string()),
    /** A share or ETF trading now (decision 0073). */
    buyable: zod.boolean(),
  }),
)
export type PlanInstrument = zod.output<typeof planInstrument>

/** What the plan form reads: the minimum contribution, the account's restriction, the instruments. */
export const planTermsCall = defineCall({
  path: 'plans/terms',
  summary: 'What a savings plan form needs: the minimum contribution and the chosen instruments',
  request: zod.object({
    codes: zod.array(code).check(zod.maxLength(PLAN_MAX_INSTRUMENTS * 2)),
  }),
  answer: zod.object({
    minContribution: money,
    noTrade: zod.boolean(),
    instruments: zod.array(planInstrument),
    /** Today in the chosen instruments' market (the Spanish one before any is chosen), on the
     * server's clock: the day the first run day is counted from. */
    today: day,
  }),
  auth: true,
})
export type PlanTerms = zod.output<typeof planTermsCall.answer>

export const planCreateCall = defineCall({
  path: 'plans/create',
  summary: 'Create a savings plan: its instruments and weights, amount and schedule (issue 52)',
  request: zod.object({ ...planFields, requestId }),
  answer: zod.object({ id: zod.number(), nextRunDay: day }),
  auth: true,
  oncePerRequest: true,
})

export const planEditCall = defineCall({
  path: 'plans/edit',
  summary: 'Change a plan’s name, instruments, weights, amount, schedule or dividend choice',
  request: zod.object({ id: rowId, ...planFields }),
  answer: zod.object({ id: zod.number(), nextRunDay: day }),
  auth: true,
})

const runAnswer = zod.object({
  runId: zod.number(),
  state: zod.enum(PLAN_RUN_STATES),
  /** Why it did not fill now: it waits for the market, or was skipped (a refusal code). */
  reason: zod.nullable(zod.string()),
})

export const planContributeCall = defineCall({
  path: 'plans/contribute',
  summary: 'Add a one-off amount to a plan, bought by its weights now or at the next open',
  request: zod.object({ id: rowId, amount: amountText, requestId }),
  answer: runAnswer,
  auth: true,
  oncePerRequest: true,
})

export const planRebalanceCall = defineCall({
  path: 'plans/rebalance',
  summary: 'Sell what is above its target weight and buy what is below',
  request: zod.object({ id: rowId, requestId }),
  answer: runAnswer,
  auth: true,
  oncePerRequest: true,
})

export const planSellCall = defineCall({
  path: 'plans/sell',
  summary: 'Sell a share of every holding of a plan back to the balance',
  request: zod.object({
    id: rowId,
    percent: zod.int().check(zod.minimum(0), zod.maximum(1000)),
    requestId,
  }),
  answer: runAnswer,
  auth: true,
  oncePerRequest: true,
})

export const planCloseCall = defineCall({
  path: 'plans/close',
  summary: 'Close a plan: sell everything and return its cash to the balance',
  request: zod.object({ id: rowId, requestId }),
  answer: zod.object({ state: zod.enum(PLAN_STATES), runId: zod.number() }),
  auth: true,
  oncePerRequest: true,
})

export const planPauseCall = defineCall({
  path: 'plans/pause',
  summary: 'Stop a plan’s schedule (paused again: answered as it is)',
  request: zod.object({ id: rowId }),
  answer: zod.object({ state: zod.enum(PLAN_STATES) }),
  auth: true,
})

export const planResumeCall = defineCall({
  path: 'plans/resume',
  summary: 'Start a paused plan’s schedule again, from its next run day',
  request: zod.object({ id: rowId }),
  answer: zod.object({ state: zod.enum(PLAN_STATES), nextRunDay: day }),
  auth: true,
})

/** A plan as its list shows it; money in the plan's currency. */
const planSummary = named(
  'PlanSummary',
  zod.object({
    id: zod.number(),
    name: zod.string(),
    currency: zod.string(),
    state: zod.enum(PLAN_STATES),
    amount: money,
    schedule: zod.enum(PLAN_SCHEDULES),
    runDay: zod.number(),
    dividendPolicy: zod.enum(PLAN_DIVIDEND_POLICIES),
    /** The next run day while active, else null. */
    nextRunDay: zod.nullable(day),
    /** Holdings at the last price plus the plan's cash. */
    value: money,
    cash: money,
    /** Money put in less money taken out (contributions, sales, payouts). */
    netInvested: money,
    /** Value less net invested: what the plan gained or lost after every fee. */
    profit: money,
    /** Fees and stamp duty paid so far. */
    fees: money,
    instruments: zod.number(),
  }),
)
export type PlanSummary = zod.output<typeof planSummary>

export const planListCall = defineCall({
  path: 'plans/list',
  summary: 'My savings plans, open ones first',
  request: zod.object({}),
  answer: zod.object({ list: zod.array(planSummary) }),
  auth: true,
})

const planHolding = zod.object({
  code: zod.string(),
  name: zod.string(),
  /** The target weight in percent ("12.5"). */
  target: zod.string(),
  /** Millionths of a share, as a decimal string with six places. */
  quantity: zod.string(),
  price: zod.nullable(zod.string()),
  value: money,
  /** Its share of the holdings' value, in percent with one decimal. */
  actual: zod.string(),
  cost: money,
})

const planRun = named(
  'PlanRun',
  zod.object({
    id: zod.number(),
    kind: zod.enum(PLAN_RUN_KINDS),
    state: zod.enum(PLAN_RUN_STATES),
    day: day,
    /** Money in (a contribution) or the share sold, as the run asked. */
    amount: money,
    percent: zod.nullable(zod.number()),
    reason: zod.nullable(zod.enum(PLAN_SKIP_REASONS)),
    /** What it bought and sold, and what that cost. */
    bought: money,
    sold: money,
    fees: money,
    createdAt: isoTime,
    executedAt: zod.nullable(isoTime),
  }),
)
export type PlanRun = zod.output<typeof planRun>

export const planDetailCall = defineCall({
  path: 'plans/detail',
  summary: 'One plan: its holdings against their targets, its return after fees, its runs',
  request: zod.object({ id: rowId }),
  answer: zod.object({
    plan: planSummary,
    holdings: zod.array(planHolding),
    /** The next run days on the schedule (five of them) while active. */
    upcoming: zod.array(day),
    runs: zod.array(planRun),
    /** Money-weighted yearly return after fees, in percent; null until a run filled a while. */
    moneyWeightedReturn: zod.nullable(zod.string()),
    /** Value less net invested: the plan's gain or loss after every fee. */
    profit: money,
  }),
  auth: true,
})
export type PlanDetail = zod.output<typeof planDetailCall.answer>

/** The console's overview of every plan (issue 52 item 5). */
export const adminPlanListCall = defineCall({
  path: 'plans/overview',
  summary: 'Every savings plan with its owner, state, value and last run',
  request: zod.object({
    state: zod.optional(zod.enum(PLAN_STATES)),
    page: zod._default(zod.int().check(zod.minimum(1), zod.maximum(100_000)), 1),
    size: zod._default(zod.int().check(zod.minimum(1), zod.maximum(100)), 20),
  }),
  answer: zod.object({
    list: zod.array(
      zod.object({
        ...planSummary.shape,
        account: zod.string(),
        lastRunState: zod.nullable(zod.enum(PLAN_RUN_STATES)),
        lastRunDay: zod.nullable(day),
      }),
    ),
    total: zod.number(),
    page: zod.number(),
    size: zod.number(),
  }),
  auth: 'admin',
})

const etfFacts = zod.object({
  issuer: zod.string(),
  index: zod.string(),
  ter: zod.string(),
  replication: zod.enum(ETF_REPLICATIONS),
  distribution: zod.enum(ETF_DISTRIBUTIONS),
  fundSize: zod.string(),
})

/** The console's list of the exchange's ETFs with their facts (issue 52 item 5), read-only. */
export const adminEtfListCall = defineCall({
  path: 'plans/etfs',
  summary: 'The ETFs the simulated exchange lists, each with its public facts and last price',
  request: zod.object({}),
  answer: zod.object({
    list: zod.array(
      zod.object({
        code: zod.string(),
        name: zod.string(),
        market: zod.enum(['Spain', 'usd']),
        currency: zod.string(),
        price: zod.nullable(zod.string()),
        facts: etfFacts,
      }),
    ),
  }),
  auth: 'admin',
})

/**
 * The plan form's gate input, built the same way by the screen (from `plans/terms`) and by the
 * server (from the instruments it read): each slice's currency and whether it can be bought.
 */
export function planFormInput(
  form: Pick<PlanForm, 'name' | 'slices' | 'amount' | 'schedule' | 'runDay'>,
  terms: PlanTerms,
): GateInput<PlanFormFacts> {
  const known = new Map(terms.instruments.map((i) => [i.code, i]))
  return {
    gate: planFormGate,
    facts: {
      noTrade: terms.noTrade,
      name: form.name,
      slices: form.slices.map((s) => ({
        code: s.code,
        weight: s.weight.trim(),
        currency: known.get(s.code)?.currency ?? null,
        buyable: known.get(s.code)?.buyable ?? false,
      })),
      amount: form.amount.trim(),
      minContribution: terms.minContribution,
      schedule: form.schedule,
      runDay: form.runDay,
    },
    params: {
      tooMany: { count: String(PLAN_MAX_INSTRUMENTS) },
      belowMinimum: { amount: terms.minContribution },
    },
  }
}

/** A one-off amount's gate input, built the same way by the plan screen and by the server. */
export function planOneOffInput(
  form: { amount: string },
  terms: Pick<PlanTerms, 'noTrade' | 'minContribution'>,
): GateInput<OneOffFacts> {
  return {
    gate: planOneOffGate,
    facts: {
      noTrade: terms.noTrade,
      amount: form.amount.trim(),
      minContribution: terms.minContribution,
    },
    params: { belowMinimum: { amount: terms.minContribution } },
  }
}
