import { desc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetCodeCall } from '../../../machines/backOffice/calls.ts'
import { messageListCall } from '../../../machines/messages/calls.ts'
import { RESET_CODE_VALID_MINUTES } from '../../../machines/rules.ts'
import { loginCall, resetPasswordCall, userInfoCall } from '../../../machines/session/calls.ts'
import { auditLog, passwordResetCodes } from '../../../server/db/schema.ts'
import { operationsOf } from '../../support/apiFuzz.ts'
import { expectEnvelope } from '../../support/envelope.ts'
import { MONDAY_10 } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * A forgotten login password (issue 18, decision 0024): an operator issues a one-time code in the
 * console, audited; the investor sets a new password with it, which ends every session; the code
 * works once, for its account, for 30 minutes, and cannot be guessed past the login limits.
 */
let server: TestServer
let admin: { token: string }
const NEW_PASSWORD = 'a new correct horse'
const from = (address: string) => ({ 'x-forwarded-for': address })

beforeAll(async () => {
  server = await startTestServer({ clockStart: MONDAY_10 })
  admin = await server.admin()
})
afterAll(() => server.close())

const issue = (account: string, reason = 'verified by phone: name and ID number match') =>
  server.send(resetCodeCall, { account, reason }, admin)

async function codeFor(account: string): Promise<string> {
  const answer = await issue(account)
  expect(answer, answer.text).toMatchObject({ status: 1 })
  return answer.data!.code
}

const reset = (account: string, code: string, address = '198.51.100.20', password = NEW_PASSWORD) =>
  server.send(resetPasswordCall, { account, code, password, password2: password }, from(address))

const login = (account: string, password: string) =>
  server.send(loginCall, { account, password }, from('198.51.100.21'))

