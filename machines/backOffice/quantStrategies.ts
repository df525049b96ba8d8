import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { money, rowId } from '../contract/fields.ts'
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'
import { quantStrategy } from '../quant/strategyCalls.ts'

/** The console's calls for AI quant strategies (issue 20): list, save, shelf and pause; audited. */

const amount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))

export const strategyForm = z.object({
  id: z.optional(rowId),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  currency: z.enum(['EUR', 'USD']),
  rule: strategyRuleForm,
  cycleDays: z.int().check(z.minimum(1), z.maximum(250)),
  minAmount: amount,
})

/** A strategy as the console sees it: what investors see, with the money running in it. */
export const adminStrategy = z.object({
  ...quantStrategy.shape,
  /** Allocations running or stopping in it, and the money they were given. */
  running: z.number(),
  allocated: money,
})
export type AdminStrategy = z.output<typeof adminStrategy>

export const strategiesAdminCall = defineCall({
  path: 'quant/strategyList',
  summary:
    'Every AI quant strategy, on the shelf or off, paused or not, with the money running in it',
  request: z.object({}),
  answer: z.array(adminStrategy),
  auth: 'admin',
})

export const strategySaveCall = defineCall({
  path: 'quant/strategySave',
  summary:
    'Create an AI quant strategy, or edit its rule and parameters (running allocations follow the new rule from its next decision)',
  request: strategyForm,
  answer: adminStrategy,
  auth: 'admin',
})

export const strategyFlagsCall = defineCall({
  path: 'quant/strategyFlags',
  summary:
    'Put a strategy on the shelf or take it off (no new allocations), or pause it (no new orders) and resume it',
  // One change a call, so the audit log names it: the shelf, or orders placed.
  request: z.union([
    z.strictObject({ id: rowId, onShelf: z.boolean() }),
    z.strictObject({ id: rowId, enabled: z.boolean() }),
  ]),
  answer: adminStrategy,
  auth: 'admin',
})
