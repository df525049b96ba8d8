import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addBankCardCall,
  addWalletCall,
  assetsCall,
  bankCardsCall,
  realnameCall,
  setFundPasswordCall,
  walletsCall,
} from '../../../machines/account/calls.ts'
import {
  auditListCall,
  configListCall,
  configSetCall,
  restrictCall,
  reviewDecideCall,
  reviewListCall,
  usersListCall,
} from '../../../machines/backOffice/calls.ts'
import { adminLoginCall } from '../../../machines/backOffice/operatorSignIn.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  channelsCall,
  exchangeCall,
  ratesCall,
  rechargeCall,
  recordsCall,
  withdrawCall,
  withdrawGateCall,
} from '../../../machines/funds/calls.ts'
import { messageListCall } from '../../../machines/messages/calls.ts'
import { decimalToMinor, minorToDecimal } from '../../../machines/money.ts'
import { buyCall } from '../../../machines/order/calls.ts'
import { loginCall, userInfoCall } from '../../../machines/session/calls.ts'
import { fakePng, imageFile, JPEG_HEADER, WEBP_HEADER } from '../../support/images.ts'
import { expectLedgerBalanced } from '../../support/ledgerCheck.ts'
import {
  MONDAY_10,
  type Operator,
  type ReviewRows,
  reviewQueue,
  startScenarioServer,
  type Investor as Who,
} from '../../support/scenario.ts'
import type { TestServer } from '../../support/testServer.ts'

const SATURDAY_10 = new Date('2026-11-21T09:00:00Z')

let server: TestServer
let ana: Who
let ben: Who
let admin: Operator

beforeAll(async () => {
  server = await startScenarioServer()
  ana = await server.investor('600800001')
  ben = await server.investor('600800002')
  admin = await server.admin()
})
afterAll(() => server.close())

type Market = 'Spain' | 'usd' | 'usdc'
const gate = (who: Who, type: Market = 'Spain') => server.sendOk(withdrawGateCall, { type }, who)
type Decide = RequestOf<typeof reviewDecideCall>
const decide = (kind: Decide['kind'], id: number, decision: Decide['decision'], reason?: string) =>
  server.send(reviewDecideCall, { kind, id, decision, reason }, admin)
const queue = <K extends keyof ReviewRows>(kind: K, state?: string) =>
  reviewQueue(server, admin, kind, state)
const assets = (who: Who, type: Market = 'Spain') => server.sendOk(assetsCall, { type }, who)
const eurChannel = async (who: Who) =>
  (await server.sendOk(channelsCall, { type: 'Spain' }, who))[0]!

