import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { defaultHashQueueLimits, HashQueue, type HashQueueLimits } from './hashQueue.ts'

type ScryptParams = { N: number; r: number; p: number }

/**
 * scrypt at the OWASP ASVS minimum (N = 2^17, r = 8, p = 1). One hash takes ~128 MiB and a few
 * hundred ms, so it runs on libuv's pool (async) and login attempts are rate-limited.
 */
export const PRODUCTION_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }

let params: ScryptParams = PRODUCTION_HASH_PARAMS

/**
 * Test servers only: the in-process ones (tests/support/testServer.ts) and a server started with
 * the test clock (TRADEFLOW_TEST_CLOCK=1, the browser suites; main.ts) hash new passwords at
 * N = 2^10. The suites register hundreds of accounts, and at 0.4 s a hash the cost of scrypt
 * itself was most of their wall clock; what they test is the code around it (decision 0042). A stored hash names its own parameters, so verification is the same code either
 * way, and tests/unit/server/password.test.ts holds the production parameters to the ASVS.
 */
export function hashCheaplyForTests(cheaply: boolean): void {
  params = cheaply ? { N: 2 ** 10, r: 8, p: 1 } : PRODUCTION_HASH_PARAMS
}
/** Every scrypt of the process goes through one queue: the pool it runs on is the process's. */
const hashQueue = new HashQueue(defaultHashQueueLimits())

/**
 * Test servers only, beside cheap hashes: the concurrency suites send 50 withdrawals at once to
 * test the ledger, not the queue, which they would otherwise meet first (its own tests set it).
 */
export function setHashQueueLimits(limits: HashQueueLimits | null): void {
  hashQueue.configure(limits ?? defaultHashQueueLimits())
}

const KEY_LENGTH = 32
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, params: ScryptParams) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$hash`, so stored hashes keep their own parameters if these ever rise. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await hashQueue.run(null, () => derive(password, salt, params))
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  // Queued per stored credential: one account's hashes cannot take every slot (decision 0065).
  const key = await hashQueue.run(stored, () =>
    derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }),
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * Checks a password against no one's: the same scrypt work as a real check, for a name that has
 * no account, so that an unknown name is not told apart by how fast it is refused (issue 48).
 * Always false. The stored form is made up, not derived (nothing can match it), with the
 * parameters new passwords get and a salt of its own each time, so it queues as one more account.
 */
export async function verifyNobodysPassword(password: string): Promise<false> {
  const made = ['scrypt', params.N, params.r, params.p, randomBytes(16), randomBytes(KEY_LENGTH)]
  const stored = made.map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : part))
  await verifyPassword(password, stored.join('$'))
  return false
}
