import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, rowId } from '../contract/fields.ts'
import { followProduct } from '../follow/calls.ts'
import { STORED_FOLLOW_STATES } from '../follow/follow.ts'
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'

/** The console's calls for copy-trade funds (issue 19): list, save, shelf, followers; audited. */

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
/** A fraction as a decimal string: a rate or a return ("0.18", "2.00"), at most 6 places. */
const fraction = z.string().check(z.regex(/^\d{1,3}(\.\d{1,6})?$/))
const amount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))
/** A calendar day that exists ("2026-02-30" is refused, not run into a date that throws). */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((d: string) => {
    const at = new Date(`${d}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d
  }),
)
const instant = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((v) => new Date(v)),
)
const days = (max: number) => z.int().check(z.minimum(1), z.maximum(max))

export const fundForm = z
  .object({
    id: z.optional(rowId),
    name: trimmed(80),
    currency: z.enum(['EUR', 'USD']),
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
    z.refine(
      (f: { deadlineAt: Date; lockUntil: Date; endsAt: Date }) =>
        f.deadlineAt <= f.lockUntil && f.lockUntil < f.endsAt,
      { path: ['lockUntil'] },
    ),
  )

/** A fund as the console sees it: what investors see, with how many follow it and what they hold. */
export const adminFund = z.object({
  ...followProduct.shape,
  /** The whole rule, for editing. */
  rule: strategyRuleForm,
  followers: z.number(),
  held: money,
})
export type AdminFund = z.output<typeof adminFund>

export const fundsAdminCall = defineCall({
  path: 'follow/funds',
  summary: 'Every copy-trade fund, on the shelf or off, with its followers and what they hold',
  request: z.object({}),
  answer: z.array(adminFund),
  auth: 'admin',
})

export const fundSaveCall = defineCall({
  path: 'follow/fundSave',
  summary: 'Create a copy-trade fund, or edit one (follows already made keep their terms)',
  request: fundForm,
  answer: adminFund,
  auth: 'admin',
})

export const fundShelfCall = defineCall({
  path: 'follow/fundShelf',
  summary: 'Put a fund on the shelf or take it off (follows in progress go on)',
  request: z.object({ id: rowId, onShelf: z.boolean() }),
  answer: adminFund,
  auth: 'admin',
})

export const fundFollowersCall = defineCall({
  path: 'follow/fundFollowers',
  summary: "A fund's follows: who, how much, what it is worth, where it stands, what it paid back",
  request: z.object({ id: rowId }),
  answer: z.array(
    z.object({
      followNo: z.string(),
      account: z.string(),
      state: z.enum(STORED_FOLLOW_STATES),
      principal: money,
      value: money,
      settledDay: z.string(),
      paidOut: z.nullable(money),
      fees: z.nullable(money),
      createdAt: isoTime,
    }),
  ),
  auth: 'admin',
})
