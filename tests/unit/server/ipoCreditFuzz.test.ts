import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEnvelope } from '../../support/envelope.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Whatever a client sends to the new-share and credit calls, and whatever a reviewer sends to
 * their console calls, the answer is an envelope (never a 5xx or a stack trace) and the ledger,
 * debt included, stays balanced.
 */
let server: TestServer
let who: { token: string; account: string }
let admin: { token: string }
beforeAll(async () => {
  server = await startScenarioServer()
  who = await server.investor('600000971')
  admin = await server.admin()
  await server.fund(who.account, 'EUR', '50000.00')
  await server.fund(who.account, 'USD', '50000.00')
})
afterAll(() => server.close())

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '10000',
    '9999999999',
    '1.5',
    '-1',
    '0',
    ' ',
    'A',
    'B',
    'Spain',
    'usd',
    'ipo',
    'placement',
  ),
  fc.constantFrom(
    'open',
    'listed',
    'approve',
    'reject',
    'loan',
    'subscription',
    '2026-11-30T10:00:00Z',
  ),
  fc.integer({ min: -5, max: 2_000_000_000 }),
  fc.constantFrom(1, 2, 3, 4, 10_000, 1e10, 1e12),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.record({ id: fc.string({ maxLength: 3 }), minAmount: fc.string({ maxLength: 8 }) }), {
    maxLength: 2,
  }),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.integer({ min: -1, max: 1e10 }), { maxKeys: 2 }),
  fc.object({ maxDepth: 1 }),
)
const FIELDS = [
  'id',
  'quantity',
  'tier',
  'requestId',
  'subscriptionNo',
  'state',
  'type',
  'page',
  'size',
  'amount',
  'loanNo',
  'open',
  'allotments',
  'kind',
  'decision',
  'reason',
  'account',
  'creditScore',
  'creditLimit',
  'code',
  'name',
  'market',
  'issuePrice',
  'issueShares',
  'minShares',
  'tiers',
  'winningRate',
  'depositPercent',
  'opensAt',
  'closesAt',
]
const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 })

const INVESTOR_CALLS = [
  'ipo/list',
  'ipo/terms',
  'ipo/subscribe',
  'ipo/mine',
  'ipo/pay',
  'ipo/waive',
  'loan/rating',
  'loan/activate',
  'loan/borrow',
  'loan/repay',
  'loan/records',
]
const ADMIN_CALLS = [
  'ipo/products',
  'ipo/save',
  'ipo/channel',
  'ipo/draw',
  'ipo/allot',
  'ipo/announce',
  'ipo/results',
  'users/credit',
  'reviews/list',
  'reviews/decide',
]

async function balanced() {
  await expectLedgerBalanced(server.db, who.account, 'EUR')
  await expectLedgerBalanced(server.db, who.account, 'USD')
}

describe('new-share and credit calls under fuzzing', () => {
  it('investor calls answer with an envelope and keep the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...INVESTOR_CALLS), body, async (path, sent) => {
        expectEnvelope(await server.callRaw(path, sent, who))
        await balanced()
      }),
      { numRuns: 200 },
    )
  })

  it('console calls answer with an envelope and keep the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ADMIN_CALLS), body, async (path, sent) => {
        expectEnvelope(await server.adminCallRaw(path, sent, admin))
        await balanced()
      }),
      { numRuns: 150 },
    )
  })

  it('an id beyond the integer column is "please check id", not a failed query', async () => {
    const id = 2_147_483_648
    for (const path of ['ipo/terms', 'ipo/subscribe'])
      expect((await server.callRaw(path, { id, quantity: '10000' }, who)).body).toMatchObject({
        code: 'common.invalid',
        params: { field: 'id' },
      })
    for (const path of ['ipo/draw', 'ipo/announce', 'ipo/results', 'reviews/decide'])
      expect(
        (await server.adminCallRaw(path, { id, kind: 'loan', decision: 'approve' }, admin)).body,
      ).toMatchObject({ code: 'common.invalid', params: { field: 'id' } })
  })

  it('raw text and half a JSON body are refused, not crashed on', async () => {
    for (const path of INVESTOR_CALLS) expectEnvelope(await server.callRaw(path, '{"id": ', who))
    for (const path of ADMIN_CALLS) expectEnvelope(await server.adminCallRaw(path, 'id=1', admin))
  })
})
