import { afterAll, beforeAll, expect, it } from 'vitest'
import { tradeRulesCall } from '../../../machines/order/calls.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ demoBalance: 1_000_000n })
})
afterAll(() => server.close())

it('a demo install gives each new account its balance as a deposit in euros and dollars', async () => {
  const who = await server.investor('600000961')
  for (const [code, currency] of [
    ['SAN', 'EUR'],
    ['AAPL', 'USD'],
  ] as const) {
    const answer = await server.send(tradeRulesCall, { code }, who)
    expect(answer.data).toMatchObject({ currency, available: '10000.00' })
    const figures = await expectLedgerBalanced(server.db, who.account, currency)
    expect(figures.inMinusOut).toBe(1_000_000n)
  }
})
