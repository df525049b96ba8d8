import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditListCall,
  channelActiveCall,
  channelSaveCall,
  channelsListCall,
  configListCall,
} from '../../../machines/backOffice/calls.ts'
import type { AnyCall, RequestOf } from '../../../machines/contract/call.ts'
import { channelsCall, rechargeCall } from '../../../machines/funds/calls.ts'
import { manualClock } from '../../../server/clock.ts'
import { readConfig } from '../../../server/config.ts'
import { openDatabase } from '../../../server/db/database.ts'
import { siteConfig } from '../../../server/db/schema.ts'
import { seedIfEmpty } from '../../../server/db/seed.ts'
import { imageFile } from '../../support/images.ts'
import { MONDAY_10, type Operator, type Investor as Who } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The console's deposit channels (issue 18): the seeded placeholders are flagged demo for the
 * investor, and an operator can list, replace and disable them, each step audited.
 */
// Monday 2026-11-23, 10:00 in Madrid: inside the deposit hours.
let server: TestServer
let ana: Who
let admin: Operator

beforeAll(async () => {
  server = await startTestServer({ clockStart: MONDAY_10 })
  ana = await server.investor('600810001')
  admin = await server.admin()
})
afterAll(() => server.close())

const consoleCall = <C extends AnyCall>(contract: C, body: RequestOf<C>) =>
  server.send(contract, body, admin)
const investorChannels = (type: 'Spain' | 'usd') => server.sendOk(channelsCall, { type }, ana)
const eurForm: RequestOf<typeof channelSaveCall> = {
  kind: 'bank',
  currency: 'EUR',
  accountName: 'Tradeflow Client Funds S.L.',
  accountNumber: 'ES91 2100 0418 4502 0005 1332',
  bankName: 'CaixaBank',
  min: '50',
  max: '20000.00',
}

describe('deposit channels in the console (issue 18)', () => {
  it('shows the seeded placeholders as demo, to the investor and to the console', async () => {
    const seeded = await investorChannels('Spain')
    expect(seeded).toEqual([expect.objectContaining({ currency: 'EUR', demo: true })])
    const listed = await consoleCall(channelsListCall, {})
    expect(listed.status).toBe(1)
    expect(listed.data!.map((c) => c.currency)).toEqual(['EUR', 'USD', 'USDC'])
    expect(listed.data!.every((c) => c.demo && c.active)).toBe(true)
  })

  it('replaces a placeholder: the details change, the demo flag goes, the log has both', async () => {
    const eur = (await investorChannels('Spain'))[0]!
    const saved = await consoleCall(channelSaveCall, { ...eurForm, id: eur.id })
    expect(saved).toMatchObject({
      status: 1,
      data: { id: eur.id, bankName: 'CaixaBank', min: '50.00', max: '20000.00', demo: false },
    })
    expect(await investorChannels('Spain')).toEqual([
      expect.objectContaining({ accountNumber: eurForm.accountNumber, demo: false }),
    ])
    const entry = (await server.sendOk(auditListCall, { size: 1 }, admin)).list[0]!
    expect(entry).toMatchObject({ action: 'channels.edit', target: `channel#${eur.id}` })
    expect(JSON.parse(entry.before!)).toMatchObject({ bankName: 'Demo Bank Madrid', demo: true })
    expect(JSON.parse(entry.after!)).toMatchObject({ bankName: 'CaixaBank', demo: false })
  })

  it('adds a channel, and disabling one takes it off the investor list (and back)', async () => {
    const added = await consoleCall(channelSaveCall, { ...eurForm, bankName: 'Banco Sabadell' })
    expect(added.data).toMatchObject({ bankName: 'Banco Sabadell', active: true, demo: false })
    expect(await investorChannels('Spain')).toHaveLength(2)
    const disabled = await consoleCall(channelActiveCall, { id: added.data!.id, active: false })
    expect(disabled.data).toMatchObject({ id: added.data!.id, active: false })
    expect((await investorChannels('Spain')).map((c) => c.bankName)).toEqual(['CaixaBank'])
    // A disabled channel takes no deposit, even when its id is sent directly.
    const refused = await server.sendForm(
      rechargeCall,
      { channelId: String(added.data!.id), amount: '100' },
      ana,
    )
    expect(refused).toMatchObject({ status: 0, code: 'common.invalid' })
    await consoleCall(channelActiveCall, { id: added.data!.id, active: true })
    expect(await investorChannels('Spain')).toHaveLength(2)
    const actions = (await server.sendOk(auditListCall, { size: 3 }, admin)).list.map(
      (e) => e.action,
    )
    expect(actions).toEqual(['channels.enable', 'channels.disable', 'channels.create'])
  })

  it('refuses what cannot be a channel, with the field named, and changes nothing', async () => {
    const usd = (await investorChannels('usd'))[0]!
    const cases = [
      [{ ...eurForm, currency: 'USDC' }, 'currency'],
      [{ ...eurForm, min: '500', max: '100' }, 'min'],
      [{ ...eurForm, min: '0' }, 'min'],
      [{ ...eurForm, accountNumber: '   ' }, 'accountNumber'],
      [{ ...eurForm, id: usd.id }, 'currency'],
      [{ ...eurForm, id: 999_999 }, 'id'],
    ] as const
    for (const [form, field] of cases) {
      const answer = await consoleCall(channelSaveCall, form)
      expect(answer, JSON.stringify(form)).toMatchObject({
        status: 0,
        code: 'common.invalid',
        params: { field },
      })
    }
    expect(await investorChannels('usd')).toEqual([usd])
    expect((await consoleCall(channelActiveCall, { id: 999_999, active: false })).code).toBe(
      'common.invalid',
    )
  })

  it('is for operators only', async () => {
    const asInvestor = await server.send(channelsListCall, {}, { token: ana.token })
    expect(asInvestor.http).toBe(401)
  })
})

