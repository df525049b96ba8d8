import { setup } from '../setup.ts'

export type QuantTransferEvent =
  /** Money into the quant account: moved at once (the gate allowed it). */
  | { type: 'transfer.in' }
  /** Money out of the quant account: it leaves at once and is withdrawing until it arrives. */
  | { type: 'transfer.out' }
  /** The arrival job on the server's clock: the second trading day has opened. */
  | { type: 'transfer.arrive' }

/** The states a stored transfer can be in. */
export const STORED_QUANT_TRANSFER_STATES = ['withdrawing', 'done'] as const
export type QuantTransferState = 'toTransfer' | (typeof STORED_QUANT_TRANSFER_STATES)[number]

/**
 * A transfer between the balance and the quant account (spec §2 Quantitative trading; §3 quant
 * account: available, in trading, withdrawing; §9: quant withdrawals arrive T+2). Money in is
 * available in the quant account at once; money out leaves it at once and is withdrawing until
 * the second trading day opens, when it arrives in the balance.
 */
export const quantTransferMachine = setup({
  types: { events: {} as QuantTransferEvent },
}).createMachine({
  id: 'quantTransfer',
  description:
    'A transfer between the balance and the quant account: in, at once; out, withdrawing until the second trading day opens (T+2), then in the balance.',
  initial: 'toTransfer',
  states: {
    toTransfer: {
      description: 'The transfer form: the gate decides.',
      on: { 'transfer.in': 'done', 'transfer.out': 'withdrawing' },
    },
    withdrawing: {
      tags: ['pending'],
      description: 'Out of the quant account, on its way to the balance (arrives T+2).',
      on: { 'transfer.arrive': 'done' },
    },
    done: {
      type: 'final',
      tags: ['done'],
      description: 'In the quant account (in), or arrived in the balance (out).',
    },
  },
})

/** Whether a stored transfer is in a state with `tag` (`pending`, `done`). */
export function quantTransferHasTag(state: QuantTransferState, tag: 'pending' | 'done') {
  return quantTransferMachine.resolveState({ value: state, context: {} }).hasTag(tag)
}
