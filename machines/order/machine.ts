import { and, assign, transition } from 'xstate'
import { evaluateGate } from '../gate.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import { setup } from '../setup.ts'
import { type LimitTerms, limitReached, lockHasPassed } from './guards.ts'
import { protectionGate } from './protection.ts'
import { NO_PROTECTION, type Protection, protectionHit, stopReached } from './stops.ts'

/**
 * The order lifecycle (spec §4 Position/order), the server's authority: an order row moves only by
 * this machine's pure transition, inside the database transaction that writes its ledger rows.
 * No `invoke` and no `after`: time and prices arrive in events, so the graph can be walked.
 */
export interface OrderContext extends OrderInput {
  /** When the lock ends (ms since epoch); null until filled. */
  lockUntil: number | null
}

/** What an order is placed with (issue 25 adds the stop and the protection). */
export interface OrderInput extends LimitTerms {
  /** A stop or stop-limit order's stop; null for other orders. */
  stopPrice?: string | null
  /** Whether the stop has been reached (the order then works as a market or limit order). */
  triggered?: boolean
  /** The position's stop-loss and take-profit (decision 0049). */
  protection?: Protection
}

export type OrderEvent =
  /** The matcher (or a market order at once) fills at `price`; the lock runs to `lockUntil`. */
  | { type: 'order.fill'; price: string; now: number; lockUntil: number }
  | { type: 'order.cancel'; now: number }
  | { type: 'order.lockExpired'; now: number }
  | { type: 'order.close'; now: number }
  /** The risk sweep closes the position out at `price` (machines/order/positionRisk.ts). */
  | { type: 'order.liquidate'; price: string; now: number }
  /** The stop sweep: the price has reached a stop order's stop (issue 25). */
  | { type: 'order.trigger'; price: string; now: number }
  /** The user sets, edits or removes the stops, judged from `reference` (issue 25). */
  | { type: 'order.protect'; protection: Protection; reference: string | null; now: number }
  /** The stop sweep: the price has reached the position's stop-loss or take-profit. */
  | { type: 'order.stopOut'; price: string; now: number }

export const ORDER_STATES = [
  'waitingForStop',
  'pending',
  'locked',
  'holding',
  'readyToClose',
  'closed',
  'cancelled',
] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** The states that are a position the user still holds. */
export const OPEN_POSITION_STATES: readonly OrderState[] = ['locked', 'holding', 'readyToClose']

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    input: {} as OrderInput,
    events: {} as OrderEvent,
  },
  actions: {
    protect: assign({
      protection: ({ context, event }) =>
        event.type === 'order.protect' ? event.protection : context.protection,
    }),
  },
  guards: {
    // not in the spec (issue 25): a stop or stop-limit order waits until the price reaches its stop
    awaitsStop: ({ context }) => context.stopPrice != null && !context.triggered,
    // not in the spec (issue 25): at or above the stop for a buy, at or below it for a short sale
    stopReached: ({ context, event }) =>
      event.type === 'order.trigger' &&
      context.stopPrice != null &&
      stopReached(context.direction, context.stopPrice, event.price),
    // not in the spec (issue 25): the stops are on their sides of the price (machines/order/protection.ts)
    protectionValid: ({ context, event }) =>
      event.type === 'order.protect' &&
      evaluateGate(protectionGate, {
        ...event.protection,
        direction: context.direction,
        reference: event.reference,
      }).allowed,
    // not in the spec (issue 25): the price has reached the stop-loss or the take-profit
    protectionReached: ({ context, event }) =>
      event.type === 'order.stopOut' &&
      protectionHit(context.direction, context.protection ?? NO_PROTECTION, event.price) !== null,
    // not in the spec: a limit order fills only when the price reaches its limit
    limitReached: ({ context, event }) =>
      event.type === 'order.fill' && limitReached(context, event.price),
    // spec §4 Selling: a fill starts the lock unless the lock is already over
    lockStillRuns: ({ event }) => event.type === 'order.fill' && event.now < event.lockUntil,
    // spec §4 Selling: only after the lock passes, either N minutes or T+N days
    lockHasPassed: ({ context, event }) => lockHasPassed(context.lockUntil, event.now),
  },
}).createMachine({
  id: 'order',
  description:
    'An order from placement to its end: a stop order waits for its stop; a pending order fills (or is cancelled), the position is locked until the lock passes, then it can be closed; a close waits as "ready to close" until it fills. A stop-loss or take-profit closes a position that can be closed; a position on margin is closed out, lock or not, when its losses reach the close-out level.',
  context: ({ input }) => ({
    ...input,
    stopPrice: input.stopPrice ?? null,
    triggered: input.triggered ?? false,
    protection: input.protection ?? NO_PROTECTION,
    lockUntil: null,
  }),
  initial: 'pending',
  states: {
    waitingForStop: {
      tags: ['unfilled'],
      description:
        'Waiting for its stop: a stop or stop-limit order, until the price reaches the stop; then it works as a market or limit order (issue 25).',
      on: {
        'order.trigger': {
          guard: 'stopReached',
          target: 'pending',
          actions: assign({ triggered: true }),
        },
        'order.cancel': 'cancelled',
        'order.protect': { guard: 'protectionValid', actions: 'protect' },
      },
    },
    pending: {
      tags: ['unfilled'],
      description: 'Pending order: waiting for its price (spec §4 pending order).',
      always: { guard: 'awaitsStop', target: 'waitingForStop' },
      on: {
        'order.fill': [
          {
            guard: and(['limitReached', 'lockStillRuns']),
            target: 'locked',
            actions: assign({ lockUntil: ({ event }) => event.lockUntil }),
          },
          {
            guard: 'limitReached',
            target: 'holding',
            actions: assign({ lockUntil: ({ event }) => event.lockUntil }),
          },
        ],
        'order.cancel': 'cancelled',
        'order.protect': { guard: 'protectionValid', actions: 'protect' },
      },
    },
    locked: {
      tags: ['position', 'locked', 'held'],
      description: 'Locked: filled, but cannot be sold until the lock passes (spec §4 Selling).',
      meta: { refusals: { 'order.close': 'trade.locked' } },
      on: {
        'order.lockExpired': { guard: 'lockHasPassed', target: 'holding' },
        // not in the spec (issue 25): a close-out does not wait for the lock, or the loss would
        // run past the margin meanwhile
        'order.liquidate': 'closed',
        'order.protect': { guard: 'protectionValid', actions: 'protect' },
      },
    },
    holding: {
      tags: ['position', 'held'],
      description:
        'Holding: the position is open and may be closed (spec §4 holding); its stop-loss or take-profit closes it when the price reaches one.',
      on: {
        'order.close': 'readyToClose',
        'order.liquidate': 'closed',
        'order.protect': { guard: 'protectionValid', actions: 'protect' },
        'order.stopOut': { guard: 'protectionReached', target: 'closed' },
      },
    },
    readyToClose: {
      tags: ['position'],
      description:
        'Ready to close: the close is accepted and fills at the next price, at once when the market is open (spec §4 ready to close).',
      on: { 'order.fill': 'closed' },
    },
    closed: {
      type: 'final',
      description:
        'Closed: the position is settled, by the user, by its stop-loss or take-profit, or by a close-out (spec §4 closed).',
    },
    cancelled: {
      type: 'final',
      description: 'Cancelled: the pending order was withdrawn (spec §4 cancelled).',
    },
  },
})

