import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditListCall } from '../../../machines/backOffice/calls.ts'
import { adminLoginCall } from '../../../machines/backOffice/operatorSignIn.ts'
import { resetAdminPassword } from '../../../server/admin/passwordReset.ts'
import { auditLog } from '../../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(() => server.close())

const login = (password: string) => server.send(adminLoginCall, { username: 'admin', password })

describe('a lost console password, reset from the server (npm run admin:password)', () => {
  it('sets the new password, ends the open sessions and writes an audit row', async () => {
    const before = await server.admin()
    expect(await resetAdminPassword(server.db, server.clock, 'admin', 'a new secret')).toBe(true)
    expect((await login('admin-password')).status).toBe(0)
    expect((await login('a new secret')).status).toBe(1)
    expect((await server.send(auditListCall, { page: 1, size: 10 }, before)).http).toBe(401)
    const rows = await server.db.select().from(auditLog)
    expect(rows.map((r) => r.action)).toContain('admin.passwordReset')
  })

  it('refuses a short password and an unknown user', async () => {
    await expect(resetAdminPassword(server.db, server.clock, 'admin', 'short')).rejects.toThrow(
      /at least 8/,
    )
    expect(await resetAdminPassword(server.db, server.clock, 'nobody', 'long enough')).toBe(false)
  })
})