describe('a deposit with proof, reviewed (spec §5 Deposit, §8)', () => {
  it('refuses without an amount, without proof, and a file that is not an image', async () => {
    const channel = await eurChannel(ana)
    expect(channel).toMatchObject({ currency: 'EUR', min: '100.00' })
    const noAmount = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '', proof: imageFile() },
      ana,
    )
    expect(noAmount).toMatchObject({ status: 0, code: 'funds.amountRequired' })
    const noProof = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '500' },
      ana,
    )
    expect(noProof).toMatchObject({
      status: 0,
      code: 'funds.proofRequired',
      msg: 'Please upload the deposit voucher.',
    })
    const fake = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '500', proof: fakePng() },
      ana,
    )
    expect(fake).toMatchObject({ status: 0, code: 'upload.invalidType' })
    const small = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '99.99', proof: imageFile() },
      ana,
    )
    expect(small).toMatchObject({
      status: 0,
      code: 'funds.belowMin',
      params: { amount: '100.00' },
    })
    expect(await queue('deposit')).toEqual([])
  })

  it('refuses a file over 5 MB, whatever it claims to be', async () => {
    const channel = await eurChannel(ana)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const answer = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '500', proof: imageFile('big.png', big) },
      ana,
    )
    expect(answer).toMatchObject({ status: 0, code: 'upload.tooLarge', params: { count: '5' } })
  })

  it('takes a deposit, blocks a second while it is pending, and credits it once approved', async () => {
    const channel = await eurChannel(ana)
    const first = await server.sendForm(
      rechargeCall,
      {
        channelId: String(channel.id),
        amount: '2500.50',
        proof: imageFile('r.jpg', JPEG_HEADER, 'image/jpeg'),
      },
      ana,
    )
    expect(first).toMatchObject({ status: 1, data: { state: 'pendingReview' } })
    const second = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '100', proof: imageFile() },
      ana,
    )
    expect(second).toMatchObject({ status: 0, code: 'funds.depositPending' })
    expect((await assets(ana)).available).toBe('0.00')

    const pending = (await queue('deposit', 'pendingReview'))[0]!
    expect(pending).toMatchObject({
      account: ana.account,
      amount: '2500.50',
      state: 'pendingReview',
    })
    const proof = await server.app.request(`/api/admin/files/${pending.proof}`, { headers: admin })
    expect(proof.headers.get('content-type')).toBe('image/jpeg')

    expect(await decide('deposit', pending.id, 'reject', ' ')).toMatchObject({
      code: 'review.reasonRequired',
    })
    expect(await decide('deposit', pending.id, 'approve')).toMatchObject({
      status: 1,
      data: { state: 'credited' },
    })
    expect(await decide('deposit', pending.id, 'approve')).toMatchObject({
      status: 0,
      code: 'review.alreadyDecided',
    })
    expect((await assets(ana)).available).toBe('2500.50')
    await expectLedgerBalanced(server.db, ana.account, 'EUR')
    // The decision is in Ana's inbox, written with it (issue 21).
    const inbox = await server.sendOk(messageListCall, {}, ana)
    expect(inbox.list).toContainEqual(
      expect.objectContaining({
        kind: 'deposit.credited',
        state: 'unread',
        params: expect.objectContaining({ amount: '2500.50', currency: 'EUR' }),
      }),
    )

    const records = await server.sendOk(recordsCall, { kind: 'recharge' }, ana)
    expect(records).toMatchObject({ total: 1, list: [{ amount: '2500.50', state: 'credited' }] })
  })

  it('a rejected deposit credits nothing and shows its reason', async () => {
    const channel = await eurChannel(ben)
    await server.sendForm(
      rechargeCall,
      {
        channelId: String(channel.id),
        amount: '300',
        proof: imageFile('w.webp', WEBP_HEADER, 'image/webp'),
      },
      ben,
    )
    const pending = (await queue('deposit', 'pendingReview'))[0]!
    expect(
      (await decide('deposit', pending.id, 'reject', 'No transfer arrived.')).data?.state,
    ).toBe('rejected')
    expect((await assets(ben)).available).toBe('0.00')
    const records = await server.sendOk(recordsCall, { kind: 'recharge' }, ben)
    expect(records.list[0]).toMatchObject({ state: 'rejected', reason: 'No transfer arrived.' })
  })

  it('is refused outside the deposit hours, with the range in the message', async () => {
    server.clock.set(new Date('2026-11-23T21:30:00Z')) // 22:30 in Madrid
    const channel = await eurChannel(ben)
    const answer = await server.sendForm(
      rechargeCall,
      { channelId: String(channel.id), amount: '300', proof: imageFile() },
      ben,
    )
    expect(answer).toMatchObject({
      code: 'funds.outsideHours',
      msg: 'This is only possible between 08:30:00-22:00:00.',
    })
    server.clock.set(MONDAY_10)
  })
})

