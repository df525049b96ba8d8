import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import { registerCall } from '../../machines/session/calls.ts'
import { typedClient } from '../../tests/support/typedClient.ts'
import { freePort } from '../machinePorts.ts'
import { run, startGroup, waitForHttp } from './processes.ts'

const DIST = resolve('dist')
const INVITE = 'BENCHINVITE'

/** The production build the server serves; built here only when there is none. */
export async function ensureAppBuilt() {
  if (existsSync(join(DIST, 'index.html'))) return
  console.log('bench/browser: no dist/, building the app (npm run build)')
  await run('npm', ['run', 'build'])
}

/** The sources a build is made of: a file newer than dist/ means the figures are of older code. */
const SOURCES = ['src', 'machines', 'index.html', 'vite.config.ts']

const newestChange = (path: string): number =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))))
    : statSync(path).mtimeMs

/** A note for the table when dist/ predates its sources (the build is not redone here). */
export function staleBuildNote(): string | undefined {
  const built = statSync(join(DIST, 'index.html')).mtimeMs
  const changed = Math.max(...SOURCES.filter((p) => existsSync(p)).map(newestChange))
  return changed > built ? 'dist/ is older than its sources: npm run build first' : undefined
}

/** The session an investor's browser keeps in localStorage (src/lib/storage.ts). */
export type StoredSession = Record<string, string>

/**
 * The real server as production starts it (`tsx server/main.ts`), on a free port and a fresh
 * PGlite folder, serving dist/ with its own compression and cache headers. The clock starts on a
 * Monday morning in Madrid so that every market is open and the charts have a full day of bars.
 */
export async function startAppServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeflow-bench-'))
  const server = startGroup('npx', ['tsx', 'server/main.ts'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_ROOT: DIST,
    ADMIN_PASSWORD: 'bench-admin-password',
    INVITE_CODE: INVITE,
    TRADEFLOW_CLOCK: '2026-11-23T10:00:00+01:00',
    DEMO_BALANCE: '10000',
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`${origin}/api/vue/openapi.json`, 120_000, server.output)
  } catch (error) {
    await stop()
    throw error
  }

  /** The typed senders (typedClient.ts) to this server. */
  const client = typedClient({ request: (path, init) => fetch(`${origin}${path}`, init) })

  /** A new investor, registered through the API; what the app would have stored after login. */
  async function register(): Promise<StoredSession> {
    const account = `6${String(Date.now()).slice(-8)}`
    const { token } = await client.sendOk(registerCall, {
      account,
      password: 'correct horse',
      password2: 'correct horse',
      invite: INVITE,
      agree: true,
    })
    return { [STORAGE_KEYS.token]: token, [STORAGE_KEYS.account]: account }
  }

  return { origin, register, stop }
}

export type AppServer = Awaited<ReturnType<typeof startAppServer>>
