import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  ipoAllotCall,
  ipoAnnounceCall,
  ipoSaveCall,
  reviewDecideCall,
} from '../../../machines/backOffice/calls.ts'
import {
  loanActivateCall,
  loanBorrowCall,
  loanRatingCall,
  loanRepayCall,
} from '../../../machines/credit/calls.ts'
import {
  ipoMineCall,
  ipoPayCall,
  ipoSubscribeCall,
  ipoWaiveCall,
} from '../../../machines/ipo/calls.ts'
import { users } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  type Investor,
  investorFactory,
  type Operator,
  reviewQueue,
  startScenarioServer,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const MINUTE = 60_000
const DAY = 86_400_000

let server: TestServer
let admin: Operator
beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
})
afterAll(() => server.close())

type Op =
  | { kind: 'subscribe'; shares: number }
  | { kind: 'allot'; percent: number }
  | { kind: 'pay' | 'waive' }
  | { kind: 'borrow'; euros: number; approve: boolean }
  | { kind: 'repay'; cents: number }
  | { kind: 'days'; days: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    shares: fc.integer({ min: 10_000, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant('allot' as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'waive' as const) }),
  fc.record({
    kind: fc.constant('borrow' as const),
    euros: fc.integer({ min: 1, max: 4000 }),
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('repay' as const), cents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 3 }) }),
)
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

let next = 0
const newInvestor = investorFactory(() => server, '6098')
async function subject() {
  next += 1
  const who = await newInvestor()
  await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
  await server.fund(who.account, 'EUR', '30000.00')
  await server.send(loanActivateCall, {}, who)
  const product = await server.send(
    ipoSaveCall,
    productForm(server.clock.now().getTime(), {
      kind: 'placement',
      code: `L${next}`,
      name: `Ledger placement ${next}`,
      issuePrice: '0.35',
      issueShares: 10_000_000,
      maxSubscriptions: 3,
      winningRate: '100',
      depositPercent: '40',
      waivePercent: '2.5',
    }),
    admin,
  )
  return { who, productId: product.data!.id }
}

async function relogin(who: Investor) {
  await server.relogin(who)
  admin = await server.admin()
}

describe('the ledger after any sequence of subscriptions, draws, payments, waivers, loans and repayments', () => {
  it('every bucket, and the debt, equals its ledger rows; assets equal money in less money out, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        const { who, productId } = await subject()
        for (const step of ops) {
          const mine = async () => (await server.sendOk(ipoMineCall, {}, who)).list
          const rating = () => server.sendOk(loanRatingCall, {}, who)
          if (step.kind === 'subscribe') {
            await server.send(ipoSubscribeCall, { id: productId, quantity: step.shares }, who)
          } else if (step.kind === 'allot') {
            server.clock.advance(2 * MINUTE)
            const pending = (await mine()).filter((s) => s.state === 'pendingDraw')
            const allotments = Object.fromEntries(
              pending.map((s) => [
                s.subscriptionNo,
                Math.floor((s.requestedShares * step.percent) / 100),
              ]),
            )
            await server.send(ipoAllotCall, { id: productId, allotments }, admin)
            await server.send(ipoAnnounceCall, { id: productId }, admin)
          } else if (step.kind === 'pay' || step.kind === 'waive') {
            const due = (await mine()).find((s) => s.state === 'pendingPayment')
            const call = step.kind === 'pay' ? ipoPayCall : ipoWaiveCall
            if (due) await server.send(call, { subscriptionNo: due.subscriptionNo }, who)
          } else if (step.kind === 'borrow') {
            const sent = await server.send(loanBorrowCall, { amount: String(step.euros) }, who)
            if (sent.status === 1) {
              const queue = await reviewQueue(server, admin, 'loan', 'pendingReview', { size: 100 })
              const row = queue.find((l) => l.loanNo === sent.data!.loanNo)!
              await server.send(
                reviewDecideCall,
                {
                  kind: 'loan',
                  id: row.id,
                  decision: step.approve ? 'approve' : 'reject',
                  reason: 'no',
                },
                admin,
              )
            }
          } else if (step.kind === 'repay') {
            const loan = (await rating()).loan
            if (loan)
              await server.send(
                loanRepayCall,
                { loanNo: loan.loanNo, amount: money(step.cents) },
                who,
              )
          } else if (step.kind === 'days') {
            server.clock.advance(step.days * DAY)
            await relogin(who)
            await server.send(loanRatingCall, {}, who) // interest accrues on read
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
        }
      }),
      { numRuns: 8 },
    )
  })
})