/**
 * The catalogue message for an event the machine does not accept in `state` (spec §4 Orders: "an
 * order not in holding state cannot be operated again", "not in pending state cannot be
 * cancelled"); a state may name a more precise one in its `meta.refusals`.
 */
export function orderRefusal(state: OrderState, eventType: OrderEvent['type']): ServerMessageCode {
  const specific = stateRefusal(state, eventType)
  if (specific) return specific
  return eventType === 'order.cancel' ? 'order.notPending' : 'order.notHolding'
}

/** The message a state itself names for refusing an event (`meta.refusals`), if any. */
function stateRefusal(state: OrderState, eventType: OrderEvent['type']): ServerMessageCode | null {
  const meta = orderMachine.states[state]?.meta as
    | { refusals?: Partial<Record<OrderEvent['type'], ServerMessageCode>> }
    | undefined
  return meta?.refusals?.[eventType] ?? null
}

/**
 * What a view asks of an order's state, by the machine's tags rather than by state names:
 * `position` — a position the user still holds; `locked` — it cannot be sold until its lock passes;
 * `held` — its shares are held and not on their way out (what stock lending may lend);
 * `unfilled` — an order that has not filled yet (its money is frozen).
 */
export type OrderTag = 'position' | 'locked' | 'held' | 'unfilled'

export function orderHasTag(state: OrderState, tag: OrderTag): boolean {
  return orderMachine.states[state]?.tags.includes(tag) ?? false
}

/** Whether an order has ended (a final state of the machine): closed or cancelled. */
export function hasEnded(state: OrderState): boolean {
  return orderMachine.states[state]?.type === 'final'
}

/**
 * What the client offers for an order: close is `true` when the machine accepts it now, a message
 * when the state names why it refuses (a lock still running), and null when the state has no
 * close at all; cancel is whether the machine accepts it. A passed lock counts as expired, as the
 * server expires it before closing.
 */
export function orderActions(
  order: { state: OrderState; lockUntil: string | null } & LimitTerms,
  now: number,
): { close: true | ServerMessageCode | null; cancel: boolean; protect: boolean } {
  const lock = order.lockUntil ? Date.parse(order.lockUntil) : null
  let snapshot = orderMachine.resolveState({
    value: order.state,
    context: {
      direction: order.direction,
      priceType: order.priceType,
      limitPrice: order.limitPrice,
      lockUntil: lock,
    },
  })
  const expiry = { type: 'order.lockExpired', now } as const
  if (snapshot.can(expiry)) [snapshot] = transition(orderMachine, snapshot, expiry)
  const close = { type: 'order.close', now } as const
  return {
    close: snapshot.can(close) ? true : stateRefusal(snapshot.value as OrderState, close.type),
    cancel: snapshot.can({ type: 'order.cancel', now }),
    // Removing every stop is always valid: whether the state takes protection at all.
    protect: snapshot.can({
      type: 'order.protect',
      protection: NO_PROTECTION,
      reference: null,
      now,
    }),
  }
}

/** The states of an order that has not filled yet: its money is still frozen. */
export const UNFILLED_STATES: readonly OrderState[] = ORDER_STATES.filter((state) =>
  orderHasTag(state, 'unfilled'),
)

/**
 * The states a close-out can end (issue 25): those that accept `order.liquidate`, read from the
 * machine, so the risk sweep watches exactly what the machine lets it close.
 */
export const CLOSE_OUT_STATES: readonly OrderState[] = ORDER_STATES.filter((state) =>
  Object.hasOwn(orderMachine.states[state]?.config.on ?? {}, 'order.liquidate'),
)
