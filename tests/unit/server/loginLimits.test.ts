import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminLoginCall } from '../../../machines/backOffice/operatorSignIn.ts'
import { loginCall } from '../../../machines/session/calls.ts'
import { DEFAULT_RATE_LIMITS } from '../../../server/app.ts'
import { passwordHashes } from '../../../server/auth/hashQueue.ts'
import { auditLog } from '../../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Login limits that cannot be used against the owner (issue 16, decision 0016). Clients at
 * different addresses are posed with X-Forwarded-For (the test server trusts its "proxy").
 */
let server: TestServer
const OWNER = { account: '600770001', password: 'correct horse' }
const from = (address: string) => ({ 'x-forwarded-for': address })

beforeAll(async () => {
  server = await startTestServer()
  await server.investor(OWNER.account)
})
afterAll(() => server.close())

const login = (password: string, address: string, account = OWNER.account) =>
  server.send(loginCall, { account, password }, from(address))

describe('login limits', () => {
  it("a stranger's wrong passwords never refuse the owner's right one", async () => {
    let refused = 0
    for (let i = 0; i < 40; i++) {
      const answer = await login(`guess ${i}`, '203.0.113.9')
      if (answer.code === 'common.tooFrequent') refused += 1
      else expect(answer.code).toBe('auth.badCredentials')
    }
    // Five guesses from that address, then the stranger is held back, not the account.
    expect(refused).toBe(35)
    const owner = await login(OWNER.password, '198.51.100.7')
    expect(owner, owner.text).toMatchObject({ status: 1 })
  })

  it('many strangers slow each other down, one second more each time; the owner is not slowed', async () => {
    const account = '600770002'
    await server.investor(account)
    const { afterFailures } = DEFAULT_RATE_LIMITS.loginSlowdown
    // A botnet: every address guesses once, until the account counts as under attack …
    for (let i = 0; i < afterFailures + 3; i++)
      expect((await login('wrong', `192.0.2.${i}`, account)).code).toBe('auth.badCredentials')
    // … then an address that has failed waits before its next guess (2^3 s here) …
    expect((await login('wrong', '192.0.2.1', account)).code).toBe('common.tooFrequent')
    server.clock.advance(8_000)
    expect((await login('wrong', '192.0.2.1', account)).code).toBe('auth.badCredentials')
    // … and the owner, who has not failed from their address, logs in at once.
    const owner = await login(OWNER.password, '198.51.100.8', account)
    expect(owner, owner.text).toMatchObject({ status: 1 })
  })

  it('an address that tries too many accounts is held back on all of them', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.loginPerAddress
    server.clock.advance(DEFAULT_RATE_LIMITS.loginPerAddress.windowMs)
    for (let i = 0; i < limit; i++)
      await login('x', '203.0.113.50', `6007800${String(i).padStart(2, '0')}`)
    expect((await login(OWNER.password, '203.0.113.50')).code).toBe('common.tooFrequent')
    expect((await login(OWNER.password, '198.51.100.9')).status).toBe(1)
  })

  it('counts are kept in the database: a second server process sees them', async () => {
    // Another app on the same database, as a second process behind a balancer would be.
    const { createApp } = await import('../../../server/app.ts')
    const second = createApp({
      db: server.db,
      clock: server.clock,
      uploadDir: server.uploadDir,
      trustProxy: true,
    })
    for (let i = 0; i < 5; i++) await login('wrong', '203.0.113.77')
    const answer = await second.request('/api/vue/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('203.0.113.77') },
      body: JSON.stringify({ account: OWNER.account, password: 'wrong' }),
    })
    expect((await answer.json()).code).toBe('common.tooFrequent')
  })

  it("the console's admin gets the same limits, and one audit row per refused burst", async () => {
    const guess = (address: string) =>
      server.send(adminLoginCall, { username: 'admin', password: 'nope' }, from(address))
    for (let i = 0; i < 5; i++)
      expect((await guess('203.0.113.66')).code).toBe('auth.badCredentials')
    for (let i = 0; i < 3; i++)
      expect((await guess('203.0.113.66')).code).toBe('common.tooFrequent')
    const rows = await server.db.select().from(auditLog).orderBy(desc(auditLog.id))
    const refusedRows = rows.filter((r) => r.action === 'auth.loginRefused')
    expect(refusedRows).toHaveLength(1)
    expect(JSON.parse(refusedRows[0]!.after!)).toMatchObject({ address: '203.0.113.66' })
    const operator = await server.send(
      adminLoginCall,
      { username: 'admin', password: 'admin-password' },
      from('198.51.100.10'),
    )
    expect(operator.status).toBe(1)
  })

  // Issue 48: 5,000 wrong logins at once had 10 passwords checked where the limit is 5.
  it('of 200 wrong logins at once from one address, no more than the limit get a password checked', async () => {
    const account = '600770003'
    await server.investor(account)
    const { limit } = DEFAULT_RATE_LIMITS.loginPerAccount
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(`guess ${i}`, '203.0.113.120', account)),
    )
    const checked = answers.filter((a) => a.code === 'auth.badCredentials')
    expect(checked.length).toBeLessThanOrEqual(limit)
    expect(
      answers.every((a) => ['auth.badCredentials', 'common.tooFrequent'].includes(a.code!)),
    ).toBe(true)
    // The owner, elsewhere, is let in; right passwords are not counted as guesses.
    for (let i = 0; i < limit + 2; i++)
      expect((await login(OWNER.password, '198.51.100.30', account)).status).toBe(1)
  })

  // Issue 48: an unknown name answered before any hash, a known one after it.
  it('an unknown console name costs the same password hash as a known one', async () => {
    const hashes = async () =>
      (await passwordHashes.get()).values.find((v) => v.labels.outcome === 'run')?.value ?? 0
    const guess = async (username: string, address: string) => {
      const before = await hashes()
      const answer = await server.send(
        adminLoginCall,
        { username, password: 'nope' },
        from(address),
      )
      expect(answer.code).toBe('auth.badCredentials')
      return (await hashes()) - before
    }
    expect(await guess('nobody-here', '203.0.113.130')).toBe(await guess('admin', '203.0.113.131'))
    expect(await guess('nobody-here', '203.0.113.132')).toBe(1)
  })
})
