import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

export type LendingEvent =
  /** The investor offers the shares (the lending gate allowed it). */
  | { type: 'lending.apply' }
  /** The pool takes them (the lending job: channel open, quota left). */
  | { type: 'lending.accept' }
  /** The pool cannot take them (the channel closed or the quota filled meanwhile). */
  | { type: 'lending.reject' }
  /** A day's fee is paid into the ledger (the lending job, on the server's clock). */
  | { type: 'lending.accrue' }
  /** The investor recalls the shares, or sells them (which recalls them first). */
  | { type: 'lending.recall' }

const OVER: Partial<Record<LendingEvent['type'], ServerMessageCode>> = {
  'lending.recall': 'lending.finished',
}

/** The states a stored lending can be in (spec §4 Stock lending: in progress, success, failed, finished). */
export const STORED_LENDING_STATES = ['inProgress', 'success', 'failed', 'finished'] as const
export type LendingState = 'toLend' | (typeof STORED_LENDING_STATES)[number]

/**
 * Shares of a position lent to the pool (spec §2 Stock lending, §4: in progress, success, failed,
 * finished). Offered, they are in progress until the pool takes them (success: lent, earning a
 * share of the lending fee each trading day) or cannot (failed). The investor may recall them at
 * any time, and selling the position recalls them first: finished.
 */
export const lendingMachine = setup({
  types: { events: {} as LendingEvent },
}).createMachine({
  id: 'lending',
  description:
    'Shares lent to the pool: in progress until the pool takes them (success, earning a share of the fee each trading day) or cannot (failed); recalled by the investor or by a sale: finished.',
  initial: 'toLend',
  states: {
    toLend: {
      description: 'The lending form: the gate decides.',
      on: { 'lending.apply': 'inProgress' },
    },
    inProgress: {
      tags: ['lent', 'active'],
      description: 'Offered: the pool takes the shares at its next run, if it can.',
      on: {
        'lending.accept': 'success',
        'lending.reject': 'failed',
        'lending.recall': 'finished',
      },
    },
    success: {
      tags: ['lent', 'active', 'earning'],
      description: 'Lent: a share of the lending fee is paid each trading day.',
      on: { 'lending.accrue': 'success', 'lending.recall': 'finished' },
    },
    failed: {
      type: 'final',
      description: 'The pool could not take the shares (channel closed or quota full).',
      meta: { refusals: OVER },
    },
    finished: {
      type: 'final',
      description: 'Recalled: the shares are the investor’s to sell again.',
      meta: { refusals: OVER },
    },
  },
})

/** Whether a stored lending is in a state with `tag` (`lent`, `active`, `earning`). */
export function lendingHasTag(state: LendingState, tag: 'lent' | 'active' | 'earning') {
  return lendingMachine.resolveState({ value: state, context: {} }).hasTag(tag)
}
