import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agreementTermsCall } from '../../../machines/agreement/calls.ts'
import {
  loginCall,
  logoutCall,
  registerCall,
  userInfoCall,
} from '../../../machines/session/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../server/auth/sessions.ts'
import { users } from '../../../server/db/schema.ts'
import {
  registration,
  startTestServer,
  TEST_INVITE,
  type TestServer,
} from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  // This file signs up many accounts from one address; the register limit has its own test below.
  server = await startTestServer({
    limits: { ...DEFAULT_RATE_LIMITS, registerPerAddress: { limit: 1000, windowMs: 60_000 } },
  })
})
afterAll(() => server.close())

async function registerAndLogin(account: string) {
  const registered = await server.send(registerCall, registration(account))
  expect(registered.status).toBe(1)
  return { token: registered.data!.token, account }
}

const auth = (s: { token: string; account: string }) => ({ token: s.token, account: s.account })

describe('register', () => {
  it('creates the account, logs it in and hands back a token of at least 128 bits', async () => {
    const answer = await server.send(registerCall, registration('600000001'))
    expect(answer).toMatchObject({ status: 1, data: { account: '600000001', notices: [] } })
    expect(Buffer.from(answer.data!.token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const info = await server.send(userInfoCall, {}, auth(answer.data!))
    expect(info.data).toMatchObject({ account: '600000001', realname: '', is_true: 0 })
  })

  it('stores a scrypt hash, never the password', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.account, '600000001'))
    expect(row?.passwordHash.startsWith('scrypt$')).toBe(true)
    expect(row?.passwordHash).not.toContain('correct horse')
  })

  it.each([
    ['an existing account', registration('600000001'), 'auth.accountExists'],
    ['an unknown inviter', registration('600000002', { invite: 'NOPE' }), 'auth.inviterMissing'],
    [
      'different passwords',
      registration('600000002', { password2: 'other horse' }),
      'auth.passwordsDiffer',
    ],
    ['no agreement', registration('600000002', { agree: false }), 'auth.agreementRequired'],
    ['an empty invitation code', registration('600000002', { invite: '' }), 'common.invalid'],
    ['an account that is no phone number', registration('abc'), 'auth.accountInvalid'],
    [
      'a short password',
      registration('600000002', { password: 'short', password2: 'short' }),
      'auth.passwordWeak',
    ],
  ])('refuses %s and creates nothing', async (_, body, code) => {
    const before = await server.db.select({ id: users.id }).from(users)
    // Some of these are what the schema refuses, sent on purpose.
    const answer = await server.sendRaw(registerCall, body)
    expect(answer.http).toBe(200)
    expect(answer).toMatchObject({ status: 0, code })
    expect(answer.msg).toEqual(expect.any(String))
    expect(await server.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
  })

  it('names the empty field and fills the minimum into the message', async () => {
    const empty = await server.send(registerCall, registration('600000002', { invite: ' ' }))
    expect(empty).toMatchObject({
      code: 'common.invalid',
      params: { field: 'invite' },
      msg: 'Please check invite.',
    })
    const weak = await server.send(
      registerCall,
      registration('600000002', { password: 'short', password2: 'short' }),
    )
    expect(weak.msg).toBe('The password must have at least 8 characters.')
  })

  it('takes the invitation code in any letter case (issue 18)', async () => {
    const answer = await server.send(
      registerCall,
      registration('600000003', { invite: TEST_INVITE.toLowerCase() }),
    )
    expect(answer.status).toBe(1)
  })
})

describe('login and logout', () => {
  it('logs in with the right password and refuses a wrong one or an unknown account', async () => {
    await registerAndLogin('600000010')
    const ok = await server.send(loginCall, { account: '600000010', password: 'correct horse' })
    expect(ok).toMatchObject({ status: 1, data: { account: '600000010' } })
    const wrong = await server.send(loginCall, { account: '600000010', password: 'wrong horse' })
    expect(wrong).toMatchObject({ status: 0, code: 'auth.badCredentials' })
    const missing = await server.send(loginCall, { account: '699999999', password: 'whatever1' })
    expect(missing).toMatchObject({ status: 0, code: 'auth.accountMissing' })
  })

  it('revokes the token at logout: the next call is a 401 with auth.sessionExpired', async () => {
    const session = await registerAndLogin('600000011')
    expect((await server.send(logoutCall, {}, auth(session))).status).toBe(1)
    const after = await server.send(userInfoCall, {}, auth(session))
    expect(after.http).toBe(401)
    expect(after).toMatchObject({ status: 0, code: 'auth.sessionExpired' })
  })

  it('answers 401 without a token, with an unknown token, or with another account', async () => {
    const session = await registerAndLogin('600000012')
    expect((await server.send(userInfoCall, {})).http).toBe(401)
    expect(
      (await server.send(userInfoCall, {}, { token: 'forged', account: '600000012' })).http,
    ).toBe(401)
    expect(
      (await server.send(userInfoCall, {}, { ...auth(session), account: '600000011' })).http,
    ).toBe(401)
  })

  it('ends a session after a day without use, and a week after login however busy', async () => {
    const idle = await registerAndLogin('600000013')
    server.clock.advance(SESSION_IDLE_MS + 1)
    expect((await server.send(userInfoCall, {}, auth(idle))).http).toBe(401)

    const busy = await registerAndLogin('600000014')
    const step = SESSION_IDLE_MS / 2
    for (let elapsed = 0; elapsed + step < SESSION_ABSOLUTE_MS; elapsed += step) {
      expect((await server.send(userInfoCall, {}, auth(busy))).http).toBe(200)
      server.clock.advance(step)
    }
    server.clock.advance(step)
    expect((await server.send(userInfoCall, {}, auth(busy))).http).toBe(401)
  })
})

