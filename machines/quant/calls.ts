import * as zod from 'zod/mini'
import { defineCall } from '../contract/call.ts'
import { amountText, isoTime, money, pageFields, pageOf, requestId } from '../contract/fields.ts'
import { named } from '../contract/schemaNames.ts'
import type { GateInput } from '../gate.ts'
import { STORED_QUANT_TRANSFER_STATES } from './transfer.ts'
import { type QuantTransferFacts, quantTransferGate } from './transferGate.ts'

/** The calls of the quant account: its figures, transfers in and out, and their record (issue 20). */

/** The quant account keeps euros and dollars apart, as the balance does. */
export const QUANT_CURRENCIES = ['EUR', 'USD'] as const
const quantCurrency = zod.enum(QUANT_CURRENCIES)
const direction = zod.enum(['in', 'out'])

/** spec §3 Quantitative account: available funds, total assets, in trading, withdrawing. */
export const quantAccountCall = defineCall({
  path: 'quant/account',
  summary:
    'The quant account in one currency: available, in trading, withdrawing and total (spec §3)',
  request: zod.object({ currency: quantCurrency }),
  answer: zod.object({
    currency: quantCurrency,
    available: money,
    inTrading: money,
    withdrawing: money,
    total: money,
    /** The balance's available money: what a transfer in can move. */
    balanceAvailable: money,
    /** What the transfer gate reads that the form does not type. */
    facts: zod.object({ noTrade: zod.boolean() }),
  }),
  auth: true,
})

export const quantTransferCall = defineCall({
  path: 'quant/transfer',
  summary:
    'Move money between the balance and the quant account: in at once, out arriving T+2 (spec §2, §9)',
  request: zod.object({ currency: quantCurrency, direction, amount: amountText, requestId }),
  answer: zod.object({
    transferNo: zod.string(),
    state: zod.enum(STORED_QUANT_TRANSFER_STATES),
    /** When money out arrives in the balance; null for money in. */
    arrivesAt: zod.nullable(isoTime),
  }),
  auth: true,
  oncePerRequest: true,
})

const quantTransfer = named(
  'QuantTransfer',
  zod.object({
    transferNo: zod.string(),
    currency: quantCurrency,
    direction,
    amount: money,
    state: zod.enum(STORED_QUANT_TRANSFER_STATES),
    createdAt: isoTime,
    arrivesAt: zod.nullable(isoTime),
    arrivedAt: zod.nullable(isoTime),
  }),
)
export type QuantTransferRecord = zod.output<typeof quantTransfer>

export const quantRecordsCall = defineCall({
  path: 'quant/records',
  summary: "The user's transfers between the balance and the quant account, newest first",
  request: zod.object({ ...pageFields }),
  answer: pageOf(quantTransfer),
  auth: true,
})

/**
 * The transfer gate's input, built the same way by the transfer form (from the `quant/account`
 * answer) and by the server (from the balance row it locked).
 */
export function quantTransferInput(
  form: { direction: 'in' | 'out'; amount: string },
  account: { available: string; balanceAvailable: string; facts: { noTrade: boolean } },
): GateInput<QuantTransferFacts> {
  return {
    gate: quantTransferGate,
    facts: {
      noTrade: account.facts.noTrade,
      direction: form.direction,
      amount: form.amount,
      available: form.direction === 'in' ? account.balanceAvailable : account.available,
    },
  }
}
