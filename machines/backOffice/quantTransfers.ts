import * as z from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { isoTime, money, pageFields, pageOf } from '../contract/fields.ts'
import { STORED_QUANT_TRANSFER_STATES } from '../quant/transfer.ts'

/** The console's view of the quant account's transfers (issue 20): every user's, newest first. */
export const quantTransfersAdminCall = defineCall({
  path: 'quant/transfers',
  summary:
    'Transfers between balances and quant accounts, all users, optionally only those on their way',
  request: z.object({ state: z.optional(z.enum(STORED_QUANT_TRANSFER_STATES)), ...pageFields }),
  answer: pageOf(
    z.object({
      transferNo: z.string(),
      account: z.string(),
      currency: z.string(),
      direction: z.enum(['in', 'out']),
      amount: money,
      state: z.enum(STORED_QUANT_TRANSFER_STATES),
      createdAt: isoTime,
      arrivesAt: z.nullable(isoTime),
      arrivedAt: z.nullable(isoTime),
    }),
  ),
  auth: 'admin',
})
