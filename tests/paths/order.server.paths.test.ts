import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { getMachineEntry } from '../../machines/index.ts'
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
 * Limit-order fixtures only: a market order is pending for no observable instant.
 */
const entry = getMachineEntry('order')
// Refused paths are left to the pure replay: the server's matcher never sends a fill that does
// not reach the limit, nor a lock expiry before its time, so there is nothing to drive.
const paths = generatePaths(entry).filter(
  (p) =>
    (p.fixture.input as { priceType: string }).priceType === 'limit' &&
    !p.description.endsWith('(refused)'),
)
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
  const { body } = await server.call('user/login', {
    account: who.account,
    password: 'correct horse',
  })
  who.token = body.data.token
}

const stateOf = async (orderNo: string) =>
  (await server.call('trade/detail', { orderNo }, who)).body.data.state as string

/** Makes the server produce `event` for the order. */
async function produce(
  orderNo: string,
  event: EventObject & { now?: number; lockUntil?: number },
  from: string,
) {
  if (event.type === 'order.cancel') await server.call('trade/cancel', { orderNo }, who)
  else if (event.type === 'order.close') {
    await at(AFTER_BELL)
    expect((await server.call('trade/close', { orderNo }, who)).body.status).toBe(1)
  } else if (event.type === 'order.lockExpired') {
    server.clock.advance(60_000)
    await server.sweep()
  } else if (event.type === 'order.liquidate') {
    // A gap at half (a long) or twice (a short) the price closes the 5× position out at once.
    const { data } = (await server.call('trade/detail', { orderNo }, who)).body
    const factor = data.direction === 'long' ? 0.5 : 2
    server.prices.set('SAN', Number(data.confirmedPrice) * factor)
    await server.sweep()
    server.prices.set('SAN', null)
  } else if (event.type === 'order.fill' && from === 'readyToClose') {
    await at(NEXT_OPEN)
    await server.sweep()
  } else if (event.type === 'order.fill') await server.sweep()
}

describe.runIf(selected)('order paths against the server', () => {
  for (const { fixture, path, description } of paths) {
    it(
      description,
      outcomes.track(description, async () => {
        await at(OPEN)
        const input = fixture.input as { direction: 'long' | 'short' }
        const steps = path.steps.filter((s) => !s.event.type.startsWith('xstate.init'))
        // A first fill whose lock is already over is a day trade (no lock); else the 1-minute lock.
        const firstFill = steps.find((s) => s.event.type === 'order.fill')?.event as
          | { now: number; lockUntil: number }
          | undefined
        const unlocked = firstFill !== undefined && firstFill.lockUntil <= firstFill.now
        const { lastPrice } = (await server.call('trade/rules', { code: 'SAN' }, who)).body.data
        const placed = await server.call(
          'trade/buy',
          {
            code: 'SAN',
            direction: input.direction,
            priceType: 'limit',
            price: lastPrice,
            lots: 100,
            // On margin, so that a close-out can be replayed (issue 25).
            leverage: 5,
            businessType: unlocked ? 'dayTrading' : 'normal',
          },
          who,
        )
        expect(placed.body).toMatchObject({ status: 1 })
        const { orderNo } = placed.body.data
        const actor = createActor(entry.machine, {
          input: fixture.input,
          inspect: recorder.inspect,
        }).start()
        expect(await stateOf(orderNo)).toBe('pending')
        for (const step of steps) {
          const from = String(actor.getSnapshot().value)
          await produce(orderNo, step.event, from)
          actor.send(step.event)
          expect(await stateOf(orderNo)).toBe(String(actor.getSnapshot().value))
        }
        actor.stop()
      }),
    )
  }
})
