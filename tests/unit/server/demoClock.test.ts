import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminLoginCall,
  adminMeCall,
  adminTwoFactorBeginCall,
  adminTwoFactorEnableCall,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { createApp } from '../../../server/app.ts'
import { totpCodeAt } from '../../../server/auth/twoFactor.ts'
import { manualClock } from '../../../server/clock.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'
import { typedClient } from '../../support/typedClient.ts'

/**
 * Issue 48 item 2 (decision 0064): TRADEFLOW_CLOCK moves business time only. An operator's
 * authenticator app knows real time, so its code is checked on real time; sessions and attempt
 * windows run on it too. A server set two weeks away (a demo on a trading day) must not refuse
 * the phone's code, nor accept the code of the shifted instant.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.close())

const REAL = new Date('2026-12-07T08:00:00Z')
const SHIFTED = new Date('2026-11-23T09:00:00Z')

function demoServer() {
  const business = manualClock(SHIFTED)
  const wall = manualClock(REAL)
  const app = createApp({
    db: server.db,
    clock: business,
    wallClock: wall,
    uploadDir: server.uploadDir,
  })
  return { business, wall, ...typedClient(app) }
}

describe('a server whose business clock is moved (TRADEFLOW_CLOCK)', () => {
  it('checks the operator’s one-time code on real time, and keeps the session on it', async () => {
    const demo = demoServer()
    const login = await demo.send(adminLoginCall, { username: 'admin', password: 'admin-password' })
    const token = login.data!.token
    const { secret } = (await demo.send(adminTwoFactorBeginCall, {}, { token })).data!
    // The code of the shifted instant is not what the phone shows: refused.
    const shifted = totpCodeAt(secret, SHIFTED.getTime())
    const refused = await demo.send(adminTwoFactorEnableCall, { code: shifted }, { token })
    expect(refused.code).toBe('twoFactor.codeWrong')
    // The phone's code, made from real time, is taken.
    const real = totpCodeAt(secret, REAL.getTime())
    const taken = await demo.send(adminTwoFactorEnableCall, { code: real }, { token })
    expect(taken.status).toBe(1)
    // Business time jumps a month (a demo moved to another day): the session lives on.
    demo.business.advance(31 * 86_400_000)
    const me = await demo.send(adminMeCall, {}, { token })
    expect(me.http).toBe(200)
    expect(me.data!.secondFactorOn).toBe(true)
    // Real hours end it: an operator's session lasts eight (ADMIN_SESSION_MS).
    demo.wall.advance(8 * 3_600_000)
    expect((await demo.send(adminMeCall, {}, { token })).http).toBe(401)
  })
})
