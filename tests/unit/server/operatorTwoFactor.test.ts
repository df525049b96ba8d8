import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewListCall } from '../../../machines/backOffice/calls.ts'
import {
  adminLoginCall,
  adminMeCall,
  adminTwoFactorBeginCall,
  adminTwoFactorEnableCall,
} from '../../../machines/backOffice/operatorSignIn.ts'
import { resetAdminPassword } from '../../../server/admin/passwordReset.ts'
import { totpCodeAt } from '../../../server/auth/twoFactor.ts'
import { auditLog } from '../../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Issue 25: the console's operators must use two-factor sign-in (decision 0052). An operator
 * without it can only set it up; once on, every login asks a code (or a recovery code), wrong
 * codes count as failed logins, and a code works once. Only the server's command line, with a
 * new password, removes it.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server?.close())

const PASSWORD = 'admin-password'
const login = (code?: string, password = PASSWORD) =>
  server.send(adminLoginCall, { username: 'admin', password, ...(code ? { code } : {}) })
const codeNow = (secret: string) => totpCodeAt(secret, server.clock.now().getTime())
const queue = (token: string) => server.send(reviewListCall, { kind: 'deposit' }, { token })

let secret = ''
let recovery: string[] = []

describe('an operator without a second factor', () => {
  it('gets a session that can only set it up; the console refuses everything else', async () => {
    const first = await login()
    expect(first).toMatchObject({ status: 1, data: { secondFactorOn: false } })
    const token = first.data!.token
    expect(await queue(token)).toMatchObject({ status: 0, code: 'twoFactor.setUpRequired' })
    const photo = await server.app.request('/api/admin/files/0123456789abcdef', {
      headers: { token },
    })
    expect((await photo.json()).code).toBe('twoFactor.setUpRequired')
    const me = await server.send(adminMeCall, {}, { token })
    expect(me.data).toMatchObject({ username: 'admin', secondFactorOn: false })

    // Another session of the password alone (another tab, or someone who has the password).
    const other = (await login()).data!.token

    const begun = await server.send(adminTwoFactorBeginCall, {}, { token })
    expect(begun.data!.uri).toContain('otpauth://totp/Tradeflow:console%3A%20admin?')
    secret = begun.data!.secret
    const wrong = await server.send(adminTwoFactorEnableCall, { code: '000000' }, { token })
    expect(wrong.code).toBe('twoFactor.codeWrong')
    const on = await server.send(adminTwoFactorEnableCall, { code: codeNow(secret) }, { token })
    expect(on.data!.recoveryCodes).toHaveLength(10)
    recovery = on.data!.recoveryCodes

    // The same session goes on: it proved the password, then the app. The other one ends.
    expect(await queue(token)).toMatchObject({ status: 1 })
    expect((await server.send(reviewListCall, { kind: 'deposit' }, { token: other })).http).toBe(
      401,
    )
    const [audit] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({ action: 'admin.twoFactorOn', target: 'admin:admin' })
    const again = await server.send(adminTwoFactorBeginCall, {}, { token })
    expect(again.code).toBe('twoFactor.alreadyOn')
  })
})

describe('an operator with a second factor', () => {
  it('is asked the code after the password, and a code works once', async () => {
    expect((await login()).code).toBe('twoFactor.required')
    expect((await login('12ab')).code).toBe('twoFactor.codeInvalid')
    // The code of the step the set-up used is spent already.
    expect((await login(codeNow(secret))).code).toBe('twoFactor.codeWrong')
    server.clock.advance(30_000)
    const code = codeNow(secret)
    const signedIn = await login(code)
    expect(signedIn).toMatchObject({ status: 1, data: { secondFactorOn: true } })
    expect(await queue(signedIn.data!.token)).toMatchObject({ status: 1 })
    expect((await login(code)).code).toBe('twoFactor.codeWrong')
  })

  it('may use a recovery code once in place of the app', async () => {
    const [spare] = recovery
    const signedIn = await login(spare)
    expect(signedIn.status).toBe(1)
    expect((await login(spare)).code).toBe('twoFactor.codeWrong')
    const me = await server.send(adminMeCall, {}, { token: signedIn.data!.token })
    expect(me.data).toMatchObject({ secondFactorOn: true, recoveryCodesLeft: 9 })
  })

  it('meets the login limits with wrong codes: the right code is then refused too', async () => {
    server.clock.advance(60 * 60_000)
    for (let i = 0; i < 5; i++) expect((await login('999999')).code).toBe('twoFactor.codeWrong')
    expect((await login(codeNow(secret))).code).toBe('common.tooFrequent')
  })

  // Issue 48: wrong codes were counted per operator alone, so anyone with the password could
  // hold the operator out with five of them.
  it('a stranger’s wrong codes hold back the stranger, not the operator at another address', async () => {
    server.clock.advance(60 * 60_000)
    const from = (address: string, code: string) =>
      server.send(
        adminLoginCall,
        { username: 'admin', password: PASSWORD, code },
        { 'x-forwarded-for': address },
      )
    for (let i = 0; i < 5; i++)
      expect((await from('203.0.113.44', '999999')).code).toBe('twoFactor.codeWrong')
    expect((await from('203.0.113.44', codeNow(secret))).code).toBe('common.tooFrequent')
    const operator = await from('198.51.100.44', codeNow(secret))
    expect(operator, operator.text).toMatchObject({ status: 1 })
  })

  it('loses it only with a password reset from the server, which is audited', async () => {
    server.clock.advance(60 * 60_000)
    expect(await resetAdminPassword(server.db, server.clock, 'admin', 'a new secret')).toBe(true)
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.passwordReset'))
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ secondFactorRemoved: true })
    const fresh = await login(undefined, 'a new secret')
    expect(fresh).toMatchObject({ status: 1, data: { secondFactorOn: false } })
    expect(await queue(fresh.data!.token)).toMatchObject({ code: 'twoFactor.setUpRequired' })
  })
})