describe('no invented customer-service address (issue 18)', () => {
  it('seeds no service link without SERVICE_URL, so none is shown until the console sets one', async () => {
    expect(readConfig({}).serviceUrl).toBeUndefined()
    const fresh = await openDatabase({})
    try {
      await seedIfEmpty(fresh.db, manualClock(MONDAY_10), { inviteCode: 'FRESH' })
      const names = (await fresh.db.select().from(siteConfig)).map((p) => p.name)
      expect(names).toContain('title')
      expect(names).not.toContain('service')
    } finally {
      await fresh.close()
    }
    const service = (await server.sendOk(configListCall, {}, admin)).find(
      (s) => s.name === 'service',
    )
    // The test server was given a link: it is the stored one, with no default behind it.
    expect(service).toMatchObject({ value: 'https://service.example/chat', default: null })
  })
})

describe('a private deposit channel (spec §5 Other, §8 Funds; decision 0038)', () => {
  it('hides its details and takes a deposit only with its password and secret key', async () => {
    const noKey = await consoleCall(channelSaveCall, {
      ...eurForm,
      bankName: 'Banco Privado',
      access: 'private',
      password: 'open sesame',
    })
    expect(noKey).toMatchObject({ status: 0, code: 'common.invalid' })
    const saved = await consoleCall(channelSaveCall, {
      ...eurForm,
      bankName: 'Banco Privado',
      access: 'private',
      password: 'open sesame',
      secretKey: 'KEY-7',
    })
    expect(saved.data).toMatchObject({ private: true, secretKey: 'KEY-7' })
    const seen = (await investorChannels('Spain')).find((c) => c.id === saved.data!.id)
    expect(seen).toMatchObject({ private: true, accountNumber: null, bankName: null })

    const send = (fields: Record<string, string>) =>
      server.sendForm(
        rechargeCall,
        { channelId: String(saved.data!.id), amount: '100', proof: imageFile(), ...fields },
        ana,
      )
    expect((await send({ channelPassword: 'open', secretKey: 'KEY-7' })).code).toBe(
      'funds.channelPasswordWrong',
    )
    expect((await send({ channelPassword: 'open sesame', secretKey: 'KEY-8' })).code).toBe(
      'funds.secretKeyMismatch',
    )
    expect(await send({ channelPassword: 'open sesame', secretKey: 'KEY-7' })).toMatchObject({
      status: 1,
      data: { state: 'pendingReview' },
    })
    // Made public again, its details show and nothing more is asked.
    const opened = await consoleCall(channelSaveCall, {
      ...eurForm,
      id: saved.data!.id,
      bankName: 'Banco Privado',
      access: 'public',
    })
    expect(opened.data).toMatchObject({ private: false, secretKey: null })
  })
})

// decision 0063 in the console: a save that creates is done once per key, as a retry after a
// lost answer would send it; another key is another channel.
describe('a channel added twice under one key (issue 48)', () => {
  it('is added once, and the retry gets the first answer', async () => {
    const count = async () => (await server.sendOk(channelsListCall, {}, admin)).length
    const before = await count()
    const form = { ...eurForm, bankName: 'Banco Once', requestId: 'console-key-1' }
    const [first, again] = await Promise.all([
      consoleCall(channelSaveCall, form),
      consoleCall(channelSaveCall, form),
    ])
    const retried = await consoleCall(channelSaveCall, form)
    expect(first.status).toBe(1)
    expect(again.data).toEqual(first.data)
    expect(retried.data).toEqual(first.data)
    expect(await count()).toBe(before + 1)
    const other = await consoleCall(channelSaveCall, { ...form, requestId: 'console-key-2' })
    expect(other.data!.id).not.toBe(first.data!.id)
    expect(await count()).toBe(before + 2)
  })
})
