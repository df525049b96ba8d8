/**
 * The numbers of savings plans (issue 52; decision 0073 where the issue is silent), each written
 * once: the guards, the forms, the run job and the console's defaults read them from here.
 */

/** Issue 52: a plan holds up to 20 instruments. */
export const PLAN_MAX_INSTRUMENTS = 20
/** Decision 0073: a name of 1 to 40 characters. */
export const PLAN_NAME_MAX = 40
/** Decision 0073: each weight at least 1 %, with at most one decimal; all of them 100 %. */
export const PLAN_MIN_WEIGHT = '1'
export const PLAN_WEIGHT_DECIMALS = 1
export const PLAN_WEIGHT_TOTAL = '100'
/** Decision 0073: the console's minimum contribution until it sets one (site setting). */
export const PLAN_MIN_CONTRIBUTION = '10.00'
/** Decision 0073: the most a contribution may be. */
export const PLAN_MAX_CONTRIBUTION = '1000000.00'
/** Issue 52: a plan's holdings are kept to six decimals of a share. */
export const PLAN_QUANTITY_DECIMALS = 6
/** Decision 0073: a weekly plan runs on a weekday, 1 (Monday) to 5 (Friday). */
export const PLAN_WEEKDAY_MAX = 5
/** Decision 0073: a monthly plan runs on a day 1 to 28, which every month has. */
export const PLAN_MONTH_DAY_MAX = 28
/** Issue 52: weekly, every two weeks, or monthly on a chosen day. */
export const PLAN_SCHEDULES = ['weekly', 'biweekly', 'monthly'] as const
export type PlanSchedule = (typeof PLAN_SCHEDULES)[number]
/** Issue 52: a plan's dividends are reinvested by its weights, or paid out to the balance. */
export const PLAN_DIVIDEND_POLICIES = ['reinvest', 'payout'] as const
export type PlanDividendPolicy = (typeof PLAN_DIVIDEND_POLICIES)[number]
/** Decision 0073: a sale takes 1 to 100 % of every holding. */
export const PLAN_SELL_PERCENT_MIN = 1
export const PLAN_SELL_PERCENT_MAX = 100