describe('account restrictions (spec §6)', () => {
  const restrict = (account: string, flags: Partial<typeof users.$inferInsert>) =>
    server.db.update(users).set(flags).where(eq(users.account, account))

  it.each([
    ['frozen', '600000201', { frozen: true }, 'auth.frozen'],
    ['login-banned', '600000202', { loginBanned: true }, 'auth.loginBanned'],
    ['disabled', '600000203', { disabled: true }, 'auth.disabled'],
  ])('refuses a %s account at login with its message', async (_, account, flags, code) => {
    await registerAndLogin(account)
    await restrict(account, flags)
    const answer = await server.send(loginCall, { account, password: 'correct horse' })
    expect(answer).toMatchObject({ status: 0, code })
    expect(answer.msg).toContain('contact customer service')
  })

  it('ends the live sessions of an account the operator freezes', async () => {
    const session = await registerAndLogin('600000300')
    await restrict('600000300', { frozen: true })
    expect((await server.send(userInfoCall, {}, auth(session))).http).toBe(401)
  })

  it('lets accounts barred from trading or withdrawing in, with notices to show', async () => {
    await registerAndLogin('600000301')
    await restrict('600000301', { noTrade: true, noWithdraw: true })
    const answer = await server.send(loginCall, {
      account: '600000301',
      password: 'correct horse',
    })
    expect(answer).toMatchObject({
      status: 1,
      data: { notices: ['trade.noTrade', 'withdraw.noWithdraw'] },
    })
  })
})

describe('too frequent attempts', () => {
  it('refuses the sixth wrong guess at one account from one address, and allows it after the window', async () => {
    await registerAndLogin('600000400')
    const attempt = () => server.send(loginCall, { account: '600000400', password: 'wrong horse' })
    for (let i = 0; i < 5; i++) expect((await attempt()).code).toBe('auth.badCredentials')
    expect(await attempt()).toMatchObject({ status: 0, code: 'common.tooFrequent' })
    server.clock.advance(DEFAULT_RATE_LIMITS.loginPerAccount.windowMs)
    expect((await attempt()).code).toBe('auth.badCredentials')
  })
})

describe('too frequent registrations', () => {
  it('refuses registrations from one address past the default limit', async () => {
    const strict = await startTestServer()
    try {
      const { limit } = DEFAULT_RATE_LIMITS.registerPerAddress
      // Invalid bodies still count as attempts, and they cost no password hash.
      for (let i = 0; i < limit; i++) {
        expect(
          (await strict.sendRaw(registerCall, registration('600000600', { agree: false }))).code,
        ).toBe('auth.agreementRequired')
      }
      const refused = await strict.send(registerCall, registration('600000600'))
      expect(refused).toMatchObject({ status: 0, code: 'common.tooFrequent' })
    } finally {
      await strict.close()
    }
  })
})

describe('a fund password at registration (spec §3 Registration)', () => {
  it('is optional, set with the account when given, and six digits', async () => {
    const bad = await server.send(registerCall, {
      ...registration('609900001'),
      fundPassword: '12ab',
    })
    expect(bad).toMatchObject({ status: 0, code: 'funds.fundPasswordFormat' })
    const withIt = await server.send(registerCall, {
      ...registration('609900002'),
      fundPassword: '123456',
    })
    const who = { token: withIt.data!.token, account: '609900002' }
    expect((await server.sendOk(userInfoCall, {}, who)).fundPasswordSet).toBe(true)
    const without = await server.send(registerCall, registration('609900003'))
    const plain = { token: without.data!.token, account: '609900003' }
    expect((await server.sendOk(userInfoCall, {}, plain)).fundPasswordSet).toBe(false)
  })
})

describe('an institution code at registration (spec §6 Institution code)', () => {
  it('is optional, kept with the account when given, letters, digits and dashes only', async () => {
    const bad = await server.send(registerCall, {
      ...registration('609900011'),
      institutionCode: 'INST 9',
    })
    expect(bad).toMatchObject({ status: 0, code: 'auth.institutionCodeInvalid' })
    const ok = await server.send(registerCall, {
      ...registration('609900012'),
      institutionCode: ' INST-9 ',
    })
    const who = { token: ok.data!.token, account: '609900012' }
    const terms = await server.sendOk(agreementTermsCall, {}, who)
    expect(terms.facts.institutionCode).toBe('INST-9')
  })
})
