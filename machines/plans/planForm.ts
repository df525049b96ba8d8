import { compareDecimal } from '../decimal.ts'
import { defineGate, type GateCheck } from '../gate.ts'
import { decimalToMinor } from '../money.ts'
import {
  PLAN_MAX_CONTRIBUTION,
  PLAN_MAX_INSTRUMENTS,
  PLAN_MIN_WEIGHT,
  PLAN_MONTH_DAY_MAX,
  PLAN_NAME_MAX,
  PLAN_WEEKDAY_MAX,
  PLAN_WEIGHT_TOTAL,
  type PlanSchedule,
} from './planRules.ts'

/** One instrument of a plan as the form holds it. */
export interface PlanSliceFacts {
  code: string
  /** Its target weight in percent, as typed with a dot ("12.5"). */
  weight: string
  /** The currency it trades in (null for one that has none: an index, a forex rate). */
  currency: string | null
  /** A share or ETF open for trading now: not suspended or delisted (decision 0073). */
  buyable: boolean
}

/** What decides whether a plan is created or changed as the form stands (plans/create, plans/edit). */
export interface PlanFormFacts {
  noTrade: boolean
  name: string
  slices: PlanSliceFacts[]
  /** The contribution, as typed with a dot and nothing around it ("50.00"). */
  amount: string
  minContribution: string
  schedule: PlanSchedule
  /** The weekday (1 Monday … 5 Friday) of a weekly plan, the month's day of a monthly one. */
  runDay: number
}

const WEIGHT = /^\d{1,3}(\.\d)?$/
/** A weight in tenths of a percent, or null when it is not one (more decimals, not a number). */
export const tenthsOf = (weight: string) =>
  WEIGHT.test(weight) ? Math.round(Number(weight) * 10) : null
const weightOk = (weight: string) => {
  const tenths = tenthsOf(weight)
  return tenths !== null && compareDecimal(weight, PLAN_MIN_WEIGHT) >= 0 && tenths <= 1000
}
type AmountFacts = Pick<PlanFormFacts, 'amount'>
const amountMinor = (f: AmountFacts) => decimalToMinor(f.amount)
// decimalToMinor reads at most two decimals: anything else is no amount (null, taken as 0).
const amountOk = (f: AmountFacts) => {
  const minor = amountMinor(f) ?? 0n
  return minor > 0n && minor <= (decimalToMinor(PLAN_MAX_CONTRIBUTION) ?? 0n)
}

// spec §6 Account restrictions: an account barred from trading cannot invest through a plan either
export const planBarred = (f: Pick<PlanFormFacts, 'noTrade'>) => f.noTrade
// not in the spec (decision 0073): a name of 1 to 40 characters
export const planNameInvalid = (f: PlanFormFacts) =>
  f.name.trim().length === 0 || [...f.name.trim()].length > PLAN_NAME_MAX
// not in the spec (decision 0073): a plan holds at least one instrument
export const planEmpty = (f: PlanFormFacts) => f.slices.length === 0
// not in the spec (issue 52): up to 20 instruments
export const planTooManyInstruments = (f: PlanFormFacts) => f.slices.length > PLAN_MAX_INSTRUMENTS
// not in the spec (decision 0073): each instrument once
export const planInstrumentTwice = (f: PlanFormFacts) =>
  new Set(f.slices.map((s) => s.code)).size !== f.slices.length
// not in the spec (issue 52): the instruments of one market's currency
export const planMixedCurrencies = (f: PlanFormFacts) => {
  const currencies = new Set(f.slices.map((s) => s.currency))
  return currencies.size > 1 || currencies.has(null)
}
// not in the spec (issue 52, decision 0073): an instrument that can be bought, a share or ETF trading
export const planInstrumentNotBuyable = (f: PlanFormFacts) => f.slices.some((s) => !s.buyable)
// not in the spec (decision 0073): each weight at least 1 %, with at most one decimal
export const planWeightInvalid = (f: PlanFormFacts) => f.slices.some((s) => !weightOk(s.weight))
// not in the spec (issue 52): the weights sum to 100 %
export const planWeightsNotFull = (f: PlanFormFacts) =>
  f.slices.reduce((sum, s) => sum + (tenthsOf(s.weight) ?? 0), 0) !== Number(PLAN_WEIGHT_TOTAL) * 10
