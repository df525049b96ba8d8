import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf } from '../contract/fields.ts'
import { STORED_LENDING_STATES } from '../lending/lending.ts'

/** The console's view of stock lending (issue 20): every user's lendings, newest first. */
export const lendingsAdminCall = defineCall({
  path: 'lending/list',
  summary: 'Lendings of shares to the pool, all users, optionally in one state (spec §4)',
  request: zod.object({ state: zod.optional(zod.enum(STORED_LENDING_STATES)), ...pageFields }),
  answer: pageOf(
    zod.object({
      loanNo: zod.string(),
      account: zod.string(),
      code: zod.string(),
      currency: zod.string(),
      lots: zod.number(),
      state: zod.enum(STORED_LENDING_STATES),
      earned: money,
      failReason: zod.nullable(zod.string()),
      createdAt: isoTime,
      finishedAt: zod.nullable(isoTime),
    }),
  ),
  auth: 'admin',
})
