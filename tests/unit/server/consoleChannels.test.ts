import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../../server/clock.ts'
import { readConfig } from '../../../server/config.ts'
import { openDatabase } from '../../../server/db/database.ts'
import { siteConfig } from '../../../server/db/schema.ts'
import { seedIfEmpty } from '../../../server/db/seed.ts'
import { imageFile } from '../../support/images.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * The console's deposit channels (issue 18): the seeded placeholders are flagged demo for the
 * investor, and an operator can list, replace and disable them, each step audited.
 */
// Monday 2026-11-23, 10:00 in Madrid: inside the deposit hours.
const MONDAY_10 = new Date('2026-11-23T09:00:00Z')

type Who = { token: string; account: string }
let server: TestServer
let ana: Who
let admin: { token: string }

beforeAll(async () => {
  server = await startTestServer({ clockStart: MONDAY_10 })
  ana = await server.investor('600810001')
  admin = await server.admin()
})
afterAll(() => server.close())

const consoleCall = async (path: string, body: unknown) =>
  (await server.adminCall(path, body, admin)).body
const investorChannels = async (type: string) =>
  (await server.call('funds/channels', { type }, ana)).body.data
const eurForm = {
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
    const listed = await consoleCall('channels/list', {})
    expect(listed.status).toBe(1)
    expect(listed.data.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'USD', 'USDC'])
    expect(listed.data.every((c: { demo: boolean; active: boolean }) => c.demo && c.active)).toBe(
      true,
    )
  })

  it('replaces a placeholder: the details change, the demo flag goes, the log has both', async () => {
    const [eur] = await investorChannels('Spain')
    const saved = await consoleCall('channels/save', { ...eurForm, id: eur.id })
    expect(saved).toMatchObject({
      status: 1,
      data: { id: eur.id, bankName: 'CaixaBank', min: '50.00', max: '20000.00', demo: false },
    })
    expect(await investorChannels('Spain')).toEqual([
      expect.objectContaining({ accountNumber: eurForm.accountNumber, demo: false }),
    ])
    const [entry] = (await consoleCall('audit/list', { size: 1 })).data.list
    expect(entry).toMatchObject({ action: 'channels.edit', target: `channel#${eur.id}` })
    expect(JSON.parse(entry.before)).toMatchObject({ bankName: 'Demo Bank Madrid', demo: true })
    expect(JSON.parse(entry.after)).toMatchObject({ bankName: 'CaixaBank', demo: false })
  })

  it('adds a channel, and disabling one takes it off the investor list (and back)', async () => {
    const added = await consoleCall('channels/save', { ...eurForm, bankName: 'Banco Sabadell' })
    expect(added.data).toMatchObject({ bankName: 'Banco Sabadell', active: true, demo: false })
    expect(await investorChannels('Spain')).toHaveLength(2)
    const disabled = await consoleCall('channels/active', { id: added.data.id, active: false })
    expect(disabled.data).toMatchObject({ id: added.data.id, active: false })
    expect((await investorChannels('Spain')).map((c: { bankName: string }) => c.bankName)).toEqual([
      'CaixaBank',
    ])
    // A disabled channel takes no deposit, even when its id is sent directly.
    const refused = await server.upload(
      'funds/recharge',
      { channelId: String(added.data.id), amount: '100' },
      ana,
    )
    expect(refused.body).toMatchObject({ status: 0, code: 'common.invalid' })
    await consoleCall('channels/active', { id: added.data.id, active: true })
    expect(await investorChannels('Spain')).toHaveLength(2)
    const actions = (await consoleCall('audit/list', { size: 3 })).data.list.map(
      (e: { action: string }) => e.action,
    )
    expect(actions).toEqual(['channels.enable', 'channels.disable', 'channels.create'])
  })

  it('refuses what cannot be a channel, with the field named, and changes nothing', async () => {
    const [usd] = await investorChannels('usd')
    const cases = [
      [{ ...eurForm, currency: 'USDC' }, 'currency'],
      [{ ...eurForm, min: '500', max: '100' }, 'min'],
      [{ ...eurForm, min: '0' }, 'min'],
      [{ ...eurForm, accountNumber: '   ' }, 'accountNumber'],
      [{ ...eurForm, id: usd.id }, 'currency'],
      [{ ...eurForm, id: 999_999 }, 'id'],
    ] as const
    for (const [form, field] of cases) {
      const answer = await consoleCall('channels/save', form)
      expect(answer, JSON.stringify(form)).toMatchObject({
        status: 0,
        code: 'common.invalid',
        params: { field },
      })
    }
    expect(await investorChannels('usd')).toEqual([usd])
    expect((await consoleCall('channels/active', { id: 999_999, active: false })).code).toBe(
      'common.invalid',
    )
  })

  it('is for operators only', async () => {
    const asInvestor = await server.adminCall('channels/list', {}, { token: ana.token })
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
    const service = (await consoleCall('config/list', {})).data.find(
      (s: { name: string }) => s.name === 'service',
    )
    // The test server was given a link: it is the stored one, with no default behind it.
    expect(service).toMatchObject({ value: 'https://service.example/chat', default: null })
  })
})

describe('a private deposit channel (spec §5 Other, §8 Funds; decision 0038)', () => {
  it('hides its details and takes a deposit only with its password and secret key', async () => {
    const noKey = await consoleCall('channels/save', {
      ...eurForm,
      bankName: 'Banco Privado',
      access: 'private',
      password: 'open sesame',
    })
    expect(noKey).toMatchObject({ status: 0, code: 'common.invalid' })
    const saved = await consoleCall('channels/save', {
      ...eurForm,
      bankName: 'Banco Privado',
      access: 'private',
      password: 'open sesame',
      secretKey: 'KEY-7',
    })
    expect(saved.data).toMatchObject({ private: true, secretKey: 'KEY-7' })
    const seen = (await investorChannels('Spain')).find(
      (c: { id: number }) => c.id === saved.data.id,
    )
    expect(seen).toMatchObject({ private: true, accountNumber: null, bankName: null })

    const send = (fields: Record<string, string>) =>
      server.upload(
        'funds/recharge',
        { channelId: String(saved.data.id), amount: '100', proof: imageFile(), ...fields },
        ana,
      )
    expect((await send({ channelPassword: 'open', secretKey: 'KEY-7' })).body.code).toBe(
      'funds.channelPasswordWrong',
    )
    expect((await send({ channelPassword: 'open sesame', secretKey: 'KEY-8' })).body.code).toBe(
      'funds.secretKeyMismatch',
    )
    expect((await send({ channelPassword: 'open sesame', secretKey: 'KEY-7' })).body).toMatchObject(
      { status: 1, data: { state: 'pendingReview' } },
    )
    // Made public again, its details show and nothing more is asked.
    const opened = await consoleCall('channels/save', {
      ...eurForm,
      id: saved.data.id,
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
    const count = async () => (await consoleCall('channels/list', {})).data.length as number
    const before = await count()
    const form = { ...eurForm, bankName: 'Banco Once', requestId: 'console-key-1' }
    const [first, again] = await Promise.all([
      consoleCall('channels/save', form),
      consoleCall('channels/save', form),
    ])
    const retried = await consoleCall('channels/save', form)
    expect(first.status).toBe(1)
    expect(again.data).toEqual(first.data)
    expect(retried.data).toEqual(first.data)
    expect(await count()).toBe(before + 1)
    const other = await consoleCall('channels/save', { ...form, requestId: 'console-key-2' })
    expect(other.data.id).not.toBe(first.data.id)
    expect(await count()).toBe(before + 2)
  })
})
