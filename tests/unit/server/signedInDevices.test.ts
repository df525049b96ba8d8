import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devicesCall,
  loginCall,
  signOutOthersCall,
  userInfoCall,
} from '../../../machines/session/calls.ts'
import { ROOMY_LIMITS } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** Issue 25: the devices an account is signed in on, and signing the others out. */
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/133.0'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    limits: ROOMY_LIMITS,
  })
}, 60_000)
afterAll(() => server?.close())

async function loginOn(account: string, userAgent: string) {
  const answer = await server.send(
    loginCall,
    { account, password: 'correct horse' },
    { 'user-agent': userAgent },
  )
  expect(answer.status).toBe(1)
  return { token: answer.data!.token, account }
}

describe('signed-in devices', () => {
  it('lists each device, this one first, and signs the others out at once', async () => {
    const first = await server.investor('604990001')
    const phone = await loginOn(first.account, PHONE)
    const laptop = await loginOn(first.account, LAPTOP)
    const answer = await server.send(devicesCall, {}, phone)
    expect(answer.data).toHaveLength(3)
    expect(answer.data![0]).toMatchObject({ device: 'Chrome · Android', current: true })
    expect(answer.data!.map((d) => d.device)).toContain('Firefox · macOS')
    expect(answer.data!.filter((d) => d.current)).toHaveLength(1)

    const ended = await server.send(signOutOthersCall, {}, phone)
    expect(ended).toMatchObject({ status: 1, data: { ended: 2 } })
    // The laptop's token stops working at once; the phone's goes on.
    expect((await server.send(userInfoCall, {}, laptop)).status).toBe(0)
    expect((await server.send(userInfoCall, {}, phone)).status).toBe(1)
    const left = await server.send(devicesCall, {}, phone)
    expect(left.data).toHaveLength(1)
    // Again: nothing more to end.
    expect((await server.send(signOutOthersCall, {}, phone)).data).toEqual({ ended: 0 })
  })

  it('never shows or ends another account’s sessions', async () => {
    const mine = await server.investor('604990002')
    const theirs = await server.investor('604990003')
    await server.send(signOutOthersCall, {}, mine)
    expect((await server.send(userInfoCall, {}, theirs)).status).toBe(1)
    const answer = await server.send(devicesCall, {}, mine)
    expect(answer.data).toHaveLength(1)
  })
})
