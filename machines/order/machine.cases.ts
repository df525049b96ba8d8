import {
  boundary,
  cents,
  DAY_MS,
  type DecisionTable,
  EVERY_RULE,
  guardTable,
  type LifecycleRun,
  lifecycleTable,
  MONDAY_10_MADRID,
  rule,
  seconds,
} from '../decisionTable.ts'
import type { ServerMessageCode } from '../serverMessages.ts'
import {
  type OrderEvent,
  type OrderInput,
  type OrderState,
  orderActions,
  orderMachine,
  orderRefusal,
} from './machine.ts'
import { NO_PROTECTION, type Protection } from './stops.ts'

/**
 * An order's life (spec §4 Position/order, §4 Selling, §4 Orders, issue 25, decisions 0047 and
 * 0049), written from the spec and the decisions: a buy limit order at 10.00, filled on Monday
 * at 10:00 with a lock to Tuesday at 10:00; each row the events from placement on and the state
 * the order must then be in — with each price a cent either side of a limit, a stop, a stop-loss
 * or a take-profit, and each instant a second either side of the lock's end.
 */

const NOW = MONDAY_10_MADRID
const LOCK_END = NOW + DAY_MS

const buyAtTen: OrderInput = { direction: 'long', priceType: 'limit', limitPrice: '10.00' }
const shortAtTen: OrderInput = { ...buyAtTen, direction: 'short' }
const market: OrderInput = { direction: 'long', priceType: 'market', limitPrice: null }
/** A buy stop at 10.50: a market order once the price reaches it. */
const buyStop: OrderInput = {
  direction: 'long',
  priceType: 'stop',
  limitPrice: null,
  stopPrice: '10.50',
}
/** A short sale's stop at 9.50. */
const shortStop: OrderInput = { ...buyStop, direction: 'short', stopPrice: '9.50' }
/** A buy stop-limit: its stop at 10.20, then a limit order at 10.30. */
const buyStopLimit: OrderInput = {
  direction: 'long',
  priceType: 'stopLimit',
  limitPrice: '10.30',
  stopPrice: '10.20',
}

const fill = (price: string, now = NOW, lockUntil = LOCK_END): OrderEvent => ({
  type: 'order.fill',
  price,
  now,
  lockUntil,
})
/** Filled at 10.00 with the lock already over: the position is held. */
const held: OrderEvent[] = [fill('10.00', NOW, NOW)]
/** Filled at 10.00, locked until Tuesday 10:00. */
const locked: OrderEvent[] = [fill('10.00')]
const trigger = (price: string): OrderEvent => ({ type: 'order.trigger', price, now: NOW })
const stopOut = (price: string): OrderEvent => ({ type: 'order.stopOut', price, now: NOW })
const protect = (change: Partial<Protection>, reference: string | null = '10.00'): OrderEvent => ({
  type: 'order.protect',
  protection: { ...NO_PROTECTION, ...change },
  reference,
  now: NOW,
})
const run = (input: OrderInput, events: OrderEvent[]): Partial<LifecycleRun> => ({ input, events })

/** Held from 10.00 with a stop-loss and a take-profit (a long's below and above the price). */
const protectedLong: OrderInput = {
  ...buyAtTen,
  protection: { stopLoss: '9.50', takeProfit: '11.00', trailPercent: null },
}
const protectedShort: OrderInput = {
  ...shortAtTen,
  protection: { stopLoss: '10.50', takeProfit: '9.00', trailPercent: null },
}

const ISSUE_25 = 'not in the spec (issue 25), decision 0049'

/** A stored order as a view asks about it: its state and lock, at an instant. */
interface ActionFacts {
  state: OrderState
  lockUntil: string | null
  now: number
}
const closeOffered = (f: ActionFacts) =>
  orderActions({ ...buyAtTen, state: f.state, lockUntil: f.lockUntil }, f.now).close === true

interface RefusalFacts {
  state: OrderState
  event: OrderEvent['type']
  code: ServerMessageCode
}
const refusedWith = (f: RefusalFacts) => orderRefusal(f.state, f.event) === f.code

