import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addWalletCall,
  assetsCall,
  balancesCall,
  bankCardsCall,
  realnameCall,
  realnameStatusCall,
  walletsCall,
} from '../../../machines/account/calls.ts'
import { reviewDecideCall } from '../../../machines/backOffice/calls.ts'
import type { AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { userInfoCall } from '../../../machines/session/calls.ts'
import { imageFile } from '../../support/images.ts'
import { type Investor, MONDAY_10, type Operator, reviewQueue } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The account calls answer exactly what their contracts in machines/account/calls.ts and
 * machines/session/calls.ts describe, in every shape a field can take (null or not, empty lists):
 * the test server answers HTTP 500 with `contractMismatch` otherwise.
 */
let server: TestServer
let who: Investor
let admin: Operator
beforeAll(async () => {
  server = await startTestServer({ clockStart: MONDAY_10 })
  who = await server.investor('600000971')
  admin = await server.admin()
})
afterAll(() => server.close())

const ok = async <C extends AnyCall>(contract: C, body: RequestOf<C>) => {
  const answer = await server.send(contract, body, who)
  expect(answer).not.toHaveProperty('contractMismatch')
  expect(answer.status).toBe(1)
  return answer.data!
}

describe('account answers against their contracts', () => {
  it('a new account: empty lists, nothing submitted, no real name', async () => {
    expect(await ok(balancesCall, {})).toEqual([])
    expect(await ok(bankCardsCall, {})).toEqual([])
    expect(await ok(walletsCall, {})).toEqual([])
    expect(await ok(realnameStatusCall, {})).toEqual({
      status: 'notSubmitted',
      name: null,
      reason: null,
      submittedAt: null,
    })
    expect(await ok(assetsCall, { type: 'usdc' })).toMatchObject({
      currency: 'USDC',
      realname: null,
      kyc: 'notSubmitted',
    })
    expect(await ok(userInfoCall, {})).toMatchObject({ is_true: 0, notices: [] })
  })

  it('money, a wallet with and without a QR code, a rejected real name with its reason', async () => {
    await server.fund(who.account, 'EUR', '100.00')
    expect(await ok(balancesCall, {})).toEqual([
      { currency: 'EUR', available: '100.00', frozen: '0.00', margin: '0.00' },
    ])
    const wallet = (address: string, qr?: File) =>
      server.sendForm(addWalletCall, { type: 'TRC20', address, ...(qr ? { qr } : {}) }, who)
    expect((await wallet('TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', imageFile())).status).toBe(1)
    expect((await wallet('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).status).toBe(1)
    const [withQr, without] = await ok(walletsCall, {})
    expect(typeof withQr!.qr).toBe('string')
    expect(without!.qr).toBeNull()

    const photos = { front: imageFile(), back: imageFile() }
    const sent = await server.sendForm(
      realnameCall,
      { name: 'Ana García', idNumber: '12345678Z', dateOfBirth: '1990-05-17', ...photos },
      who,
    )
    expect(sent).toMatchObject({ status: 1, data: { status: 'underReview' } })
    const submission = (await reviewQueue(server, admin, 'realname', 'underReview'))[0]!
    await server.send(
      reviewDecideCall,
      { kind: 'realname', id: submission.id, decision: 'reject', reason: 'Blurred photo.' },
      admin,
    )
    expect(await ok(realnameStatusCall, {})).toMatchObject({
      status: 'rejected',
      name: 'Ana García',
      reason: 'Blurred photo.',
    })
  })
})
