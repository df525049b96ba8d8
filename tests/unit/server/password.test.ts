import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  hashCheaplyForTests,
  hashPassword,
  PRODUCTION_HASH_PARAMS,
  verifyPassword,
} from '../../../server/auth/password.ts'

// The worker's test servers hash cheaply (testServer.ts); these tests start from production's.
beforeEach(() => hashCheaplyForTests(false))
afterEach(() => hashCheaplyForTests(false))

describe('password hashing', () => {
  it('hashes at the OWASP ASVS minimum for scrypt (N=2^17, r=8, p=1) unless a test lowers it', async () => {
    expect(PRODUCTION_HASH_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 })
    const stored = await hashPassword('correct horse')
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true)
    expect(stored).not.toContain('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('wrong horse', stored)).toBe(false)
  })

  it('verifies a hash by the parameters it names, whatever new hashes use now', async () => {
    hashCheaplyForTests(true)
    const cheap = await hashPassword('correct horse')
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true)
    hashCheaplyForTests(false)
    expect(await verifyPassword('correct horse', cheap)).toBe(true)
    expect(await verifyPassword('correct horse ', cheap)).toBe(false)
  })

  it('refuses a stored value of another scheme', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false)
  })
})