describe('the withdrawal gate walks the user through (spec §5 Withdrawal)', () => {
  it('blocks on the fund password first, then the card, then the real name', async () => {
    expect(await gate(ana)).toMatchObject({
      blockedBy: 'withdraw.fundPasswordNotSet',
      min: '100.00',
      facts: { window: { open: '09:00', close: '17:30' } },
    })

    const short = await server.send(
      setFundPasswordCall,
      { password: '123', password2: '123', loginPassword: 'correct horse' },
      ana,
    )
    expect(short).toMatchObject({ code: 'funds.fundPasswordFormat', params: { count: '6' } })
    const wrongLogin = await server.send(
      setFundPasswordCall,
      { password: '135790', password2: '135790', loginPassword: 'nope' },
      ana,
    )
    expect(wrongLogin).toMatchObject({ code: 'auth.oldPasswordWrong' })
    const set = await server.send(
      setFundPasswordCall,
      { password: '135790', password2: '135790', loginPassword: 'correct horse' },
      ana,
    )
    expect(set.status).toBe(1)
    expect(await gate(ana)).toMatchObject({ blockedBy: 'withdraw.noBoundMethod' })

    const card = {
      holder: 'Ana García',
      first4: '4000',
      last12: '123412341234',
      bankName: 'Banco Ejemplo',
      branchName: 'Madrid Centro',
      bankCode: 'BEXAESMM',
    }
    expect(await server.send(addBankCardCall, { ...card, last12: '1234' }, ana)).toMatchObject({
      code: 'funds.cardInvalid',
    })
    expect(await server.send(addBankCardCall, { ...card, bankCode: ' ' }, ana)).toMatchObject({
      code: 'common.invalid',
      params: { field: 'bankCode' },
    })
    expect((await server.send(addBankCardCall, card, ana)).status).toBe(1)
    expect(await server.send(addBankCardCall, card, ben)).toMatchObject({
      code: 'funds.cardExists',
    })
    const cards = (await server.send(bankCardsCall, {}, ana)).data
    expect(cards).toEqual([
      expect.objectContaining({ masked: '**** **** **** 1234', holder: 'Ana García' }),
    ])
    expect(JSON.stringify(cards)).not.toContain('123412341234')
    expect(await gate(ana)).toMatchObject({ blockedBy: 'withdraw.realNameRequired' })
  })

  it('real name: both photos required, reviewed, then verified once and for all', async () => {
    const one = await server.sendForm(
      realnameCall,
      { name: 'Ana García', idNumber: '12345678Z', dateOfBirth: '1990-05-17', front: imageFile() },
      ana,
    )
    expect(one).toMatchObject({ code: 'kyc.incomplete' })
    const both = await server.sendForm(
      realnameCall,
      {
        name: 'Ana García',
        idNumber: '12345678Z',
        dateOfBirth: '1990-05-17',
        front: imageFile(),
        back: imageFile(),
      },
      ana,
    )
    expect(both).toMatchObject({ status: 1, data: { status: 'underReview' } })
    const again = await server.sendForm(
      realnameCall,
      {
        name: 'Ana García',
        idNumber: '12345678Z',
        dateOfBirth: '1990-05-17',
        front: imageFile(),
        back: imageFile(),
      },
      ana,
    )
    expect(again).toMatchObject({ code: 'kyc.underReview' })

    const submission = (await queue('realname', 'underReview'))[0]!
    expect(submission).toMatchObject({ account: ana.account, name: 'Ana García' })
    // Another investor cannot read the photos; the owner and the reviewer can.
    const asBen = await server.app.request(`/api/vue/files/${submission.front}`, { headers: ben })
    expect(asBen.status).toBe(404)
    const asAna = await server.app.request(`/api/vue/files/${submission.front}`, { headers: ana })
    expect(asAna.headers.get('content-type')).toBe('image/png')
    const asAdmin = await server.app.request(`/api/admin/files/${submission.back}`, {
      headers: admin,
    })
    expect(asAdmin.status).toBe(200)

    expect((await decide('realname', submission.id, 'approve')).data?.state).toBe('passed')
    const info = (await server.send(userInfoCall, {}, ana)).data
    expect(info).toMatchObject({ is_true: 1, realname: 'Ana García', fundPasswordSet: true })
    const fourth = await server.sendForm(
      realnameCall,
      {
        name: 'X',
        idNumber: 'Y',
        dateOfBirth: '1990-05-17',
        front: imageFile(),
        back: imageFile(),
      },
      ana,
    )
    expect(fourth).toMatchObject({ code: 'kyc.alreadyVerified' })
    expect(await gate(ana)).toMatchObject({ blockedBy: null, available: '2500.50' })
  })

  it('is closed on Saturday, and when the operator bars withdrawing', async () => {
    await at(SATURDAY_10)
    expect(await gate(ana)).toMatchObject({ blockedBy: 'funds.outsideHours' })
    await at(MONDAY_10)
    await server.send(restrictCall, { account: ana.account, noWithdraw: true }, admin)
    expect(await gate(ana)).toMatchObject({ blockedBy: 'withdraw.noWithdraw' })
    const refused = await server.send(
      withdrawCall,
      { amount: '100', fundPassword: '135790', methodId: 1 },
      ana,
    )
    expect(refused).toMatchObject({ code: 'withdraw.noWithdraw' })
    await server.send(restrictCall, { account: ana.account, noWithdraw: false }, admin)
  })
})

