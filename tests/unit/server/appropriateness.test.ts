import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { UNDERSTOOD } from '../../support/appropriateness.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The appropriateness check and the risk warning (issue 25): a first order on margin or a short
 * sale waits for the check; answers that show too little understanding are taken only with the
 * warning acknowledged; the warning's figure comes from the platform's own closed positions.
 */
const OPEN = new Date('2026-11-23T08:30:00Z')
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    clockStart: OPEN,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
}, 60_000)
afterAll(() => server?.close())

let next = 0
async function newcomer() {
  next += 1
  const who = await server.investor(`6049${String(next).padStart(5, '0')}`, { assessed: false })
  await server.fund(who.account, 'EUR', '10000.00')
  return who
}
type Who = Awaited<ReturnType<typeof newcomer>>

const order = (direction: 'long' | 'short', leverage = 1) => ({
  code: 'SAN',
  direction,
  priceType: 'market',
  lots: 100,
  leverage,
})

describe('the appropriateness check', () => {
  it('stands before a first short sale or order with leverage, not before shares bought outright', async () => {
    const who = await newcomer()
    for (const refused of [order('short'), order('long', 2)])
      expect((await server.call('trade/buy', refused, who)).body).toMatchObject({
        status: 0,
        code: 'trade.appropriatenessRequired',
      })
    expect((await server.call('trade/buy', order('long'), who)).body).toMatchObject({ status: 1 })
    const rules = await server.call('trade/rules', { code: 'SAN' }, who)
    expect(rules.body.data).toMatchObject({ appropriatenessDone: false })
  })

  it('wants every answer, and the warning acknowledged where the answers fall short', async () => {
    const who = await newcomer()
    const take = (answers: object) => server.call('trade/appropriateness', answers, who)
    expect((await take({ ...UNDERSTOOD, closeOut: null })).body).toMatchObject({
      status: 0,
      code: 'appropriateness.unanswered',
    })
    const unsure = { ...UNDERSTOOD, leverageLoss: 'tenth' }
    expect((await take(unsure)).body).toMatchObject({
      status: 0,
      code: 'appropriateness.warningRequired',
    })
    // Nothing was kept: the short still waits for the check.
    expect((await server.call('trade/buy', order('short'), who)).body.code).toBe(
      'trade.appropriatenessRequired',
    )
    const warned = await take({ ...unsure, acknowledged: true })
    expect(warned.body).toMatchObject({ status: 1, data: { appropriate: false } })
    expect((await server.call('trade/buy', order('short'), who)).body).toMatchObject({ status: 1 })
  })

  it('finds trading on margin appropriate for an experienced user who understands it', async () => {
    const who = await newcomer()
    const taken = await server.call('trade/appropriateness', UNDERSTOOD, who)
    expect(taken.body).toMatchObject({ status: 1, data: { appropriate: true } })
    const never = await server.call(
      'trade/appropriateness',
      { ...UNDERSTOOD, experience: 'never' },
      who,
    )
    expect(never.body).toMatchObject({ status: 0, code: 'appropriateness.warningRequired' })
  })

  it('refuses answers that are not among the choices, changing nothing', async () => {
    const who = await newcomer()
    const odd = await server.call(
      'trade/appropriateness',
      { ...UNDERSTOOD, shortLoss: 'sideways' },
      who,
    )
    expect(odd.body).toMatchObject({ status: 0, code: 'common.invalid' })
    const rules = await server.call('trade/rules', { code: 'SAN' }, who)
    expect(rules.body.data.appropriatenessDone).toBe(false)
  })
})

describe('the risk warning', () => {
  it('is the share of accounts whose closed positions on margin lost money, fees included', async () => {
    const who = await newcomer()
    // No account has closed a position on margin in this server's last year yet.
    const none = await server.call('trade/riskWarning', {}, who)
    expect(none.body, JSON.stringify(none.body)).toMatchObject({
      status: 1,
      data: { warning: null },
    })
    // Two accounts short Santander at 10; one buys back at 9 (a gain), one at 11 (a loss). A
    // third loses on shares bought outright, which is not trading on margin.
    const closeAt = async (
      trader: Who,
      direction: 'long' | 'short',
      leverage: number,
      at: number,
    ) => {
      server.prices.set('SAN', 10)
      const placed = await server.call('trade/buy', order(direction, leverage), trader)
      expect(placed.body.status).toBe(1)
      server.clock.advance(2 * 86_400_000)
      server.prices.set('SAN', at)
      await server.relogin(trader)
      const closed = await server.call('trade/close', { orderNo: placed.body.data.orderNo }, trader)
      expect(closed.body).toMatchObject({ status: 1, data: { state: 'closed' } })
      server.clock.set(OPEN)
    }
    const gains = await newcomer()
    const loses = await newcomer()
    const outright = await newcomer()
    for (const trader of [gains, loses])
      await server.call('trade/appropriateness', UNDERSTOOD, trader)
    await closeAt(gains, 'short', 1, 9)
    await closeAt(loses, 'short', 1, 11)
    await closeAt(outright, 'long', 1, 5)
    server.prices.set('SAN', null)
    // Ten minutes on: the figure is kept that long.
    server.clock.set(new Date(OPEN.getTime() + 11 * 60_000))
    await server.relogin(who)
    const figure = await server.call('trade/riskWarning', {}, who)
    expect(figure.body.data).toEqual({ warning: { losingPercent: '50', accounts: 2 } })
    const rules = await server.call('trade/rules', { code: 'SAN' }, who)
    expect(rules.body.data.riskWarning).toEqual({ losingPercent: '50', accounts: 2 })
  })
})
