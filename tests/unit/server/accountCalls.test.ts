import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageFile } from '../../support/images.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The account calls answer exactly what their contracts in machines/account/calls.ts and
 * machines/session/calls.ts describe, in every shape a field can take (null or not, empty lists):
 * the test server answers HTTP 500 with `contractMismatch` otherwise.
 */
let server: TestServer
let who: { token: string; account: string }
let admin: { token: string }
beforeAll(async () => {
  server = await startTestServer({ clockStart: new Date('2026-11-23T09:00:00Z') })
  who = await server.investor('600000971')
  admin = await server.admin()
})
afterAll(() => server.close())

const ok = async (path: string, body: unknown = {}) => {
  const answer = await server.call(path, body, who)
  expect(answer.body).not.toHaveProperty('contractMismatch')
  expect(answer.body.status).toBe(1)
  return answer.body.data
}

describe('account answers against their contracts', () => {
  it('a new account: empty lists, nothing submitted, no real name', async () => {
    expect(await ok('user/balances')).toEqual([])
    expect(await ok('user/bankCards')).toEqual([])
    expect(await ok('user/wallets')).toEqual([])
    expect(await ok('user/realnameStatus')).toEqual({
      status: 'notSubmitted',
      name: null,
      reason: null,
      submittedAt: null,
    })
    expect(await ok('user/assets', { type: 'usdc' })).toMatchObject({
      currency: 'USDC',
      realname: null,
      kyc: 'notSubmitted',
    })
    expect(await ok('user/getUserinfo')).toMatchObject({ is_true: 0, notices: [] })
  })

  it('money, a wallet with and without a QR code, a rejected real name with its reason', async () => {
    await server.fund(who.account, 'EUR', '100.00')
    expect(await ok('user/balances')).toEqual([
      { currency: 'EUR', available: '100.00', frozen: '0.00', margin: '0.00' },
    ])
    const wallet = (address: string, qr?: File) =>
      server.upload('user/addWallet', { type: 'TRC20', address, ...(qr ? { qr } : {}) }, who)
    expect((await wallet('TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', imageFile())).body.status).toBe(1)
    expect((await wallet('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).body.status).toBe(1)
    const [withQr, without] = await ok('user/wallets')
    expect(typeof withQr.qr).toBe('string')
    expect(without.qr).toBeNull()

    const photos = { front: imageFile(), back: imageFile() }
    const sent = await server.upload(
      'user/realname',
      { name: 'Ana García', idNumber: '12345678Z', dateOfBirth: '1990-05-17', ...photos },
      who,
    )
    expect(sent.body).toMatchObject({ status: 1, data: { status: 'underReview' } })
    const [submission] = (
      await server.adminCall('reviews/list', { kind: 'realname', state: 'underReview' }, admin)
    ).body.data.list
    await server.adminCall(
      'reviews/decide',
      { kind: 'realname', id: submission.id, decision: 'reject', reason: 'Blurred photo.' },
      admin,
    )
    expect(await ok('user/realnameStatus')).toMatchObject({
      status: 'rejected',
      name: 'Ana García',
      reason: 'Blurred photo.',
    })
  })
})
