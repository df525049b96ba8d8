import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt at the OWASP ASVS minimum (N = 2^17, r = 8, p = 1). One hash takes ~128 MiB and a few
 * hundred ms, so it runs on libuv's pool (async) and login attempts are rate-limited.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
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
  const key = await derive(password, salt, PARAMS)
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
