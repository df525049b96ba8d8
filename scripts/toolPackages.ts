import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

/**
 * A tool only one task uses (Stryker for the mutation run, s3rver for the upload tests, the
 * OpenAPI linter and client generator, Capacitor's CLI, sharp, drizzle-kit) lives in tools/<name>/ with a package.json and lock file of its own, installed the first time the task
 * runs: the app's `npm ci` stays what the app and its other tests need (decisions 0068, 0070).
 */
export function ensureToolInstalled(tool: string, marker: string): void {
  const folder = resolve('tools', tool)
  if (existsSync(join(folder, 'node_modules', marker))) return
  console.log(`Installing ${tool} in tools/${tool} from its lock file…`)
  const install = spawnSync('npm', ['ci', '--prefix', folder, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  })
  if (install.status !== 0) throw new Error(`npm ci in tools/${tool} failed (${install.status})`)
}

/** `require` from a tool's own folder, for a package installed there. */
export const toolRequire = (tool: string) => createRequire(resolve('tools', tool, 'package.json'))