describe('a withdrawal (spec §5 Withdrawal, §4 Review)', () => {
  let cardId: number
  beforeAll(async () => {
    cardId = (await server.sendOk(bankCardsCall, {}, ana))[0]!.id
  })
  type Withdraw = RequestOf<typeof withdrawCall>
  const withdraw = (body: Partial<Withdraw> & Pick<Withdraw, 'amount'>, who = ana) =>
    server.send(
      withdrawCall,
      { type: 'Spain', methodId: cardId, fundPassword: '135790', ...body },
      who,
    )

  it('checks each field with its own prompt, the minimum and the balance', async () => {
    expect(await withdraw({ amount: '' })).toMatchObject({ code: 'funds.amountRequired' })
    expect(await withdraw({ amount: '100', methodId: undefined })).toMatchObject({
      code: 'funds.methodRequired',
    })
    expect(await withdraw({ amount: '100', fundPassword: '' })).toMatchObject({
      code: 'funds.fundPasswordRequired',
    })
    expect(await withdraw({ amount: '99.99' })).toMatchObject({
      code: 'funds.belowMin',
      params: { amount: '100.00' },
    })
    expect(await withdraw({ amount: '2500.51' })).toMatchObject({
      code: 'funds.insufficient',
    })
    // Ben's card is not Ana's: "does not exist or is not the holder's".
    expect(await withdraw({ amount: '100', methodId: cardId + 1000 })).toMatchObject({
      code: 'funds.methodMissing',
    })
  })

  it('counts wrong fund passwords and pauses after the fifth', async () => {
    for (let i = 0; i < 4; i++)
      expect(await withdraw({ amount: '100', fundPassword: '000000' })).toMatchObject({
        code: 'funds.fundPasswordWrong',
      })
    expect((await withdraw({ amount: '100', fundPassword: '000000' })).code).toBe(
      'funds.fundPasswordWrong',
    )
    expect(await withdraw({ amount: '100' })).toMatchObject({
      code: 'funds.fundPasswordLocked',
      params: { count: '15' },
    })
    server.clock.advance(15 * 60_000)
    await relogin(ana)
  })

  it('freezes the amount, is approved, then paid; the ledger balances at each step', async () => {
    const answer = await withdraw({ amount: '1000.25', requestId: 'w-1' })
    expect(answer).toMatchObject({ status: 1, data: { state: 'pendingReview' } })
    expect((await withdraw({ amount: '1000.25', requestId: 'w-1' })).data!.orderNo).toBe(
      answer.data!.orderNo,
    )
    expect(await assets(ana)).toMatchObject({
      available: '1500.25',
      frozen: '1000.25',
      total: '2500.50',
    })
    await expectLedgerBalanced(server.db, ana.account, 'EUR')

    const pending = (await queue('withdrawal', 'pendingReview'))[0]!
    expect(pending).toMatchObject({
      orderNo: answer.data!.orderNo,
      method: 'Banco Ejemplo **** **** **** 1234',
      // The reviewer who pays it sees where, in full (issue 18); the owner sees it masked.
      payee: {
        kind: 'card',
        holder: 'Ana García',
        number: '4000123412341234',
        bankName: 'Banco Ejemplo',
        branchName: 'Madrid Centro',
        bankCode: 'BEXAESMM',
      },
    })
    const own = (await server.sendOk(recordsCall, { kind: 'withdraw' }, ana)).list
    expect(JSON.stringify(own)).not.toContain('4000123412341234')
    expect(await decide('withdrawal', pending.id, 'pay')).toMatchObject({
      code: 'review.alreadyDecided',
    })
    expect((await decide('withdrawal', pending.id, 'approve')).data?.state).toBe('approved')
    expect((await decide('withdrawal', pending.id, 'pay')).data?.state).toBe('paid')
    // Paid is final: nothing is decided on it any more.
    expect(await decide('withdrawal', pending.id, 'reject', 'late')).toMatchObject({
      code: 'review.alreadyDecided',
    })
    expect(await assets(ana)).toMatchObject({
      available: '1500.25',
      frozen: '0.00',
      total: '1500.25',
    })
    await expectLedgerBalanced(server.db, ana.account, 'EUR')
    const records = await server.sendOk(recordsCall, { kind: 'withdraw' }, ana)
    expect(records.list[0]).toMatchObject({ state: 'paid', amount: '1000.25' })
  })

  it('a rejected withdrawal returns the frozen amount to the cent', async () => {
    const answer = await withdraw({ amount: '200.10' })
    const pending = (await queue('withdrawal', 'pendingReview'))[0]!
    expect(pending.orderNo).toBe(answer.data!.orderNo)
    expect((await decide('withdrawal', pending.id, 'reject', 'Card closed.')).data?.state).toBe(
      'rejected',
    )
    expect(await assets(ana)).toMatchObject({ available: '1500.25', frozen: '0.00' })
    await expectLedgerBalanced(server.db, ana.account, 'EUR')
  })

  it('an approved withdrawal whose transfer fails to start returns the money (spec §8 Funds)', async () => {
    const answer = await withdraw({ amount: '300.00' })
    const pending = (await queue('withdrawal', 'pendingReview'))[0]!
    expect(pending.orderNo).toBe(answer.data!.orderNo)
    expect((await decide('withdrawal', pending.id, 'approve')).data?.state).toBe('approved')
    // The reason is required, as for any rejection.
    expect((await decide('withdrawal', pending.id, 'reject', ' ')).code).toBe(
      'review.reasonRequired',
    )
    const failed = await decide('withdrawal', pending.id, 'reject', 'The bank refused the card.')
    expect(failed.data?.state).toBe('failed')
    expect(await assets(ana)).toMatchObject({ available: '1500.25', frozen: '0.00' })
    await expectLedgerBalanced(server.db, ana.account, 'EUR')
    const inbox = (await server.sendOk(messageListCall, {}, ana)).list
    expect(inbox[0]).toMatchObject({
      kind: 'withdrawal.failed',
      params: expect.objectContaining({ amount: '300.00', reason: 'The bank refused the card.' }),
    })
    const records = await server.sendOk(recordsCall, { kind: 'withdraw' }, ana)
    expect(records.list[0]).toMatchObject({ state: 'failed', amount: '300.00' })
  })

  it('won: exchanged into in whole won, withdrawn to a card from the won minimum (issue 21, spec §9)', async () => {
    // 10 € at 1.16 $ is 17,058.82… won at 0.00068 $: the won has no cents, 17,058 arrive.
    const into = await server.send(exchangeCall, { from: 'EUR', to: 'KRW', amount: '10.00' }, ana)
    expect(into).toMatchObject({ status: 1, data: { received: '17058.00' } })
    expect(
      await server.send(exchangeCall, { from: 'KRW', to: 'EUR', amount: '100.50' }, ana),
    ).toMatchObject({ code: 'funds.wholeUnits' })
    const won = await server.sendOk(withdrawGateCall, { type: 'Spain', currency: 'KRW' }, ana)
    expect(won).toMatchObject({ currency: 'KRW', min: '10000.00', available: '17058.00' })
    expect(won.currencies[0]).toBe('EUR')
    expect(won.currencies).toContain('KRW')
    // Without a currency the form opens on the account's own, with its own minimum.
    expect(await gate(ana)).toMatchObject({ currency: 'EUR', min: '100.00' })
    expect(await withdraw({ currency: 'KRW', amount: '9999' })).toMatchObject({
      code: 'funds.belowMin',
      params: { amount: '10000.00', currency: 'KRW' },
    })
    expect(await withdraw({ currency: 'KRW', amount: '10000.5' })).toMatchObject({
      code: 'funds.wholeUnits',
    })
    // A wallet takes USDC only: asking it for won is a bad request, not a withdrawal.
    expect(
      await server.send(withdrawGateCall, { type: 'usdc', currency: 'KRW' }, ana),
    ).toMatchObject({ status: 0, code: 'common.invalid' })
    const placed = await withdraw({ currency: 'KRW', amount: '10000' })
    expect(placed).toMatchObject({ status: 1 })
    const pending = (await queue('withdrawal', 'pendingReview'))[0]!
    expect(pending).toMatchObject({
      orderNo: placed.data!.orderNo,
      currency: 'KRW',
      amount: '10000.00',
    })
    const frozen = await server.sendOk(withdrawGateCall, { type: 'Spain', currency: 'KRW' }, ana)
    expect(frozen.available).toBe('7058.00')
    await expectLedgerBalanced(server.db, ana.account, 'KRW')
    expect((await decide('withdrawal', pending.id, 'reject', 'Card closed.')).data?.state).toBe(
      'rejected',
    )
    await expectLedgerBalanced(server.db, ana.account, 'KRW')
    // Back into euros, rounded down to the cent: 17,058 won is 9.9996… €.
    const back = await server.send(exchangeCall, { from: 'KRW', to: 'EUR', amount: '17058' }, ana)
    expect(back).toMatchObject({ status: 1, data: { received: '9.99' } })
  })

  it("the card minimum is set per currency, in that currency's units", async () => {
    const set = (name: string, value: string) => server.send(configSetCall, { name, value }, admin)
    expect(await set('funds.withdraw.min.KRW', '15000.50')).toMatchObject({
      code: 'admin.settingInvalid',
    })
    expect(await set('funds.withdraw.min.USDC', '5')).toMatchObject({
      code: 'admin.settingInvalid',
    })
    expect((await set('funds.withdraw.min.KRW', '15000')).status).toBe(1)
    expect(
      (await server.send(withdrawGateCall, { type: 'Spain', currency: 'KRW' }, ana)).data?.min,
    ).toBe('15000')
    expect((await gate(ana)).min).toBe('100.00')
    expect((await set('funds.withdraw.min.KRW', '10000')).status).toBe(1)
  })

  it('an open position blocks it', async () => {
    await at(new Date('2026-11-23T10:00:00Z'))
    const placed = await server.send(
      buyCall,
      { code: 'SAN', direction: 'long', priceType: 'market', lots: 100, leverage: 1 },
      ana,
    )
    expect(placed).toMatchObject({ status: 1 })
    expect(await gate(ana)).toMatchObject({ blockedBy: 'withdraw.openPositions' })
  })
})

