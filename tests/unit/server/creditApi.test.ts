import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetsCall } from '../../../machines/account/calls.ts'
import {
  auditListCall,
  creditChangeCall,
  reviewDecideCall,
} from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  loanActivateCall,
  loanBorrowCall,
  loanRatingCall,
  loanRecordsCall,
  loanRepayCall,
} from '../../../machines/credit/calls.ts'
import { loginCall } from '../../../machines/session/calls.ts'
import { loans, users } from '../../../server/db/schema.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  type Investor,
  investorFactory,
  type Operator,
  startScenarioServer,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const DAY = 86_400_000

let server: TestServer
let admin: Operator

beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
})
afterAll(() => server.close())

const investor = investorFactory(() => server, '60095')
const verify = (who: Investor) =>
  server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
const rating = (who: Investor) => server.sendOk(loanRatingCall, {}, who)
const loanId = async (loanNo: string) =>
  (await server.db.select().from(loans).where(eq(loans.loanNo, loanNo)))[0]!.id
type Decision = RequestOf<typeof reviewDecideCall>['decision']
const decide = (id: number, decision: Decision, reason?: string) =>
  server.send(reviewDecideCall, { kind: 'loan', id, decision, reason }, admin)

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
    expect((await server.send(loanActivateCall, {}, who)).code).toBe('kyc.required')
    await verify(who)
    expect(await server.send(loanActivateCall, {}, who)).toMatchObject({
      code: 'loan.inactive',
      msg: 'Credit needs activity on your account in the last 30 days.',
    })
    await server.fund(who.account, 'EUR', '1999.99')
    expect(await server.send(loanActivateCall, {}, who)).toMatchObject({
      code: 'loan.assetsOrCard',
      params: { amount: '2000.00' },
    })
    await server.fund(who.account, 'EUR', '0.01')
    const active = await server.send(loanActivateCall, {}, who)
    expect(active.data).toMatchObject({
      activated: true,
      creditLimit: '10000.00',
      borrowable: '10000.00',
      conditions: [
        { code: 'realName', done: true },
        { code: 'activity', done: true },
        { code: 'assetsOrCard', done: true },
      ],
    })
    expect((await server.send(loanActivateCall, {}, who)).code).toBe('loan.alreadyActive')
  })
})

describe('a loan from request to repayment (spec §5 Credit, §8)', () => {
  it('borrows, is reviewed, accrues interest, is repaid in part then in full', async () => {
    const who = await investor()
    await verify(who)
    await server.fund(who.account, 'EUR', '2000.00')
    const borrow = (amount: RequestOf<typeof loanBorrowCall>['amount']) =>
      server.send(loanBorrowCall, { amount }, who)
    expect((await borrow('500')).code).toBe('loan.conditionsUnmet')
    await server.send(loanActivateCall, {}, who)
    expect((await borrow('')).code).toBe('loan.amountRequired')
    expect((await borrow('500.50')).code).toBe('loan.amountNotWhole')
    expect((await borrow('10001')).code).toBe('loan.limitInsufficient')
    const sent = await borrow(1000)
    expect(sent.data!.state).toBe('pendingReview')
    expect((await borrow('100')).code).toBe('loan.pendingReview')
    const id = await loanId(sent.data!.loanNo)
    expect((await decide(id, 'reject')).code).toBe('review.reasonRequired')
    expect((await decide(id, 'approve')).data?.state).toBe('outstanding')
    expect((await decide(id, 'approve')).code).toBe('review.alreadyDecided')
    expect((await borrow('100')).code).toBe('loan.outstanding')
    const assets = (await server.send(assetsCall, { type: 'Spain' }, who)).data
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
    const [swept] = await server.db.select().from(loans).where(eq(loans.loanNo, sent.data!.loanNo))
    expect(swept).toMatchObject({ outstandingMinor: 1001_00n, interestMinor: 1_00n })
    expect(await server.accrue()).toBe(0)
    const login = await server.send(loginCall, {
      account: who.account,
      password: 'correct horse',
    })
    who.token = login.data!.token
    admin = await server.admin()
    const owed = (await rating(who)).loan
    expect(owed).toMatchObject({ outstanding: '1001.00', interest: '1.00', state: 'outstanding' })
    const repay = (amount: string) =>
      server.send(loanRepayCall, { loanNo: sent.data!.loanNo, amount }, who)
    expect((await repay('1001.01')).code).toBe('loan.repayExceeds')
    expect((await repay('')).code).toBe('loan.amountRequired')
    // One repayment sent three times (a double tap, a retry): repaid once, answered alike.
    const once = () =>
      server.send(
        loanRepayCall,
        { loanNo: sent.data!.loanNo, amount: '400.00', requestId: 'repay-1' },
        who,
      )
    const answers = await Promise.all([once(), once(), once()])
    for (const answer of answers)
      expect(answer.data).toMatchObject({ state: 'partlyRepaid', outstanding: '601.00' })
    expect((await repay('601.00')).data).toMatchObject({
      state: 'repaid',
      outstanding: '0.00',
    })
    expect((await repay('1.00')).code).toBe('order.notHolding')
    const records = await server.sendOk(loanRecordsCall, {}, who)
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
    await server.send(loanActivateCall, {}, who)
    const sent = await server.send(loanBorrowCall, { amount: '300' }, who)
    const id = await loanId(sent.data!.loanNo)
    expect((await decide(id, 'reject', 'Income not confirmed')).data?.state).toBe('rejected')
    expect((await rating(who)).borrowed).toBe('0.00')
    const change = (body: Omit<RequestOf<typeof creditChangeCall>, 'account'>) =>
      server.send(creditChangeCall, { account: who.account, ...body }, admin)
    // Without a reason: what the schema refuses, sent on purpose.
    const noReason = { account: who.account, creditScore: 80 }
    expect(await server.sendRaw(creditChangeCall, noReason, admin)).toMatchObject({
      code: 'common.invalid',
      params: { field: 'reason' },
    })
    const changed = await change({
      creditScore: 80,
      creditLimit: '2500.00',
      reason: 'Late repayment',
    })
    expect(changed.data).toMatchObject({ creditScore: 80, creditLimit: '2500.00' })
    expect((await server.send(loanBorrowCall, { amount: '2501' }, who)).code).toBe(
      'loan.limitInsufficient',
    )
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    expect(audit[0]).toMatchObject({ action: 'users.credit', target: `user:${who.account}` })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ reason: 'Late repayment' })
    await expectLedgerBalanced(server.db, who.account, 'EUR')
  })
})
