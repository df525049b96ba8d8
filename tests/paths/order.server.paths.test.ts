import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { getMachineEntry } from '../../machines/index.ts'
import {
  buyCall,
  cancelCall,
  closeCall,
  orderDetailCall,
  protectionReference,
  tradeRulesCall,
} from '../../machines/order/calls.ts'
import { protectCall } from '../../machines/order/protection.ts'
import type { Protection } from '../../machines/order/stops.ts'
import { loginCall } from '../../machines/session/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/app.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { writeCoveragePart } from './coverageFile.ts'
import { coverageRecorder, generatePaths, pathOutcomes, serverCoverage } from './graph.ts'
import { isSelected } from './selection.ts'

/**
 * The order lifecycle's generated paths, replayed against the real server through the HTTP API.
 * Events are not sent to the server: the replay makes the server produce each one (the matcher
 * fills at the limit, the clock passes the lock, a close after the bell waits as ready to close,
 * the next session settles it, a gap in the price closes it out) and checks that the stored order
 * lands where the graph said.
 * A stop order is triggered by a price just past its stop, a stop-loss hit by one just past it.
 * Market-order fixtures are left out: a market order is pending for no observable instant.
 */
const entry = getMachineEntry('order')
// Refused paths are left to the pure replay: the server's matcher never sends a fill that does
// not reach the limit, nor a lock expiry before its time, so there is nothing to drive.
const paths = generatePaths(entry).filter(
  (p) =>
    (p.fixture.input as OrderInput).priceType !== 'market' && !p.description.includes('(refused)'),
)

interface OrderInput {
  direction: 'long' | 'short'
  priceType: 'market' | 'limit' | 'stop' | 'stopLimit'
}
interface Placed {
  orderNo: string
  direction: 'long' | 'short'
  decimals: number
}

/** A price `factor` times `price`, at the share's decimals. */
const times = (price: string | number, factor: number, decimals: number) =>
  (Number(price) * factor).toFixed(decimals)
const recorder = coverageRecorder(entry.machine)
const outcomes = pathOutcomes()
const selected = isSelected(entry.id)

// Monday 2026-11-23 in Madrid: 09:30 (open), 17:31 (closed), and Tuesday 09:05 (open again).
const OPEN = new Date('2026-11-23T08:30:00Z')
const AFTER_BELL = new Date('2026-11-23T16:31:00Z')
const NEXT_OPEN = new Date('2026-11-24T08:05:00Z')

let server: TestServer
let who: { token: string; account: string }

beforeAll(async () => {
  if (!selected) return
  server = await startTestServer({
    clockStart: OPEN,
    limits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerAccount: { limit: 100_000, windowMs: 60_000 },
      loginPerAddress: { limit: 100_000, windowMs: 60_000 },
    },
    extraConfig: { 'trade.Spain.lock': '1m', 'trade.Spain.ordersPerMinute': '10000' },
  })
  who = await server.investor('600900001')
  await server.fund(who.account, 'EUR', '1000000.00')
})
afterAll(async () => {
  if (!selected) return
  await server.close()
  writeCoveragePart('order-server', serverCoverage(entry, recorder, outcomes))
})

async function at(date: Date) {
  server.clock.set(date)
  const { token } = await server.sendOk(loginCall, {
    account: who.account,
    password: 'correct horse',
  })
  who.token = token
}

const stateOf = async (orderNo: string) =>
  (await server.sendOk(orderDetailCall, { orderNo }, who)).state as string