describe('an operator-issued password reset', () => {
  it('issues a code once, keeps only its hash, and the investor sets a new password with it', async () => {
    const who = await server.investor('600880001')
    const answer = await issue(who.account)
    expect(answer.status).toBe(1)
    const { code, expiresAt } = answer.data!
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/)
    expect(new Date(expiresAt).getTime() - server.clock.now().getTime()).toBe(
      RESET_CODE_VALID_MINUTES * 60_000,
    )
    const [stored] = await server.db
      .select()
      .from(passwordResetCodes)
      .orderBy(desc(passwordResetCodes.id))
      .limit(1)
    expect(stored!.codeHash).not.toContain(code)
    expect(stored!.codeHash.startsWith('scrypt$')).toBe(true)

    // Typed as read out: lower case, with a space.
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`
    expect(await reset(who.account, typed)).toMatchObject({ status: 1 })
    expect((await login(who.account, 'correct horse')).code).toBe('auth.badCredentials')
    const back = await login(who.account, NEW_PASSWORD)
    expect(back.status).toBe(1)
    // The owner is told, in the inbox (issue 21: security events).
    const inbox = await server.send(
      messageListCall,
      {},
      { token: back.data!.token, account: who.account },
    )
    expect(inbox.data!.list.map((m: { kind: string }) => m.kind)).toContain(
      'security.passwordChanged',
    )
  })

  it('ends every session of the account', async () => {
    const who = await server.investor('600880002')
    const other = await login(who.account, 'correct horse')
    expect((await server.send(userInfoCall, {}, who)).status).toBe(1)
    expect((await reset(who.account, await codeFor(who.account))).status).toBe(1)
    for (const token of [who.token, other.data!.token]) {
      const answer = await server.send(userInfoCall, {}, { token })
      expect(answer.http).toBe(401)
    }
  })

  it('refuses a code used once already', async () => {
    const who = await server.investor('600880003')
    const code = await codeFor(who.account)
    expect((await reset(who.account, code)).status).toBe(1)
    const again = await reset(who.account, code, '198.51.100.20', 'yet another horse')
    expect(again.code).toBe('auth.resetCodeWrong')
    expect((await login(who.account, NEW_PASSWORD)).status).toBe(1)
  })

  it('refuses a code after 30 minutes on the server clock', async () => {
    const who = await server.investor('600880004')
    const code = await codeFor(who.account)
    server.clock.advance(RESET_CODE_VALID_MINUTES * 60_000 + 1_000)
    expect((await reset(who.account, code)).code).toBe('auth.resetCodeWrong')
    expect((await login(who.account, 'correct horse')).status).toBe(1)
  })

  it("refuses another account's code, an unknown account, and a code replaced by a newer one", async () => {
    const owner = await server.investor('600880005')
    const stranger = await server.investor('600880006')
    const code = await codeFor(owner.account)
    expect((await reset(stranger.account, code)).code).toBe('auth.resetCodeWrong')
    expect((await reset('600889999', code)).code).toBe('auth.resetCodeWrong')
    const newer = await codeFor(owner.account)
    expect((await reset(owner.account, code)).code).toBe('auth.resetCodeWrong')
    expect((await reset(owner.account, newer)).status).toBe(1)
    expect((await login(stranger.account, 'correct horse')).status).toBe(1)
  })

  it('checks the form by the registration rules before it looks at the code', async () => {
    // Forms the registration rules refuse, some of them before the schema takes them.
    const send = (body: Record<string, string>) =>
      server.sendRaw(resetPasswordCall, body, from('198.51.100.30'))
    const form = { account: '600880001', code: 'ABCDEFGHJK', password: NEW_PASSWORD }
    expect(await send({ ...form, code: ' ', password2: NEW_PASSWORD })).toMatchObject({
      code: 'common.invalid',
      msg: expect.stringContaining('code'),
    })
    expect((await send({ ...form, account: 'abc', password2: NEW_PASSWORD })).code).toBe(
      'auth.accountInvalid',
    )
    expect((await send({ ...form, password: 'short', password2: 'short' })).code).toBe(
      'auth.passwordWeak',
    )
    expect((await send({ ...form, password2: 'something else' })).code).toBe('auth.passwordsDiffer')
  })

  it('writes an audit row with the reason and the expiry, never the code; a reason is required', async () => {
    const who = await server.investor('600880007')
    expect((await issue(who.account, '   ')).code).toBe('common.invalid')
    expect((await issue('600889998')).code).toBe('auth.accountMissing')
    const answer = await issue(who.account, 'caller named the ID number on file')
    const [row] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.resetCode'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(row!.target).toBe(`user:${who.account}`)
    expect(JSON.parse(row!.after!)).toMatchObject({
      reason: 'caller named the ID number on file',
      expiresAt: answer.data!.expiresAt,
    })
    expect(row!.after).not.toContain(answer.data!.code)
    // An investor's session cannot issue codes.
    expect(
      (await server.send(resetCodeCall, { account: who.account, reason: 'x' }, who)).http,
    ).toBe(401)
  })

  it('counts wrong codes against the login limits, so a code cannot be guessed', async () => {
    const who = await server.investor('600880008')
    const code = await codeFor(who.account)
    const guesser = '203.0.113.50'
    const answers: (string | undefined)[] = []
    for (let i = 0; i < 8; i++)
      answers.push((await reset(who.account, `WRONG${i}CODE`, guesser)).code)
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('auth.resetCodeWrong'))
    expect(answers.slice(5)).toEqual(Array(3).fill('common.tooFrequent'))
    // Even the right code is held back from that address now …
    expect((await reset(who.account, code, guesser)).code).toBe('common.tooFrequent')
    // … and the wrong codes count as wrong passwords: logging in from there waits too.
    const loginThere = await server.send(
      loginCall,
      { account: who.account, password: 'correct horse' },
      from(guesser),
    )
    expect(loginThere.code).toBe('common.tooFrequent')
    // The owner, at their own address, is not held back.
    expect((await reset(who.account, code, '198.51.100.40')).status).toBe(1)
  })

  it('both calls are in the OpenAPI documents the API fuzzer reads, and hostile bodies get an envelope', async () => {
    const investorOps = await operationsOf(server, '/api/vue/openapi.json')
    const adminOps = await operationsOf(server, '/api/admin/openapi.json')
    expect(investorOps.find((o) => o.path.endsWith('user/resetPassword'))).toMatchObject({
      secured: false,
    })
    expect(adminOps.find((o) => o.path.endsWith('users/resetCode'))).toMatchObject({
      secured: true,
    })
    const who = await server.investor('600880009')
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', '\u0000', 'x'.repeat(300), who.account, 'ABCDE FGHJK'),
    )
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text))
    const body = fc.dictionary(
      fc.constantFrom('account', 'code', 'password', 'password2', 'reason', 'extra'),
      value,
      { maxKeys: 6 },
    )
    await fc.assert(
      fc.asyncProperty(body, fc.nat(200), async (sent, n) => {
        expectEnvelope(await server.sendRaw(resetPasswordCall, sent, from(`192.0.2.${n}`)))
        expectEnvelope(await server.sendRaw(resetCodeCall, sent, admin))
      }),
      { numRuns: 60, seed: 20261125 },
    )
  })
})
