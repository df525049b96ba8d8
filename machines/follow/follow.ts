import { canStep } from '../lifecycle.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'

export type FollowEvent =
  /** The follower's money moves into the follow (the follow gate allowed it). */
  | { type: 'follow.start' }
  /** The daily settlement job: the day's profit or loss goes into the follow's value. */
  | { type: 'follow.settleDay' }
  /** The lock time has passed (the server's clock, by its job). */
  | { type: 'follow.unlock' }
  /** The follower takes the money out after the lock time: settled as at the end. */
  | { type: 'follow.redeem' }
  /** The end time has come (the server's clock, by its job). */
  | { type: 'follow.end' }

/** Why an event is refused where the machine does not take it (the server's answer). */
const LOCKED: Partial<Record<FollowEvent['type'], ServerMessageCode>> = {
  'follow.redeem': 'follow.locked',
}
const ENDED: Partial<Record<FollowEvent['type'], ServerMessageCode>> = {
  'follow.redeem': 'follow.ended',
  'follow.settleDay': 'follow.ended',
}

/** The states a stored follow can be in: every state but the form before it exists. */
export const STORED_FOLLOW_STATES = ['locked', 'open', 'ended'] as const
export const FOLLOW_STATES = ['toFollow', ...STORED_FOLLOW_STATES] as const
export type FollowState = (typeof FOLLOW_STATES)[number]

/**
 * A follow of a copy-trade fund (spec §3 Copy-trade product, §4 Copy trade: in progress, ended),
 * the server's authority. The money moves in when it starts; each trading day the strategy's
 * profit or loss is settled into its value; it cannot be redeemed in its lock time; after it,
 * the follower may redeem, and at the end time it ends by itself. Ending (either way) pays back
 * the value less the fees of `followSettlement`. Redeeming early after the lock costs nothing
 * more: the fees are those of the end (decision 0027).
 */
export const followMachine = setup({
  types: { events: {} as FollowEvent },
}).createMachine({
  id: 'follow',
  description:
    'A copy trade: the money moves into the follow; each trading day its profit or loss is settled; locked until the lock time, then the follower may redeem; at the end time it ends, paying back the value less the service fee and, if the target return was reached, the performance fee.',
  initial: 'toFollow',
  states: {
    toFollow: {
      description: 'To follow: the product is on the shelf before its copy deadline.',
      meta: { refusals: LOCKED },
      on: { 'follow.start': 'locked' },
    },
    locked: {
      tags: ['inProgress'],
      description: 'In progress, in its lock time: settled daily, not redeemable yet.',
      meta: { refusals: LOCKED },
      on: {
        'follow.settleDay': 'locked',
        'follow.unlock': 'open',
        'follow.end': 'ended',
      },
    },
    open: {
      tags: ['inProgress', 'redeemable'],
      description: 'In progress after the lock time: settled daily; the follower may redeem.',
      on: {
        'follow.settleDay': 'open',
        'follow.redeem': 'ended',
        'follow.end': 'ended',
      },
    },
    ended: {
      type: 'final',
      tags: ['ended'],
      description:
        'Ended: the value is paid back less the service fee, and less the performance fee if the target return was reached.',
      meta: { refusals: ENDED },
    },
  },
})

/** Whether a stored follow is in a state with `tag` (`inProgress`, `redeemable`, `ended`). */
export function followHasTag(state: FollowState, tag: 'inProgress' | 'redeemable' | 'ended') {
  return followMachine.resolveState({ value: state, context: {} }).hasTag(tag)
}

/** What the follow screen offers: the events the machine accepts now. */
export function followActions(state: FollowState) {
  return { redeem: canStep(followMachine, state, { type: 'follow.redeem' }) }
}
