import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { imageFile } from '../../support/images.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Contract signing (issue 21; spec §2 contract1, contract2, contractOrder, §5 Other, §6). */
const many = { limit: 1e9, windowMs: 1 }
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')

let server: TestServer
let admin: { token: string }
beforeAll(async () => {
  server = await startTestServer({
    clockStart: MONDAY_10,
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: many, loginPerAccount: many },
  })
  admin = await server.admin()
}, 60_000)
afterAll(() => server.close())

type Who = { token: string; account: string }

/** An investor whose real name passed with ID number 12345678Z. */
async function verified(account: string) {
  const who = await server.investor(account)
  await server.upload(
    'user/realname',
    {
      name: 'Ana García',
      idNumber: '12345678Z',
      dateOfBirth: '1990-05-17',
      front: imageFile(),
      back: imageFile(),
    },
    who,
  )
  const queue = await server.adminCall(
    'reviews/list',
    { kind: 'realname', state: 'underReview' },
    admin,
  )
  const mine = queue.body.data.list.find((s: { account: string }) => s.account === account)
  await server.adminCall(
    'reviews/decide',
    { kind: 'realname', id: mine.id, decision: 'approve' },
    admin,
  )
  return who
}

const sign = (who: Who, fields: Record<string, unknown>) =>
  server.upload(
    'agreement/sign',
    {
      kind: 'investment',
      accountType: 'standard',
      idNumber: '12345678z',
      phone: '+34 600 123 456',
      signature: imageFile('signature.png'),
      ...fields,
    },
    who,
  )

describe('signing the agreements', () => {
  it('needs the verified ID number, a phone and a signature; DMA is the seat account, once', async () => {
    const stranger = await server.investor('608400001')
    expect((await sign(stranger, {})).body.code).toBe('contract.realNameRequired')

    const who = await verified('608400002')
    expect((await sign(who, { idNumber: '' })).body.code).toBe('contract.idNumberRequired')
    expect((await sign(who, { idNumber: '87654321X' })).body.code).toBe('contract.idNumberMismatch')
    expect((await sign(who, { phone: 'call me' })).body.code).toBe('contract.phoneInvalid')
    expect((await sign(who, { signature: '' })).body.code).toBe('contract.signatureRequired')
    expect((await sign(who, { accountType: 'institutional' })).body.code).toBe(
      'contract.institutionCodeMissing',
    )

    const standard = await sign(who, { requestId: 'sign-1' })
    expect(standard.body).toMatchObject({
      status: 1,
      data: { kind: 'investment', accountType: 'standard' },
    })
    // Once per request key.
    expect((await sign(who, { requestId: 'sign-1' })).body.data).toEqual(standard.body.data)

    // The seat account (DMA): its orders pay the 1 % spread instead of the per-trade fee.
    const before = (await server.call('trade/rules', { code: 'SAN' }, who)).body.data
    expect((await sign(who, { accountType: 'dma' })).body.status).toBe(1)
    const after = (await server.call('trade/rules', { code: 'SAN' }, who)).body.data
    expect(after.rules.fees).toMatchObject({ buyFee: '0.01', sellFee: '0.01' })
    expect(before.rules.fees.buyFee).not.toBe('0.01')
    expect((await sign(who, { accountType: 'dma' })).body.code).toBe('contract.alreadySeat')

    const terms = (await server.call('agreement/terms', {}, who)).body.data
    expect(terms.facts).toMatchObject({
      realNamePassed: true,
      coreMember: false,
      accountType: 'dma',
    })
    expect(terms.latest.investment).toMatchObject({ accountType: 'dma', phoneTail: '3456' })
    const mine = (await server.call('agreement/mine', {}, who)).body.data
    expect(mine.total).toBe(2)
  })

  it('lets only core members sign the core-member agreement; the console sets who is', async () => {
    const who = await verified('608400003')
    expect((await sign(who, { kind: 'coreMember' })).body.code).toBe('contract.notCoreMember')
    const set = await server.adminCall(
      'users/profile',
      { account: who.account, coreMember: true, institutionCode: 'INST-042' },
      admin,
    )
    expect(set.body.data).toMatchObject({ coreMember: true, institutionCode: 'INST-042' })
    // A profile call that changes nothing is refused, not a server error.
    const nothing = await server.adminCall('users/profile', { account: who.account }, admin)
    expect(nothing.body).toMatchObject({ status: 0, code: 'common.invalid' })
    expect((await sign(who, { kind: 'coreMember' })).body.data).toMatchObject({
      kind: 'coreMember',
      accountType: null,
    })
    expect((await sign(who, { accountType: 'institutional' })).body.data.accountType).toBe(
      'institutional',
    )
    // The console sees both, with the signature image.
    const listed = (await server.adminCall('agreement/list', {}, admin)).body.data.list
    const theirs = listed.filter((a: { account: string }) => a.account === who.account)
    expect(theirs).toHaveLength(2)
    const image = await server.app.request(`/api/admin/files/${theirs[0].signature}`, {
      headers: { token: admin.token },
    })
    expect(image.status).toBe(200)
    const audit = (await server.adminCall('audit/list', {}, admin)).body.data.list
    expect(audit.map((e: { action: string }) => e.action)).toContain('users.profile')
  })
})