describe('exchange (spec §5 Exchange)', () => {
  it('moves money between currencies at the configured rates, in the ledger', async () => {
    const rates = (await server.send(ratesCall, {}, ana)).data
    expect(rates).toContainEqual({ currency: 'EUR', usd: '1.16' })
    expect(
      await server.send(exchangeCall, { from: 'EUR', to: 'EUR', amount: '10' }, ana),
    ).toMatchObject({ code: 'funds.sameCurrency' })
    expect(
      await server.send(exchangeCall, { from: 'EUR', to: 'USD', amount: '' }, ana),
    ).toMatchObject({ code: 'funds.amountRequired' })
    expect(
      await server.send(exchangeCall, { from: 'EUR', to: 'USD', amount: '99999' }, ana),
    ).toMatchObject({ code: 'funds.insufficient' })
    const before = await assets(ana)
    const answer = await server.send(
      exchangeCall,
      { from: 'EUR', to: 'USD', amount: '100.00' },
      ana,
    )
    expect(answer).toMatchObject({ status: 1, data: { amount: '100.00', received: '116.00' } })
    expect(decimalToMinor((await assets(ana)).available)).toBe(
      decimalToMinor(before.available)! - 10_000n,
    )
    expect((await assets(ana, 'usd')).available).toBe('116.00')
    await expectLedgerBalanced(server.db, ana.account, 'EUR')
    await expectLedgerBalanced(server.db, ana.account, 'USD')
    // Issue 18: the total counts both currencies, so an exchange does not make money vanish.
    const after = await assets(ana)
    expect(after.consolidated).toBe(before.consolidated)
    expect(after.holdings).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', total: after.total },
        { currency: 'USD', total: '116.00' },
      ]),
    )
    expect(after.holdings[0]!.currency).toBe('EUR')
    expect((await assets(ana, 'usd')).consolidated).toBe(
      // 116 $ + the euros at 1.16 $ each.
      minorToDecimal(11_600n + (decimalToMinor(after.total)! * 116n) / 100n),
    )
  })
})

