import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { setFundPasswordCall } from '../../../machines/account/calls.ts'
import { expectEnvelope } from '../../support/envelope.ts'
import { fakePng, imageFile } from '../../support/images.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import { startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

/**
 * Whatever a signed-in client sends to the money calls (JSON or multipart, files or not), and
 * whatever a reviewer sends to the console, the answer is an envelope (never a 5xx or a stack
 * trace) and the ledger stays balanced: no half-written change of money.
 */
let server: TestServer
let who: { token: string; account: string }
let admin: { token: string }
beforeAll(async () => {
  server = await startScenarioServer()
  who = await server.investor('600000961')
  admin = await server.admin()
  await server.fund(who.account, 'EUR', '5000.00')
  await server.send(
    setFundPasswordCall,
    { password: '135790', password2: '135790', loginPassword: 'correct horse' },
    who,
  )
})
afterAll(() => server.close())

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'EUR',
    'USD',
    'KRW',
    'JPY',
    '10000.5',
    'funds.withdraw.min.KRW',
    'Spain',
    'usdc',
    '100',
    '100.001',
    '-5',
    '1e9',
    '0',
    ' ',
    '135790',
  ),
  fc.constantFrom(
    'approve',
    'reject',
    'pay',
    'deposit',
    'withdrawal',
    'realname',
    'TRC20',
    'ERC20',
  ),
  fc.integer({ min: -5, max: 100_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
)
const FIELDS = [
  'type',
  'amount',
  'fundPassword',
  'methodId',
  'requestId',
  'from',
  'to',
  'channelId',
  'kind',
  'page',
  'size',
  'id',
  'decision',
  'reason',
  'account',
  'name',
  'value',
  'password',
  'password2',
  'loginPassword',
  'oldPassword',
  'holder',
  'first4',
  'last12',
  'bankName',
  'branchName',
  'bankCode',
  'address',
  'idNumber',
  'state',
  'query',
  'frozen',
  'disabled',
  'currency',
  'accountName',
  'accountNumber',
  'min',
  'max',
  'active',
]
const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 })

const JSON_CALLS = [
  'funds/withdraw',
  'funds/exchange',
  'funds/records',
  'funds/withdrawGate',
  'funds/channels',
  'user/assets',
  'user/setFundPassword',
  'user/changePassword',
  'user/addBankCard',
]
const UPLOAD_CALLS = ['funds/recharge', 'user/realname', 'user/addWallet']
const ADMIN_CALLS = [
  'reviews/list',
  'reviews/decide',
  'users/restrict',
  'users/list',
  'config/set',
  'config/list',
  'audit/list',
  'channels/list',
  'channels/save',
  'channels/active',
]

describe('money calls under fuzzing', () => {
  it('JSON calls answer with an envelope and keep the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_CALLS), body, async (path, sent) => {
        expectEnvelope(await server.callRaw(path, sent, who))
        await expectLedgerBalanced(server.db, who.account, 'EUR')
        await expectLedgerBalanced(server.db, who.account, 'KRW')
      }),
      { numRuns: 150 },
    )
  })

  it('uploads with any fields and any file answer with an envelope', async () => {
    const file = fc.constantFrom(
      imageFile(),
      fakePng(),
      new File([], 'empty.png'),
      new File([new Uint8Array(40)], 'zeros.jpg'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...UPLOAD_CALLS),
        fc.dictionary(
          fc.constantFrom(...FIELDS, 'proof', 'front', 'back', 'qr'),
          fc.oneof(fc.string({ maxLength: 20 }), file),
          { maxKeys: 6 },
        ),
        async (path, fields) => {
          expectEnvelope(await server.uploadRaw(path, fields, who))
          await expectLedgerBalanced(server.db, who.account, 'EUR')
        },
      ),
      { numRuns: 80 },
    )
  })

  it('a malformed multipart body or raw text is refused, not crashed on', async () => {
    for (const path of [...UPLOAD_CALLS, ...JSON_CALLS]) {
      const response = await server.app.request(`/api/vue/${path}`, {
        method: 'POST',
        headers: { ...who, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1',
      })
      const text = await response.text()
      expectEnvelope({ http: response.status, body: JSON.parse(text), text })
      expectEnvelope(await server.callRaw(path, '{"amount": ', who))
    }
  })

  it('console calls answer with an envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ADMIN_CALLS), body, async (path, sent) => {
        const answer = await server.adminCallRaw(path, sent, admin)
        expectEnvelope(answer)
        await expectLedgerBalanced(server.db, who.account, 'EUR')
      }),
      { numRuns: 120 },
    )
  })
})
