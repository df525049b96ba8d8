import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { followProduct } from '../follow/calls.ts'
import { STORED_FOLLOW_STATES } from '../follow/follow.ts'
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'

/** The console's calls for copy-trade funds (issue 19): list, save, shelf, followers; audited. */

const trimmed = (max: number) =>
  zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(max))
/** A fraction as a decimal string: a rate or a return ("0.18", "2.00"), at most 6 places. */
const fraction = zod.string().check(zod.regex(/^\d{1,3}(\.\d{1,6})?$/))
const amount = zod.string().check(zod.regex(/^\d{1,12}(\.\d{1,2})?$/))
/** A calendar day that exists ("2026-02-30" is refused, not run into a date that throws). */
const day = zod.string().check(
  zod.regex(/^\d{4}-\d{2}-\d{2}$/),
  zod.refine((d: string) => {
    const at = new Date(`${d}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d
  }),
)
const instant = zod.pipe(
  zod.iso.datetime({ offset: true }),
  zod.transform((v) => new Date(v)),
)
const days = (max: number) => zod.int().check(zod.minimum(1), zod.maximum(max))

export const fundForm = zod
  .object({
    id: zod.optional(rowId),
    /** A new one is created once per intent (decision 0063). */
    requestId,
    name: trimmed(80),
    currency: zod.enum(['EUR', 'USD']),
    rule: strategyRuleForm,
    cycleDays: days(250),
    startDay: day,
    expectedReturn: fraction,
    targetReturn: fraction,
    serviceFeeRate: fraction,
    performanceFeeRate: fraction,
    fundSize: amount,
    minAmount: amount,
    deadlineAt: instant,
    lockUntil: instant,
    endsAt: instant,
  })
  .check(
    // spec §3 Copy-trade product: follows are taken until the deadline, locked, then end
    zod.refine(
      (f: { deadlineAt: Date; lockUntil: Date; endsAt: Date }) =>
        f.deadlineAt <= f.lockUntil && f.lockUntil < f.endsAt,
      { path: ['lockUntil'] },
    ),
  )

/** A fund as the console sees it: what investors see, with how many follow it and what they hold. */
export const adminFund = named(
  'ConsoleFund',
  zod.object({
    ...followProduct.shape,
    /** The whole rule, for editing. */
    rule: strategyRuleForm,
    followers: zod.number(),
    held: money,
  }),
)
export type AdminFund = zod.output<typeof adminFund>

export const fundsAdminCall = defineCall({
  path: 'follow/funds',
  summary: 'Every copy-trade fund, on the shelf or off, with its followers and what they hold',
  request: zod.object({}),
  answer: zod.array(adminFund),
  auth: 'admin',
})

export const fundSaveCall = defineCall({
  path: 'follow/fundSave',
  summary: 'Create a copy-trade fund, or edit one (follows already made keep their terms)',
  request: fundForm,
  answer: adminFund,
  auth: 'admin',
  oncePerRequest: true,
})

export const fundShelfCall = defineCall({
  path: 'follow/fundShelf',
  summary: 'Put a fund on the shelf or take it off (follows in progress go on)',
  request: zod.object({ id: rowId, onShelf: zod.boolean() }),
  answer: adminFund,
  auth: 'admin',
})

export const fundFollowersCall = defineCall({
  path: 'follow/fundFollowers',
  summary: "A fund's follows: who, how much, what it is worth, where it stands, what it paid back",
  request: zod.object({ id: rowId }),
  answer: zod.array(
    zod.object({
      followNo: zod.string(),
      account: zod.string(),
      state: zod.enum(STORED_FOLLOW_STATES),
      principal: money,
      value: money,
      settledDay: zod.string(),
      paidOut: zod.nullable(money),
      fees: zod.nullable(money),
      createdAt: isoTime,
    }),
  ),
  auth: 'admin',
})
