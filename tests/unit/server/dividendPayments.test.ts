import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import { addDays } from '../../../machines/calendar/holidays.ts'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { buyCall } from '../../../machines/order/calls.ts'
import { dividendAmounts } from '../../../machines/order/dividends.ts'
import { DIVIDEND_PAY_DELAY_DAYS, DIVIDEND_WITHHOLDING_RATE } from '../../../machines/rules.ts'
import { dividendPayments, ledger, users } from '../../../server/db/schema.ts'
import { lockBalance, post } from '../../../server/money/ledger.ts'
import { moneyTransaction } from '../../../server/money/transaction.ts'
import { runDividends } from '../../../server/trading/dividendJob.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { MONDAY_10, startScenarioServer, type Investor as Who } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startScenarioServer()
}, 60_000)
afterAll(() => server.close())

const userIdOf = async (who: Who) =>
  (await server.db.select().from(users).where(eq(users.account, who.account)))[0]!.id
/** Takes all of a user's available balance out, as a paid withdrawal would. */
const drainAvailable = (userId: number) =>
  moneyTransaction(server.db, async (tx) => {
    const balance = await lockBalance(tx, userId, 'EUR')
    await post(tx, { userId, currency: 'EUR', orderNo: null, at: server.clock.now() }, [
      { bucket: 'available', kind: 'withdrawal', amountMinor: -balance.availableMinor },
    ])
  })
const available = async (who: Who) =>
  (await server.sendOk(assetsCall, { type: 'Spain' }, who)).available

describe('dividends reach the positions open on the ex-date (issue 19)', () => {
  it('credits a long less the withholding tax and debits a short, once, on the pay date', async () => {
    // The Spanish share whose next ex-date comes first.
    const at = MONDAY_10.getTime()
    const [payer] = server.market.provider
      .instruments()
      .filter((i) => i.market === 'Spain' && i.board === 'listed' && i.dividendYield > 0)
      .map((i) => ({
        code: i.code,
        next: server.market.provider.dividendCalendar(i.code, at).next,
      }))
      .filter((p) => p.next !== null)
      .sort((a, b) => (a.next!.day < b.next!.day ? -1 : 1))
    expect(payer).toBeDefined()
    const exDay = payer!.next!.day

    const long = await server.investor('606100001')
    const short = await server.investor('606100002')
    const broke = await server.investor('606100003')
    for (const who of [long, short, broke]) await server.fund(who.account, 'EUR', '50000.00')
    const order = (who: Who, direction: 'long' | 'short') =>
      server.send(
        buyCall,
        { code: payer!.code, direction, priceType: 'market', leverage: 1, lots: 100 },
        who,
      )
    expect((await order(long, 'long')).status).toBe(1)
    expect((await order(short, 'short')).status).toBe(1)
    expect((await order(broke, 'short')).status).toBe(1)
    const brokeId = await userIdOf(broke)
    await drainAvailable(brokeId)
    const before = { long: await available(long), short: await available(short) }

    // After the ex-date: both are entitled, once however often the job runs.
    server.clock.set(new Date(`${addDays(exDay, 1)}T12:00:00Z`))
    await runDividends(server)
    await runDividends(server)
    const rows = await server.db.select().from(dividendPayments)
    expect(rows.map((r) => r.direction).sort()).toEqual(['long', 'short', 'short'])
    expect(rows.every((r) => r.state === 'entitled' && r.exDay === exDay)).toBe(true)
    expect(rows[0]?.payDay).toBe(addDays(exDay, DIVIDEND_PAY_DELAY_DAYS))
    // The cash is the gap the ex-date made in the quotes.
    const gap = server.market.provider
      .adjustmentEvents(payer!.code, server.clock.now().getTime())
      .find((e) => e.day === exDay)!
    expect(Number(rows[0]?.cashPerShare)).toBeCloseTo(gap.cash, 4)

    // On the pay date: paid through the ledger under each position's number, once.
    server.clock.set(new Date(`${addDays(exDay, DIVIDEND_PAY_DELAY_DAYS + 1)}T12:00:00Z`))
    expect((await runDividends(server)).paid).toBe(2)
    expect((await runDividends(server)).paid).toBe(0)
    // A short whose available balance cannot cover what it owes stays due, and is paid once it can.
    const owed = await server.db
      .select()
      .from(dividendPayments)
      .where(eq(dividendPayments.userId, brokeId))
    expect(owed.map((r) => r.state)).toEqual(['entitled'])
    await server.fund(broke.account, 'EUR', '1000.00')
    expect((await runDividends(server)).paid).toBe(1)
    const amounts = (direction: 'long' | 'short') =>
      dividendAmounts(rows[0]!.cashPerShare, 100, direction, DIVIDEND_WITHHOLDING_RATE.Spain)
    for (const who of [long, short]) await server.relogin(who)
    expect(await available(long)).toBe(
      minorToDecimal(decimalToMinor(before.long)! + amounts('long').netMinor),
    )
    expect(await available(short)).toBe(
      minorToDecimal(decimalToMinor(before.short)! + amounts('short').netMinor),
    )
    expect(amounts('long').taxMinor).toBeGreaterThan(0n)
    const legs = await server.db.select().from(ledger).where(eq(ledger.kind, 'withholding'))
    expect(legs).toHaveLength(1)
    for (const who of [long, short, broke])
      await expectLedgerBalanced(server.db, who.account, 'EUR')
  })

  it('rounds to the cent: a long receives gross less tax, a short owes the gross', () => {
    expect(dividendAmounts('0.1086', 300, 'long', '0.19')).toEqual({
      grossMinor: 3258n, // 32,58 €
      taxMinor: 619n, // 19 % = 6,1902 → 6,19 €
      netMinor: 2639n,
    })
    expect(dividendAmounts('0.1086', 300, 'short', '0.19')).toEqual({
      grossMinor: 3258n,
      taxMinor: 0n,
      netMinor: -3258n,
    })
  })
})
