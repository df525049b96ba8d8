import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf } from '../contract/fields.ts'
import { STORED_LENDING_STATES } from '../lending/lending.ts'

/** The console's view of stock lending (issue 20): every user's lendings, newest first. */
export const lendingsAdminCall = defineCall({
  path: 'lending/list',
  summary: 'Lendings of shares to the pool, all users, optionally in one state (spec §4)',
  request: z.object({ state: z.optional(z.enum(STORED_LENDING_STATES)), ...pageFields }),
  answer: pageOf(
    z.object({
      loanNo: z.string(),
      account: z.string(),
      code: z.string(),
      currency: z.string(),
      lots: z.number(),
      state: z.enum(STORED_LENDING_STATES),
      earned: money,
      failReason: z.nullable(z.string()),
      createdAt: isoTime,
      finishedAt: z.nullable(isoTime),
    }),
  ),
  auth: 'admin',
})