// not in the spec (decision 0073): an amount above zero with at most two decimals, at most 1,000,000
export const planAmountInvalid = (f: AmountFacts) => !amountOk(f)
// not in the spec (issue 52): the minimum contribution (the console's setting)
export const planBelowMinimum = (f: Pick<PlanFormFacts, 'amount' | 'minContribution'>) =>
  amountOk(f) && compareDecimal(f.amount, f.minContribution) < 0
// not in the spec (decision 0073): a weekday Monday to Friday, or a month's day 1 to 28
export const planRunDayInvalid = (f: PlanFormFacts) =>
  !Number.isInteger(f.runDay) ||
  f.runDay < 1 ||
  f.runDay > (f.schedule === 'monthly' ? PLAN_MONTH_DAY_MAX : PLAN_WEEKDAY_MAX)

/** The bar on trading, checked first by the plan form and by a one-off amount (oneOff.ts). */
export const BARRED: GateCheck<Pick<PlanFormFacts, 'noTrade'>> = {
  state: 'barred',
  code: 'trade.noTrade',
  blocks: { name: 'planBarred', test: planBarred },
  description: 'The operator barred this account from trading.',
  beforeForm: true,
}

/** The contribution's checks, shared by the plan form and a one-off amount (oneOff.ts). */
export const AMOUNT_CHECKS: GateCheck<Pick<PlanFormFacts, 'amount' | 'minContribution'>>[] = [
  {
    state: 'amountInvalid',
    code: 'plans.amountInvalid',
    blocks: { name: 'planAmountInvalid', test: planAmountInvalid },
    description: 'No amount, more than two decimals, or over 1,000,000.',
  },
  {
    state: 'belowMinimum',
    code: 'plans.belowMinimum',
    blocks: { name: 'planBelowMinimum', test: planBelowMinimum },
    description: 'Less than the minimum contribution.',
  },
]

/** A savings plan as the form stands (issue 52, decision 0073): the checks in the order a user meets them. */
export const planFormGate = defineGate<PlanFormFacts>(
  'planFormGate',
  'Decides whether a savings plan is saved: trading allowed, a name, 1 to 20 instruments each once, of one currency and open for trading, weights of at least 1 % making 100 %, a contribution of at least the minimum, a run day the schedule has (issue 52, decision 0073).',
  [
    BARRED,
    {
      state: 'nameInvalid',
      code: 'plans.nameInvalid',
      blocks: { name: 'planNameInvalid', test: planNameInvalid },
      description: 'No name, or one longer than 40 characters.',
    },
    {
      state: 'empty',
      code: 'plans.empty',
      blocks: { name: 'planEmpty', test: planEmpty },
      description: 'No instrument chosen yet.',
    },
    {
      state: 'tooMany',
      code: 'plans.tooMany',
      blocks: { name: 'planTooManyInstruments', test: planTooManyInstruments },
      description: 'More than 20 instruments.',
    },
    {
      state: 'twice',
      code: 'plans.twice',
      blocks: { name: 'planInstrumentTwice', test: planInstrumentTwice },
      description: 'The same instrument twice.',
    },
    {
      state: 'mixedCurrencies',
      code: 'plans.mixedCurrencies',
      blocks: { name: 'planMixedCurrencies', test: planMixedCurrencies },
      description: 'Instruments in more than one currency.',
    },
    {
      state: 'notBuyable',
      code: 'plans.notBuyable',
      blocks: { name: 'planInstrumentNotBuyable', test: planInstrumentNotBuyable },
      description:
        'An instrument that cannot be bought now (suspended, delisted, not a share or ETF).',
    },
    {
      state: 'weightInvalid',
      code: 'plans.weightInvalid',
      blocks: { name: 'planWeightInvalid', test: planWeightInvalid },
      description: 'A weight under 1 %, over 100 % or with more than one decimal.',
    },
    {
      state: 'weightsNotFull',
      code: 'plans.weightsNotFull',
      blocks: { name: 'planWeightsNotFull', test: planWeightsNotFull },
      description: 'The weights do not add up to 100 %.',
    },
    ...AMOUNT_CHECKS,
    {
      state: 'runDayInvalid',
      code: 'plans.runDayInvalid',
      blocks: { name: 'planRunDayInvalid', test: planRunDayInvalid },
      description: 'Not a weekday (weekly plans) or not a day 1 to 28 (monthly plans).',
    },
  ],
)
