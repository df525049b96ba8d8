import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { users } from '../../../server/db/schema.ts'
import { productForm } from '../../support/ipoProducts.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

const MONDAY_10 = new Date('2026-11-23T09:00:00Z')
const MINUTE = 60_000
const DAY = 86_400_000
const many = { limit: 100_000, windowMs: 60_000 }

let server: TestServer
let admin: { token: string }
beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  admin = await server.admin()
})
afterAll(() => server.close())

type Who = { token: string; account: string }
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
async function subject() {
  next += 1
  const who = await server.investor(`6098${String(next).padStart(5, '0')}`)
  await server.db.update(users).set({ kycStatus: 'passed' }).where(eq(users.account, who.account))
  await server.fund(who.account, 'EUR', '30000.00')
  await server.call('loan/activate', {}, who)
  const product = await server.adminCall(
    'ipo/save',
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
  return { who, productId: product.body.data.id as number }
}

async function relogin(who: Who) {
  const login = await server.call('user/login', { account: who.account, password: 'correct horse' })
  who.token = login.body.data.token
  admin = await server.admin()
}

describe('the ledger after any sequence of subscriptions, draws, payments, waivers, loans and repayments', () => {
  it('every bucket, and the debt, equals its ledger rows; assets equal money in less money out, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        const { who, productId } = await subject()
        for (const step of ops) {
          const mine = async () => (await server.call('ipo/mine', {}, who)).body.data.list
          const rating = async () => (await server.call('loan/rating', {}, who)).body.data
          if (step.kind === 'subscribe') {
            await server.call('ipo/subscribe', { id: productId, quantity: step.shares }, who)
          } else if (step.kind === 'allot') {
            server.clock.advance(2 * MINUTE)
            const pending = (await mine()).filter(
              (s: { state: string }) => s.state === 'pendingDraw',
            )
            const allotments = Object.fromEntries(
              pending.map((s: { subscriptionNo: string; requestedShares: number }) => [
                s.subscriptionNo,
                Math.floor((s.requestedShares * step.percent) / 100),
              ]),
            )
            await server.adminCall('ipo/allot', { id: productId, allotments }, admin)
            await server.adminCall('ipo/announce', { id: productId }, admin)
          } else if (step.kind === 'pay' || step.kind === 'waive') {
            const due = (await mine()).find((s: { state: string }) => s.state === 'pendingPayment')
            if (due)
              await server.call(`ipo/${step.kind}`, { subscriptionNo: due.subscriptionNo }, who)
          } else if (step.kind === 'borrow') {
            const sent = await server.call('loan/borrow', { amount: String(step.euros) }, who)
            if (sent.body.status === 1) {
              const queue = await server.adminCall(
                'reviews/list',
                { kind: 'loan', state: 'pendingReview', size: 100 },
                admin,
              )
              const row = queue.body.data.list.find(
                (l: { loanNo: string }) => l.loanNo === sent.body.data.loanNo,
              )
              await server.adminCall(
                'reviews/decide',
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
              await server.call(
                'loan/repay',
                { loanNo: loan.loanNo, amount: money(step.cents) },
                who,
              )
          } else if (step.kind === 'days') {
            server.clock.advance(step.days * DAY)
            await relogin(who)
            await rating() // interest accrues on read
          }
          await expectLedgerBalanced(server.db, who.account, 'EUR')
        }
      }),
      { numRuns: 8 },
    )
  })
})
