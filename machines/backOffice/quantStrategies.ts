import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { money, requestId, rowId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import { strategyRuleForm } from '../follow/strategyRuleForm.ts'
import { quantStrategy } from '../quant/strategyCalls.ts'

/** The console's calls for AI quant strategies (issue 20): list, save, shelf and pause; audited. */

const amount = zod.string().check(zod.regex(/^\d{1,12}(\.\d{1,2})?$/))

export const strategyForm = zod.object({
  id: zod.optional(rowId),
  /** A new one is created once per intent (decision 0063). */
  requestId,
  name: zod.string().check(zod.trim(), zod.minLength(1), zod.maxLength(80)),
  currency: zod.enum(['EUR', 'USD']),
  rule: strategyRuleForm,
  cycleDays: zod.int().check(zod.minimum(1), zod.maximum(250)),
  minAmount: amount,
})

/** A strategy as the console sees it: what investors see, with the money running in it. */
export const adminStrategy = named(
  'ConsoleStrategy',
  zod.object({
    ...quantStrategy.shape,
    /** Allocations running or stopping in it, and the money they were given. */
    running: zod.number(),
    allocated: money,
  }),
)
export type AdminStrategy = zod.output<typeof adminStrategy>

export const strategiesAdminCall = defineCall({
  path: 'quant/strategyList',
  summary:
    'Every AI quant strategy, on the shelf or off, paused or not, with the money running in it',
  request: zod.object({}),
  answer: zod.array(adminStrategy),
  auth: 'admin',
})

export const strategySaveCall = defineCall({
  path: 'quant/strategySave',
  summary:
    'Create an AI quant strategy, or edit its rule and parameters (running allocations follow the new rule from its next decision)',
  request: strategyForm,
  answer: adminStrategy,
  auth: 'admin',
  oncePerRequest: true,
})

export const strategyFlagsCall = defineCall({
  path: 'quant/strategyFlags',
  summary:
    'Put a strategy on the shelf or take it off (no new allocations), or pause it (no new orders) and resume it',
  // One change a call, so the audit log names it: the shelf, or orders placed.
  request: zod.union([
    zod.strictObject({ id: rowId, onShelf: zod.boolean() }),
    zod.strictObject({ id: rowId, enabled: zod.boolean() }),
  ]),
  answer: adminStrategy,
  auth: 'admin',
})