describe('wallet addresses (spec §3 Wallet)', () => {
  it('checks the address against its network and stores an optional QR code', async () => {
    const bad = await server.sendForm(
      addWalletCall,
      { type: 'ERC20', address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH' },
      ana,
    )
    expect(bad).toMatchObject({ code: 'funds.addressInvalid' })
    const good = await server.sendForm(
      addWalletCall,
      { type: 'TRC20', address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', qr: imageFile() },
      ana,
    )
    expect(good.status).toBe(1)
    const again = await server.sendForm(
      addWalletCall,
      { type: 'TRC20', address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH' },
      ben,
    )
    expect(again).toMatchObject({ code: 'funds.walletExists' })
    expect((await server.send(walletsCall, {}, ana)).data).toHaveLength(1)
    expect((await gate(ben, 'usdc')).blockedBy).toBe('withdraw.fundPasswordNotSet')
  })
})

describe('the back office', () => {
  it('an investor token gets nothing from /api/admin, an admin token nothing from /api/vue', async () => {
    const asInvestor = await server.send(reviewListCall, { kind: 'deposit' }, { token: ana.token })
    expect(asInvestor.http).toBe(401)
    const file = await server.app.request('/api/admin/files/00000000-0000-0000-0000-000000000000', {
      headers: { token: ana.token },
    })
    expect(file.status).toBe(401)
    const asAdmin = await server.send(assetsCall, {}, { ...admin, account: 'admin' })
    expect(asAdmin.http).toBe(401)
    expect(
      await server.send(adminLoginCall, { username: 'admin', password: 'wrong' }),
    ).toMatchObject({ code: 'auth.badCredentials' })
  })

  it('writes every decision to the audit log with before and after, and the log cannot be changed', async () => {
    const log = await server.sendOk(auditListCall, { size: 100 }, admin)
    const actions = log.list.map((e) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'deposit.approve',
        'deposit.reject',
        'realname.approve',
        'withdrawal.approve',
        'withdrawal.pay',
        'withdrawal.reject',
        'users.restrict',
      ]),
    )
    const paid = log.list.find((e) => e.action === 'withdrawal.pay')!
    expect(JSON.parse(paid.before!).state).toBe('approved')
    expect(JSON.parse(paid.after!).state).toBe('paid')
    expect(paid.admin).toBe('admin')
    // Read for a person (issue 18): whose record, in which currency, what changed, which uploads.
    expect(paid).toMatchObject({
      record: { kind: 'withdrawal' },
      account: ana.account,
      currency: 'EUR',
    })
    expect(paid.changes).toContainEqual({ field: 'state', before: 'approved', after: 'paid' })
    expect(paid.changes.map((c) => c.field)).not.toContain('amount')
    const realName = log.list.find((e) => e.action === 'realname.approve')!
    expect(realName.account).toBe(ana.account)
    expect(realName.uploads.map((u) => u.field)).toEqual(['frontUploadId', 'backUploadId'])
    expect(JSON.stringify(realName.changes)).not.toContain(realName.uploads[0]!.id)
    await expect(server.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow()
    await expect(server.db.execute(sql`delete from audit_log`)).rejects.toThrow()
  })

  it('a stored upload whose file is gone answers 404, not 500', async () => {
    const submission = (await queue('realname', 'passed'))[0]!
    await rm(join(server.uploadDir, submission.front))
    const gone = await server.app.request(`/api/admin/files/${submission.front}`, {
      headers: admin,
    })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ status: 0, code: 'upload.missing' })
  })

  it('edits settings the server can read, refuses the rest, and the change takes effect', async () => {
    const backwards = { name: 'funds.withdraw.hours', value: '18:00-09:00' }
    expect(await server.send(configSetCall, backwards, admin)).toMatchObject({
      code: 'admin.settingInvalid',
    })
    expect(await server.send(configSetCall, { name: 'nonsense', value: '1' }, admin)).toMatchObject(
      { code: 'admin.settingInvalid' },
    )
    expect(
      (await server.send(configSetCall, { name: 'funds.withdraw.min.EUR', value: '150' }, admin))
        .status,
    ).toBe(1)
    expect((await gate(ben)).min).toBe('150')
    const settings = await server.sendOk(configListCall, {}, admin)
    expect(settings).toContainEqual(
      expect.objectContaining({ name: 'funds.withdraw.min.EUR', value: '150' }),
    )
  })

  it('lists each setting with its default and the value in effect (issue 18)', async () => {
    // A value the server cannot read (stored around the console) is ignored: the default rules.
    await server.db.execute(sql`insert into site_config (name, value) values ('trade.otc.lock', 'soon')
      on conflict (name) do update set value = 'soon'`)
    const settings = await server.sendOk(configListCall, {}, admin)
    const named = (name: string) => settings.find((s) => s.name === name)
    expect(named('funds.withdraw.min.EUR')).toEqual({
      name: 'funds.withdraw.min.EUR',
      kind: 'amount',
      value: '150',
      default: '100.00',
      effective: '150',
      source: 'stored',
    })
    expect(named('funds.deposit.hours')).toMatchObject({
      kind: 'hours',
      value: null,
      default: '08:30-22:00',
      effective: '08:30-22:00',
      source: 'default',
    })
    expect(named('trade.Spain.stampDuty')).toMatchObject({ effective: '0.002', source: 'default' })
    expect(named('trade.forex.leverages')).toMatchObject({ effective: '1,10,20,50' })
    expect(named('trade.crypto.priceLimitPercent')).toMatchObject({ effective: '20' })
    expect(named('trade.otc.lock')).toMatchObject({
      value: 'soon',
      default: 'T+1',
      effective: 'T+1',
      source: 'default',
    })
    expect(named('credit.dailyRate')).toMatchObject({ default: '0.0005', source: 'default' })
    expect(named('funds.withdraw.max')).toMatchObject({
      default: null,
      effective: null,
      source: 'none',
    })
    expect(named('exchange.rate.EUR')).toMatchObject({ value: '1.16', source: 'stored' })
  })

  it('the withdrawal maximum is in the account currency: 5,000 € does not cap won at 5,000', async () => {
    expect(
      (await server.send(configSetCall, { name: 'funds.withdraw.max', value: '5000' }, admin))
        .status,
    ).toBe(1)
    expect(
      (await server.send(withdrawGateCall, { type: 'Spain', currency: 'KRW' }, ana)).data?.max,
    ).toBeNull()
    expect((await gate(ana)).max).toBe('5000')
  })

  it('disabling an account ends its sessions at once', async () => {
    await server.send(restrictCall, { account: ben.account, disabled: true }, admin)
    expect((await server.send(assetsCall, {}, ben)).http).toBe(401)
    expect(
      await server.send(loginCall, { account: ben.account, password: 'correct horse' }),
    ).toMatchObject({ code: 'auth.disabled' })
    const found = await server.sendOk(usersListCall, { query: ben.account }, admin)
    expect(found.list[0]).toMatchObject({ account: ben.account, disabled: true })
  })
})

/** Moves the clock; sessions idle for a day end, so both investors log in again. */
async function at(date: Date) {
  server.clock.set(date)
  await relogin(ana)
  await relogin(ben)
}

const relogin = (who: Who) => server.relogin(who)
