import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mountWebApps, mountWebServing } from '../../server/http/webServing.ts'
import { freePort } from '../machinePorts.ts'
import { run } from './processes.ts'

/**
 * Builds the framework floor (bench/browser/floor) with the app's Vite config into a temp folder.
 * A child process, as `npm run build` is for the app: the same Vite, the same plugins.
 */
export async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'tradeflow-floor-'))
  await run('npx', ['vite', 'build', '--config', resolve('bench/browser/floor/vite.config.ts')], {
    FLOOR_OUT_DIR: outDir,
  })
  return outDir
}

/**
 * The floor served as the app is: a Hono app with the server's own web-serving middleware
 * (security headers, compression, cache headers) and static mount, nothing else.
 */
export async function serveFloor(root: string) {
  const app = new Hono()
  mountWebServing(app)
  mountWebApps(app, root)
  const port = await freePort()
  const http = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => http.close(() => done())),
  }
}