export const decisionTables: DecisionTable[] = [
  lifecycleTable('the order', orderMachine, [
    rule(EVERY_RULE, 'spec §4 Position/order, §4 Orders', [
      { name: 'just placed: a pending order', change: run(buyAtTen, []), expect: 'pending' },
      {
        name: 'cancelled while pending',
        change: run(buyAtTen, [{ type: 'order.cancel', now: NOW }]),
        expect: 'cancelled',
      },
      {
        name: 'held, then cancelled: not pending, refused',
        change: run(buyAtTen, [...held, { type: 'order.cancel', now: NOW }]),
        expect: 'holding',
      },
      {
        name: 'held, then closed: ready to close',
        change: run(buyAtTen, [...held, { type: 'order.close', now: NOW }]),
        expect: 'readyToClose',
      },
      {
        name: 'held, closed, and the close filled',
        change: run(buyAtTen, [...held, { type: 'order.close', now: NOW }, fill('10.20')]),
        expect: 'closed',
      },
      {
        name: 'locked, then closed: refused until the lock passes',
        change: run(buyAtTen, [...locked, { type: 'order.close', now: NOW }]),
        expect: 'locked',
      },
      {
        name: 'closed out while locked (decision 0047: a close-out does not wait for the lock)',
        change: run(buyAtTen, [...locked, { type: 'order.liquidate', price: '9.00', now: NOW }]),
        expect: 'closed',
      },
      {
        name: 'closed out while held',
        change: run(buyAtTen, [...held, { type: 'order.liquidate', price: '9.00', now: NOW }]),
        expect: 'closed',
      },
      {
        name: 'closed out while still pending: refused',
        change: run(buyAtTen, [{ type: 'order.liquidate', price: '9.00', now: NOW }]),
        expect: 'pending',
      },
      {
        name: 'a buy stop cancelled while it waits',
        change: run(buyStop, [{ type: 'order.cancel', now: NOW }]),
        expect: 'cancelled',
      },
    ]),
    rule('awaitsStop', ISSUE_25, [
      {
        name: 'a buy stop, just placed: waits for its stop',
        change: run(buyStop, []),
        expect: 'waitingForStop',
      },
      {
        name: 'a stop-limit, just placed: waits for its stop',
        change: run(buyStopLimit, []),
        expect: 'waitingForStop',
      },
      {
        name: 'a stop order already triggered: pending',
        change: run({ ...buyStop, triggered: true }, []),
        expect: 'pending',
      },
      {
        name: 'a limit order without a stop: pending',
        change: run({ ...buyAtTen, stopPrice: null }, []),
        expect: 'pending',
      },
      { name: 'a market order: pending', change: run(market, []), expect: 'pending' },
    ]),
    rule('stopReached', ISSUE_25, [
      ...boundary(
        'a buy stop at 10.50, the price against it',
        cents('10.50'),
        (price) => run(buyStop, [trigger(price)]),
        { below: 'waitingForStop', at: 'pending', above: 'pending' },
      ),
      ...boundary(
        'a short sale’s stop at 9.50, the price against it',
        cents('9.50'),
        (price) => run(shortStop, [trigger(price)]),
        { below: 'pending', at: 'pending', above: 'waitingForStop' },
      ),
      {
        name: 'a buy stop triggered at 10.50, then filled at 10.80 as a market order',
        change: run(buyStop, [trigger('10.50'), fill('10.80')]),
        expect: 'locked',
      },
      {
        name: 'a buy stop not triggered, filled at 10.80: refused',
        change: run(buyStop, [fill('10.80')]),
        expect: 'waitingForStop',
      },
    ]),
    rule(
      'limitReached',
      'not in the spec: a limit order fills only when the price reaches its limit',
      [
        ...boundary(
          'a buy limit of 10.00, a fill against it',
          cents('10.00'),
          (price) => run(buyAtTen, [fill(price)]),
          { below: 'locked', at: 'locked', above: 'pending' },
        ),
        ...boundary(
          'a short sale’s limit of 10.00, a fill against it',
          cents('10.00'),
          (price) => run(shortAtTen, [fill(price)]),
          { below: 'pending', at: 'locked', above: 'locked' },
        ),
        ...boundary(
          'a buy limit of 10.00, a fill against it with the lock already over',
          cents('10.00'),
          (price) => run(buyAtTen, [fill(price, NOW, NOW)]),
          { below: 'holding', at: 'holding', above: 'pending' },
        ),
        {
          name: 'a market order filled at 50.00',
          change: run(market, [fill('50.00')]),
          expect: 'locked',
        },
        ...boundary(
          'a buy stop-limit triggered, its limit of 10.30, a fill against it',
          cents('10.30'),
          (price) => run(buyStopLimit, [trigger('10.20'), fill(price)]),
          { below: 'locked', at: 'locked', above: 'pending' },
        ),
      ],
    ),
    rule('lockStillRuns', 'spec §4 Selling: a fill starts the lock unless the lock is over', [
      ...boundary(
        'filled at an instant against the end of its lock',
        seconds(LOCK_END),
        (now) => run(buyAtTen, [fill('10.00', now, LOCK_END)]),
        { below: 'locked', at: 'holding', above: 'holding' },
      ),
      {
        name: 'filled a day before its lock ends',
        change: run(buyAtTen, locked),
        expect: 'locked',
      },
    ]),
    rule(
      'lockHasPassed',
      'spec §4 Selling: only after the lock passes, either N minutes or T+N days',
      [
        ...boundary(
          'the lock’s end sent at an instant against the end',
          seconds(LOCK_END),
          (now) => run(buyAtTen, [...locked, { type: 'order.lockExpired', now }]),
          { below: 'locked', at: 'holding', above: 'holding' },
        ),
        {
          name: 'after the lock passed, closed: ready to close',
          change: run(buyAtTen, [
            ...locked,
            { type: 'order.lockExpired', now: LOCK_END },
            { type: 'order.close', now: LOCK_END },
          ]),
          expect: 'readyToClose',
        },
      ],
    ),
    rule('protectionValid', ISSUE_25, [
      ...boundary(
        'held, a stop-loss set against the price of 10.00, then the price at 9.00',
        cents('10.00'),
        (stopLoss) => run(buyAtTen, [...held, protect({ stopLoss }), stopOut('9.00')]),
        { below: 'closed', at: 'holding', above: 'holding' },
      ),
      ...boundary(
        'a short held, a stop-loss set against the price of 10.00, then the price at 11.00',
        cents('10.00'),
        (stopLoss) => run(shortAtTen, [...held, protect({ stopLoss }), stopOut('11.00')]),
        { below: 'holding', at: 'holding', above: 'closed' },
      ),
      ...boundary(
        'held, a take-profit set against the price of 10.00, then the price at 11.00',
        cents('10.00'),
        (takeProfit) => run(buyAtTen, [...held, protect({ takeProfit }), stopOut('11.00')]),
        { below: 'holding', at: 'holding', above: 'closed' },
      ),
      {
        name: 'held, a stop-loss set without a price to judge it by: refused',
        change: run(buyAtTen, [...held, protect({ stopLoss: '9.50' }, null), stopOut('9.00')]),
        expect: 'holding',
      },
      {
        name: 'held, a stop-loss of zero: refused',
        change: run(buyAtTen, [...held, protect({ stopLoss: '0' }), stopOut('0.01')]),
        expect: 'holding',
      },
      {
        name: 'held with stops, every stop removed: the price at the old stop-loss closes nothing',
        change: run(protectedLong, [...held, protect({}, null), stopOut('9.00')]),
        expect: 'holding',
      },
      {
        name: 'a stop-loss set while pending, then filled and the price at it',
        change: run(buyAtTen, [
          protect({ stopLoss: '9.50' }),
          fill('10.00', NOW, NOW),
          stopOut('9.50'),
        ]),
        expect: 'closed',
      },
      {
        name: 'a stop-loss set while waiting for the stop, judged from 10.50',
        change: run(buyStop, [
          protect({ stopLoss: '10.00' }, '10.50'),
          trigger('10.50'),
          fill('10.50', NOW, NOW),
          stopOut('10.00'),
        ]),
        expect: 'closed',
      },
      {
        name: 'a stop-loss set while locked, once the lock passed, the price at it',
        change: run(buyAtTen, [
          ...locked,
          protect({ stopLoss: '9.50' }),
          { type: 'order.lockExpired', now: LOCK_END },
          stopOut('9.50'),
        ]),
        expect: 'closed',
      },
    ]),
    rule('protectionReached', ISSUE_25, [
      ...boundary(
        'a long’s stop-loss at 9.50, the price against it',
        cents('9.50'),
        (price) => run(protectedLong, [...held, stopOut(price)]),
        { below: 'closed', at: 'closed', above: 'holding' },
      ),
      ...boundary(
        'a long’s take-profit at 11.00, the price against it',
        cents('11.00'),
        (price) => run(protectedLong, [...held, stopOut(price)]),
        { below: 'holding', at: 'closed', above: 'closed' },
      ),
      ...boundary(
        'a short’s stop-loss at 10.50, the price against it',
        cents('10.50'),
        (price) => run(protectedShort, [...held, stopOut(price)]),
        { below: 'holding', at: 'closed', above: 'closed' },
      ),
      ...boundary(
        'a short’s take-profit at 9.00, the price against it',
        cents('9.00'),
        (price) => run(protectedShort, [...held, stopOut(price)]),
        { below: 'closed', at: 'closed', above: 'holding' },
      ),
      {
        name: 'no stops, the price at 5.00',
        change: run(buyAtTen, [...held, stopOut('5.00')]),
        expect: 'holding',
      },
      {
        name: 'locked, the price at the stop-loss: it waits for the lock',
        change: run(protectedLong, [...locked, stopOut('9.00')]),
        expect: 'locked',
      },
    ]),
  ]),
  guardTable(
    'orderActions',
    closeOffered,
    { state: 'locked', lockUntil: new Date(LOCK_END).toISOString(), now: NOW },
    'spec §4 Selling: only after the lock passes, either N minutes or T+N days',
    [
      ...boundary(
        'a locked position, now against its lock’s end',
        seconds(LOCK_END),
        (now) => ({ now }),
        {
          below: false,
          at: true,
          above: true,
        },
      ),
      { name: 'a held position', change: { state: 'holding', lockUntil: null }, expect: true },
      { name: 'a pending order', change: { state: 'pending', lockUntil: null }, expect: false },
      { name: 'a position ready to close', change: { state: 'readyToClose' }, expect: false },
    ],
  ),
  guardTable(
    'orderRefusal',
    refusedWith,
    { state: 'holding', event: 'order.cancel', code: 'order.notPending' },
    'spec §4 Orders: not in pending state cannot be cancelled; not in holding state cannot be operated again; §8 Locked position',
    [
      { name: 'a held position cancelled: not pending', change: {}, expect: true },
      {
        name: 'a locked position closed: locked',
        change: { state: 'locked', event: 'order.close', code: 'trade.locked' },
        expect: true,
      },
      {
        name: 'a locked position closed: not only "not holding"',
        change: { state: 'locked', event: 'order.close', code: 'order.notHolding' },
        expect: false,
      },
      {
        name: 'a pending order closed: not holding',
        change: { state: 'pending', event: 'order.close', code: 'order.notHolding' },
        expect: true,
      },
      {
        name: 'a closed order closed again: not holding',
        change: { state: 'closed', event: 'order.close', code: 'order.notHolding' },
        expect: true,
      },
      {
        name: 'a cancelled order cancelled again: not pending',
        change: { state: 'cancelled', event: 'order.cancel', code: 'order.notPending' },
        expect: true,
      },
      {
        name: 'a locked position cancelled: not pending, not locked',
        change: { state: 'locked', event: 'order.cancel', code: 'trade.locked' },
        expect: false,
      },
    ],
  ),
]
