import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Issue 25: the devices an account is signed in on, and signing the others out. */
const many = { limit: 100_000, windowMs: 60_000 }
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/133.0'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    limits: { ...DEFAULT_RATE_LIMITS, loginPerAccount: many, loginPerAddress: many },
  })
}, 60_000)
afterAll(() => server?.close())

async function loginOn(account: string, userAgent: string) {
  const { body } = await server.call(
    'user/login',
    { account, password: 'correct horse' },
    { 'user-agent': userAgent },
  )
  expect(body.status).toBe(1)
  return { token: body.data.token as string, account }
}

describe('signed-in devices', () => {
  it('lists each device, this one first, and signs the others out at once', async () => {
    const first = await server.investor('604990001')
    const phone = await loginOn(first.account, PHONE)
    const laptop = await loginOn(first.account, LAPTOP)
    const { body } = await server.call('user/devices', {}, phone)
    expect(body.data).toHaveLength(3)
    expect(body.data[0]).toMatchObject({ device: 'Chrome · Android', current: true })
    expect(body.data.map((d: { device: string }) => d.device)).toContain('Firefox · macOS')
    expect(body.data.filter((d: { current: boolean }) => d.current)).toHaveLength(1)

    const ended = await server.call('user/signOutOthers', {}, phone)
    expect(ended.body).toMatchObject({ status: 1, data: { ended: 2 } })
    // The laptop's token stops working at once; the phone's goes on.
    expect((await server.call('user/getUserinfo', {}, laptop)).body.status).toBe(0)
    expect((await server.call('user/getUserinfo', {}, phone)).body.status).toBe(1)
    const left = await server.call('user/devices', {}, phone)
    expect(left.body.data).toHaveLength(1)
    // Again: nothing more to end.
    expect((await server.call('user/signOutOthers', {}, phone)).body.data).toEqual({ ended: 0 })
  })

  it('never shows or ends another account’s sessions', async () => {
    const mine = await server.investor('604990002')
    const theirs = await server.investor('604990003')
    await server.call('user/signOutOthers', {}, mine)
    expect((await server.call('user/getUserinfo', {}, theirs)).body.status).toBe(1)
    const { body } = await server.call('user/devices', {}, mine)
    expect(body.data).toHaveLength(1)
  })
})
