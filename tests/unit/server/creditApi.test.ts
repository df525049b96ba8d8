import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { loans, users } from '../../../server/db/schema.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const DAY = 86_400_000

type Who = { token: string; account: string }
let server: TestServer
let admin: { token: string }
let next = 0

beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: { limit: 1000, windowMs: 60_000 } },
  })
  admin = await server.admin()
})
afterAll(() => server.close())

async function investor(): Promise<Who> {
  next += 1
  return server.investor(`60095${String(next).padStart(4, '0')}`)
}
const verify = (who: Who) =>
  server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
const rating = async (who: Who) => (await server.call('loan/rating', {}, who)).body.data
const loanId = async (loanNo: string) =>
  (await server.db.select().from(loans).where(eq(loans.loanNo, loanNo)))[0]!.id
const decide = (id: number, decision: string, reason?: string) =>
  server.adminCall('reviews/decide', { kind: 'loan', id, decision, reason }, admin)

describe('credit activation (spec §9): each condition done or not done', () => {
  it('shows what is missing, refuses activation, then activates with a limit from the score', async () => {
    const who = await investor()
    const before = await rating(who)
    expect(before).toMatchObject({
      activated: false,
      creditScore: 100,
      activationBlockedBy: 'kyc.required',
      conditions: [
        { code: 'realName', done: false },
        { code: 'activity', done: false },
        { code: 'assetsOrCard', done: false },
      ],
    })
    expect((await server.call('loan/activate', {}, who)).body.code).toBe('kyc.required')
    await verify(who)
    expect((await server.call('loan/activate', {}, who)).body).toMatchObject({
      code: 'loan.inactive',
      msg: 'Credit needs activity on your account in the last 30 days.',
    })
    await server.fund(who.account, 'EUR', '1999.99')
    expect((await server.call('loan/activate', {}, who)).body).toMatchObject({
      code: 'loan.assetsOrCard',
      params: { amount: '2000.00' },
    })
    await server.fund(who.account, 'EUR', '0.01')
    const active = await server.call('loan/activate', {}, who)
    expect(active.body.data).toMatchObject({
      activated: true,
      creditLimit: '10000.00',
      borrowable: '10000.00',
      conditions: [
        { code: 'realName', done: true },
        { code: 'activity', done: true },
        { code: 'assetsOrCard', done: true },
      ],
    })
    expect((await server.call('loan/activate', {}, who)).body.code).toBe('loan.alreadyActive')
  })
})

describe('a loan from request to repayment (spec §5 Credit, §8)', () => {
  it('borrows, is reviewed, accrues interest, is repaid in part then in full', async () => {
    const who = await investor()
    await verify(who)
    await server.fund(who.account, 'EUR', '2000.00')
    const borrow = (amount: unknown) => server.call('loan/borrow', { amount }, who)
    expect((await borrow('500')).body.code).toBe('loan.conditionsUnmet')
    await server.call('loan/activate', {}, who)
    expect((await borrow('')).body.code).toBe('loan.amountRequired')
    expect((await borrow('500.50')).body.code).toBe('loan.amountNotWhole')
    expect((await borrow('10001')).body.code).toBe('loan.limitInsufficient')
    const sent = await borrow(1000)
    expect(sent.body.data.state).toBe('pendingReview')
    expect((await borrow('100')).body.code).toBe('loan.pendingReview')
    const id = await loanId(sent.body.data.loanNo)
    expect((await decide(id, 'reject')).body.code).toBe('review.reasonRequired')
    expect((await decide(id, 'approve')).body.data.state).toBe('outstanding')
    expect((await decide(id, 'approve')).body.code).toBe('review.alreadyDecided')
    expect((await borrow('100')).body.code).toBe('loan.outstanding')
    const assets = (await server.call('user/assets', { type: 'Spain' }, who)).body.data
    expect(assets).toMatchObject({
      creditLimit: '10000.00',
      borrowed: '1000.00',
      borrowable: '9000.00',
    })
    expect(await rating(who)).toMatchObject({
      borrowed: '1000.00',
      borrowable: '9000.00',
      available: '3000.00',
    })
    // Two days at 0.05 % a day, compounded: 1000 → 1000.50 → 1001.00.
    server.clock.advance(2 * DAY + 60_000)
    // The server's sweep brings the interest up without anybody reading the loan.
    expect(await server.accrue()).toBe(1)
    const [swept] = await server.db
      .select()
      .from(loans)
      .where(eq(loans.loanNo, sent.body.data.loanNo))
    expect(swept).toMatchObject({ outstandingMinor: 1001_00n, interestMinor: 1_00n })
    expect(await server.accrue()).toBe(0)
    const login = await server.call('user/login', {
      account: who.account,
      password: 'correct horse',
    })
    who.token = login.body.data.token
    admin = await server.admin()
    const owed = (await rating(who)).loan
    expect(owed).toMatchObject({ outstanding: '1001.00', interest: '1.00', state: 'outstanding' })
    const repay = (amount: string) =>
      server.call('loan/repay', { loanNo: sent.body.data.loanNo, amount }, who)
    expect((await repay('1001.01')).body.code).toBe('loan.repayExceeds')
    expect((await repay('')).body.code).toBe('loan.amountRequired')
    // One repayment sent three times (a double tap, a retry): repaid once, answered alike.
    const once = () =>
      server.call(
        'loan/repay',
        { loanNo: sent.body.data.loanNo, amount: '400.00', requestId: 'repay-1' },
        who,
      )
    const answers = await Promise.all([once(), once(), once()])
    for (const answer of answers)
      expect(answer.body.data).toMatchObject({ state: 'partlyRepaid', outstanding: '601.00' })
    expect((await repay('601.00')).body.data).toMatchObject({
      state: 'repaid',
      outstanding: '0.00',
    })
    expect((await repay('1.00')).body.code).toBe('order.notHolding')
    const records = (await server.call('loan/records', {}, who)).body.data
    expect(records.list[0]).toMatchObject({
      state: 'repaid',
      principal: '1000.00',
      interest: '1.00',
      repaid: '1001.00',
    })
    const f = await expectLedgerBalanced(server.db, who.account, 'EUR')
    expect(f.debt).toBe(0n)
    expect(f.available).toBe(199_900n)
  })

  it('a rejected request lends nothing; the back office changes score and limit with a reason', async () => {
    const who = await investor()
    await verify(who)
    await server.fund(who.account, 'EUR', '2000.00')
    await server.call('loan/activate', {}, who)
    const sent = await server.call('loan/borrow', { amount: '300' }, who)
    const id = await loanId(sent.body.data.loanNo)
    expect((await decide(id, 'reject', 'Income not confirmed')).body.data.state).toBe('rejected')
    expect((await rating(who)).borrowed).toBe('0.00')
    const change = (body: object) =>
      server.adminCall('users/credit', { account: who.account, ...body }, admin)
    expect((await change({ creditScore: 80 })).body).toMatchObject({
      code: 'common.invalid',
      params: { field: 'reason' },
    })
    const changed = await change({
      creditScore: 80,
      creditLimit: '2500.00',
      reason: 'Late repayment',
    })
    expect(changed.body.data).toMatchObject({ creditScore: 80, creditLimit: '2500.00' })
    expect((await server.call('loan/borrow', { amount: '2501' }, who)).body.code).toBe(
      'loan.limitInsufficient',
    )
    const audit = (await server.adminCall('audit/list', {}, admin)).body.data.list
    expect(audit[0]).toMatchObject({ action: 'users.credit', target: `user:${who.account}` })
    expect(JSON.parse(audit[0].after)).toMatchObject({ reason: 'Late repayment' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
