import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realnameCall } from '../../../machines/account/calls.ts'
import {
  agreementMineCall,
  agreementSignCall,
  agreementsAdminCall,
  agreementTermsCall,
} from '../../../machines/agreement/calls.ts'
import {
  auditListCall,
  profileCall,
  reviewDecideCall,
  reviewListCall,
} from '../../../machines/backOffice/calls.ts'
import { tradeRulesCall } from '../../../machines/order/calls.ts'
import { imageFile } from '../../support/images.ts'
import { type Investor, type Operator, startScenarioServer } from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'
import type { FormOf } from '../../support/typedClient.ts'

/** Contract signing (issue 21; spec §2 contract1, contract2, contractOrder, §5 Other, §6). */
let server: TestServer
let admin: Operator
beforeAll(async () => {
  server = await startScenarioServer()
  admin = await server.admin()
}, 60_000)
afterAll(() => server.close())

/** An investor whose real name passed with ID number 12345678Z. */
async function verified(account: string) {
  const who = await server.investor(account)
  await server.sendForm(
    realnameCall,
    {
      name: 'Ana García',
      idNumber: '12345678Z',
      dateOfBirth: '1990-05-17',
      front: imageFile(),
      back: imageFile(),
    },
    who,
  )
  const queue = await server.send(reviewListCall, { kind: 'realname', state: 'underReview' }, admin)
  const mine = queue.data!.list.find((s) => s.account === account)
  await server.send(
    reviewDecideCall,
    { kind: 'realname', id: mine!.id, decision: 'approve' },
    admin,
  )
  return who
}

const sign = (who: Investor, fields: FormOf<typeof agreementSignCall>) =>
  server.sendForm(
    agreementSignCall,
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
    expect((await sign(stranger, {})).code).toBe('contract.realNameRequired')

    const who = await verified('608400002')
    expect((await sign(who, { idNumber: '' })).code).toBe('contract.idNumberRequired')
    expect((await sign(who, { idNumber: '87654321X' })).code).toBe('contract.idNumberMismatch')
    expect((await sign(who, { phone: 'call me' })).code).toBe('contract.phoneInvalid')
    expect((await sign(who, { signature: '' })).code).toBe('contract.signatureRequired')
    expect((await sign(who, { accountType: 'institutional' })).code).toBe(
      'contract.institutionCodeMissing',
    )

    const standard = await sign(who, { requestId: 'sign-1' })
    expect(standard).toMatchObject({
      status: 1,
      data: { kind: 'investment', accountType: 'standard' },
    })
    // Once per request key.
    expect((await sign(who, { requestId: 'sign-1' })).data).toEqual(standard.data)

    // The seat account (DMA): its orders pay the 1 % spread instead of the per-trade fee.
    const before = await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)
    expect((await sign(who, { accountType: 'dma' })).status).toBe(1)
    const after = await server.sendOk(tradeRulesCall, { code: 'SAN' }, who)
    expect(after.rules.fees).toMatchObject({ buyFee: '0.01', sellFee: '0.01' })
    expect(before.rules.fees.buyFee).not.toBe('0.01')
    expect((await sign(who, { accountType: 'dma' })).code).toBe('contract.alreadySeat')

    const terms = await server.sendOk(agreementTermsCall, {}, who)
    expect(terms.facts).toMatchObject({
      realNamePassed: true,
      coreMember: false,
      accountType: 'dma',
    })
    expect(terms.latest.investment).toMatchObject({ accountType: 'dma', phoneTail: '3456' })
    const mine = await server.sendOk(agreementMineCall, {}, who)
    expect(mine.total).toBe(2)
  })

  it('lets only core members sign the core-member agreement; the console sets who is', async () => {
    const who = await verified('608400003')
    expect((await sign(who, { kind: 'coreMember' })).code).toBe('contract.notCoreMember')
    const set = await server.send(
      profileCall,
      { account: who.account, coreMember: true, institutionCode: 'INST-042' },
      admin,
    )
    expect(set.data).toMatchObject({ coreMember: true, institutionCode: 'INST-042' })
    // A profile call that changes nothing is refused, not a server error.
    const nothing = await server.send(profileCall, { account: who.account }, admin)
    expect(nothing).toMatchObject({ status: 0, code: 'common.invalid' })
    expect((await sign(who, { kind: 'coreMember' })).data).toMatchObject({
      kind: 'coreMember',
      accountType: null,
    })
    expect((await sign(who, { accountType: 'institutional' })).data?.accountType).toBe(
      'institutional',
    )
    // The console sees both, with the signature image.
    const listed = (await server.sendOk(agreementsAdminCall, {}, admin)).list
    const theirs = listed.filter((a) => a.account === who.account)
    expect(theirs).toHaveLength(2)
    const image = await server.app.request(`/api/admin/files/${theirs[0]!.signature}`, {
      headers: { token: admin.token },
    })
    expect(image.status).toBe(200)
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    expect(audit.map((e) => e.action)).toContain('users.profile')
  })
})
