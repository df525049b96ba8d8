import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf } from '../contract/fields.ts'
import { STORED_QUANT_TRANSFER_STATES } from '../quant/transfer.ts'

/** The console's view of the quant account's transfers (issue 20): every user's, newest first. */
export const quantTransfersAdminCall = defineCall({
  path: 'quant/transfers',
  summary:
    'Transfers between balances and quant accounts, all users, optionally only those on their way',
  request: zod.object({
    state: zod.optional(zod.enum(STORED_QUANT_TRANSFER_STATES)),
    ...pageFields,
  }),
  answer: pageOf(
    zod.object({
      transferNo: zod.string(),
      account: zod.string(),
      currency: zod.string(),
      direction: zod.enum(['in', 'out']),
      amount: money,
      state: zod.enum(STORED_QUANT_TRANSFER_STATES),
      createdAt: isoTime,
      arrivesAt: zod.nullable(isoTime),
      arrivedAt: zod.nullable(isoTime),
    }),
  ),
  auth: 'admin',
})
