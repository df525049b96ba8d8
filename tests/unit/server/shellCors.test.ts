import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/config.ts'
import { mountShellCors } from '../../../server/http/shellCors.ts'

const SHELL = 'https://localhost'

/** The CORS rule as createApp mounts it, before an investor and a console route. */
function app(origins: string[]) {
  const hono = new Hono()
  mountShellCors(hono, origins)
  hono.post('/api/vue/market/list', (c) => c.json({ status: 1 }))
  hono.post('/api/admin/auth/login', (c) => c.json({ status: 1 }))
  return hono
}

const preflight = (origin: string, path = '/api/vue/market/list') =>
  app([SHELL, 'capacitor://localhost']).request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,token,account',
    },
  })

describe('the investor API for the native shell (decision 0043)', () => {
  it('lets a listed origin call with the session headers', async () => {
    const answer = await preflight(SHELL)
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHELL)
    expect(answer.headers.get('access-control-allow-headers')).toContain('token')
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
    const call = await app([SHELL]).request('/api/vue/market/list', {
      method: 'POST',
      headers: { origin: SHELL },
    })
    expect(call.headers.get('access-control-allow-origin')).toBe(SHELL)
  })

  it('answers no other origin, and never for the console’s API', async () => {
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull()
    expect(
      (await preflight(SHELL, '/api/admin/auth/login')).headers.get('access-control-allow-origin'),
    ).toBeNull()
  })

  it('is off unless CORS_ORIGINS lists an origin', async () => {
    const call = await app([]).request('/api/vue/market/list', {
      method: 'POST',
      headers: { origin: SHELL },
    })
    expect(call.headers.get('access-control-allow-origin')).toBeNull()
    expect(readConfig({}).corsOrigins).toEqual([])
  })

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(
      readConfig({ CORS_ORIGINS: ' https://localhost , capacitor://localhost ' }).corsOrigins,
    ).toEqual(['https://localhost', 'capacitor://localhost'])
    expect(() => readConfig({ CORS_ORIGINS: 'https://localhost/app' })).toThrow(/not an origin/)
    expect(() => readConfig({ CORS_ORIGINS: '*' })).toThrow(/not an origin/)
  })
})
