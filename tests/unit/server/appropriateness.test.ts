import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestOf } from '../../../machines/contract/call.ts'
import { appropriatenessCall, riskWarningCall } from '../../../machines/order/appropriateness.ts'
import { buyCall, closeCall, tradeRulesCall } from '../../../machines/order/calls.ts'
import { UNDERSTOOD } from '../../support/appropriateness.ts'
import {
  investorFactory,
  MONDAY_0930,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * The appropriateness check and the risk warning (issue 25): a first order on margin or a short
 * sale waits for the check; answers that show too little understanding are taken only with the
 * warning acknowledged; the warning's figure comes from the platform's own closed positions.
 */
const OPEN = MONDAY_0930

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer({ clockStart: OPEN })
}, 60_000)
afterAll(() => server?.close())

const newInvestor = investorFactory(() => server, '6049')
/** An investor with 10.000 € who has not taken the appropriateness check. */
const newcomer = () => newInvestor({ EUR: '10000.00' }, { assessed: false })

const order = (direction: 'long' | 'short', leverage = 1): RequestOf<typeof buyCall> => ({
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
      expect(await server.send(buyCall, refused, who)).toMatchObject({
        status: 0,
        code: 'trade.appropriatenessRequired',
      })
    expect(await server.send(buyCall, order('long'), who)).toMatchObject({ status: 1 })
    const rules = await server.send(tradeRulesCall, { code: 'SAN' }, who)
    expect(rules.data).toMatchObject({ appropriatenessDone: false })
  })

  it('wants every answer, and the warning acknowledged where the answers fall short', async () => {
    const who = await newcomer()
    const take = (answers: RequestOf<typeof appropriatenessCall>) =>
      server.send(appropriatenessCall, answers, who)
    expect(await take({ ...UNDERSTOOD, closeOut: null })).toMatchObject({
      status: 0,
      code: 'appropriateness.unanswered',
    })
    const unsure = { ...UNDERSTOOD, leverageLoss: 'tenth' as const }
    expect(await take(unsure)).toMatchObject({
      status: 0,
      code: 'appropriateness.warningRequired',
    })
    // Nothing was kept: the short still waits for the check.
    expect((await server.send(buyCall, order('short'), who)).code).toBe(
      'trade.appropriatenessRequired',
    )
    const warned = await take({ ...unsure, acknowledged: true })
    expect(warned).toMatchObject({ status: 1, data: { appropriate: false } })
    expect(await server.send(buyCall, order('short'), who)).toMatchObject({ status: 1 })
  })

  it('finds trading on margin appropriate for an experienced user who understands it', async () => {
    const who = await newcomer()
    const taken = await server.send(appropriatenessCall, UNDERSTOOD, who)
    expect(taken).toMatchObject({ status: 1, data: { appropriate: true } })
    const never = await server.send(
      appropriatenessCall,
      { ...UNDERSTOOD, experience: 'never' },
      who,
    )
    expect(never).toMatchObject({ status: 0, code: 'appropriateness.warningRequired' })
  })

  it('refuses answers that are not among the choices, changing nothing', async () => {
    const who = await newcomer()
    // An answer the schema does not know, sent on purpose.
    const odd = await server.sendRaw(
      appropriatenessCall,
      { ...UNDERSTOOD, shortLoss: 'sideways' },
      who,
    )
    expect(odd).toMatchObject({ status: 0, code: 'common.invalid' })
    const rules = await server.send(tradeRulesCall, { code: 'SAN' }, who)
    expect(rules.data!.appropriatenessDone).toBe(false)
  })
})

describe('the risk warning', () => {
  it('is the share of accounts whose closed positions on margin lost money, fees included', async () => {
    const who = await newcomer()
    // No account has closed a position on margin in this server's last year yet.
    const none = await server.send(riskWarningCall, {}, who)
    expect(none, JSON.stringify(none)).toMatchObject({
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
      const placed = await server.send(buyCall, order(direction, leverage), trader)
      expect(placed.status).toBe(1)
      server.clock.advance(2 * 86_400_000)
      server.prices.set('SAN', at)
      await server.relogin(trader)
      const closed = await server.send(closeCall, { orderNo: placed.data!.orderNo }, trader)
      expect(closed).toMatchObject({ status: 1, data: { state: 'closed' } })
      server.clock.set(OPEN)
    }
    const gains = await newcomer()
    const loses = await newcomer()
    const outright = await newcomer()
    for (const trader of [gains, loses]) await server.send(appropriatenessCall, UNDERSTOOD, trader)
    await closeAt(gains, 'short', 1, 9)
    await closeAt(loses, 'short', 1, 11)
    await closeAt(outright, 'long', 1, 5)
    server.prices.set('SAN', null)
    // Ten minutes on: the figure is kept that long.
    server.clock.set(new Date(OPEN.getTime() + 11 * 60_000))
    await server.relogin(who)
    const figure = await server.send(riskWarningCall, {}, who)
    expect(figure.data).toEqual({ warning: { losingPercent: '50', accounts: 2 } })
    const rules = await server.send(tradeRulesCall, { code: 'SAN' }, who)
    expect(rules.data!.riskWarning).toEqual({ losingPercent: '50', accounts: 2 })
  })
})