/** Makes the server produce `event` for the order. */
async function produce(
  order: Placed,
  event: EventObject & { now?: number; lockUntil?: number },
  from: string,
) {
  const { orderNo } = order
  if (event.type === 'order.cancel') await server.send(cancelCall, { orderNo }, who)
  else if (event.type === 'order.close') {
    await at(AFTER_BELL)
    expect((await server.send(closeCall, { orderNo }, who)).status).toBe(1)
  } else if (event.type === 'order.lockExpired') {
    server.clock.advance(60_000)
    await server.sweep()
  } else if (event.type === 'order.liquidate') {
    // A gap at half (a long) or twice (a short) the price closes the 5× position out at once.
    const data = await server.sendOk(orderDetailCall, { orderNo }, who)
    const factor = data.direction === 'long' ? 0.5 : 2
    server.prices.set('SAN', Number(data.confirmedPrice) * factor)
    await server.sweep()
    server.prices.set('SAN', null)
  } else if (event.type === 'order.trigger') {
    // Just past the stop (within a stop-limit's limit): the stop sweep triggers it; the price
    // stays there for the fill that follows.
    const data = await server.sendOk(orderDetailCall, { orderNo }, who)
    const past = order.direction === 'long' ? 1.005 : 0.995
    server.prices.set('SAN', Number(times(data.stopPrice!, past, order.decimals)))
    await server.sweep()
  } else if (event.type === 'order.protect') {
    await protect(order, (event as unknown as { protection: Protection }).protection)
  } else if (event.type === 'order.stopOut') {
    // A price just past the stop-loss: the stop sweep closes the position.
    const data = await server.sendOk(orderDetailCall, { orderNo }, who)
    const past = order.direction === 'long' ? 0.99 : 1.01
    server.prices.set('SAN', Number(times(data.stopLoss!, past, order.decimals)))
    await server.sweep()
    server.prices.set('SAN', null)
  } else if (event.type === 'order.fill' && from === 'readyToClose') {
    await at(NEXT_OPEN)
    await server.sweep()
  } else if (event.type === 'order.fill') await server.sweep()
}

/** The fixture's stops, as far from the order's own price as they are from 10.00 there. */
async function protect(order: Placed, asked: Protection) {
  const data = await server.sendOk(orderDetailCall, { orderNo: order.orderNo }, who)
  const reference = protectionReference(data, data.lastPrice ?? (await lastPrice()))
  const scaled = (price: string | null) =>
    price === null ? null : times(reference ?? '0', Number(price) / 10, order.decimals)
  const answer = await server.send(
    protectCall,
    {
      orderNo: order.orderNo,
      stopLoss: scaled(asked.stopLoss),
      takeProfit: scaled(asked.takeProfit),
      trailPercent: asked.trailPercent,
    },
    who,
  )
  expect(answer).toMatchObject({ status: 1 })
}

const lastPrice = async () =>
  (await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)).lastPrice as string

/** The fixture's order on Santander, at prices of its kind around the last price. */
async function place(input: OrderInput, dayTrade: boolean): Promise<Placed> {
  const { lastPrice: last, decimals } = await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)
  const away = (factor: number) =>
    times(last!, input.direction === 'long' ? factor : 2 - factor, decimals)
  const prices =
    input.priceType === 'stop'
      ? { stopPrice: away(1.02) }
      : input.priceType === 'stopLimit'
        ? { stopPrice: away(1.02), price: away(1.03) }
        : { price: last! }
  const placed = await server.send(
    buyCall,
    {
      code: 'SAN',
      direction: input.direction,
      priceType: input.priceType,
      ...prices,
      lots: 100,
      // On margin, so that a close-out can be replayed (issue 25).
      leverage: 5,
      businessType: dayTrade ? 'dayTrading' : 'normal',
    },
    who,
  )
  expect(placed).toMatchObject({ status: 1 })
  return { orderNo: placed.data!.orderNo, direction: input.direction, decimals }
}

describe.runIf(selected)('order paths against the server', () => {
  for (const { fixture, path, description } of paths) {
    it(
      description,
      outcomes.track(description, async () => {
        await at(OPEN)
        server.prices.set('SAN', null)
        const input = fixture.input as OrderInput
        const steps = path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))
        // A first fill whose lock is already over is a day trade (no lock); else the 1-minute lock.
        const firstFill = steps.find((s) => s.event.type === 'order.fill')?.event as
          | { now: number; lockUntil: number }
          | undefined
        const unlocked = firstFill !== undefined && firstFill.lockUntil <= firstFill.now
        const order = await place(input, unlocked)
        const actor = createActor(entry.machine, {
          input: fixture.input,
          inspect: recorder.inspect,
        }).start()
        expect(await stateOf(order.orderNo)).toBe(String(actor.getSnapshot().value))
        for (const step of steps) {
          const from = String(actor.getSnapshot().value)
          await produce(order, step.event, from)
          actor.send(step.event)
          expect(await stateOf(order.orderNo)).toBe(String(actor.getSnapshot().value))
        }
        actor.stop()
      }),
    )
  }
})
