import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { freshDataDir } from '../support/dataTemplate.ts'

/** The console password of every UI-replay server. */
export const ADMIN_PASSWORD = 'ui-paths-admin'
/** The invitation code the investors of the replays register with. */
export const INVITE_CODE = 'UIPATHS'
/** The euros every new investor of the replays holds (the server's demo balance). */
export const DEMO_EUROS = 10_000
/** The first port; worker n listens on FIRST_PORT + n. */
const FIRST_PORT = Number(process.env.UI_PATHS_PORT ?? 8480)
/** A PGlite server boots in a few seconds, longer on a busy machine. */
const BOOT_TIMEOUT_MS = 120_000

export interface WorkerServer {
  url: string
  stop(): Promise<void>
}

/**
 * One server per Playwright worker (issue 22), on a fresh data folder (migrated already, a copy:
 * tests/support/dataTemplate.ts): a path moves the server's
 * clock and changes accounts and settings, so two workers never share one. It serves the
 * production build (`npm run build` first), with the test clock (TRADEFLOW_TEST_CLOCK, never in
 * production) and every answer checked against its call contract.
 */
export async function startWorkerServer(index: number): Promise<WorkerServer> {
  const port = FIRST_PORT + index
  const dataDir = resolve('.ui-paths-data', String(index))
  await freshDataDir(dataDir)
  // Node itself with tsx's loader (not the tsx wrapper), so that a kill reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      INVITE_CODE,
      // A Monday, 10:00 in Madrid: markets and windows open; paths move it forward as they need.
      TRADEFLOW_CLOCK: '2026-11-23T10:00:00+01:00',
      DEMO_BALANCE: String(DEMO_EUROS),
      TRADEFLOW_CHECK_ANSWERS: '1',
      TRADEFLOW_TEST_CLOCK: '1',
      // Each investor from an address of its own, as in the e2e walks.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const errors: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  const url = `http://localhost:${port}`
  await waitUntilUp(url, child, errors)
  return {
    url,
    stop: () => stopServer(child, dataDir),
  }
}

async function waitUntilUp(url: string, child: ChildProcess, errors: string[]) {
  const until = Date.now() + BOOT_TIMEOUT_MS
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped while starting:\n${errors.join('').slice(-2000)}`)
    const up = await fetch(`${url}/api/vue/openapi.json`).then(
      (r) => r.ok,
      () => false,
    )
    // Answered by this child, not by a server an earlier run left on the port.
    if (up && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 500))
      if (child.exitCode !== null)
        throw new Error(`port ${url} belongs to another server:\n${errors.join('').slice(-2000)}`)
      return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not answer within ${BOOT_TIMEOUT_MS / 1000} s`)
}

async function stopServer(child: ChildProcess, dataDir: string) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  rmSync(join(dataDir), { recursive: true, force: true })
}
