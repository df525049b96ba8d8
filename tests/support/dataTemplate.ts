import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { migrationsDigest } from './migrationsDigest.ts'

/**
 * A fresh data folder for a server the browser tests start (the e2e walks' one, each UI-replay
 * worker's): a copy of an empty PGlite folder with every migration applied, made once for each
 * set of migrations and kept in the temporary folder. Creating a PGlite folder takes 3.6 s of CPU
 * and migrating it 0.5 s; a server opens a copy in 0.25 s (decision 0053). The server seeds it on
 * its first start, as it would a folder of its own.
 */
export async function freshDataDir(target: string) {
  const template = join(tmpdir(), `tradeflow-test-data-${migrationsDigest()}`)
  if (!existsSync(template)) await makeTemplate(template)
  rmSync(target, { recursive: true, force: true })
  cpSync(template, target, { recursive: true })
}

async function makeTemplate(template: string) {
  // Made under another name and renamed, so a worker starting beside this one never copies half
  // a folder; whichever finishes second finds the template there and drops its own.
  const partial = `${template}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  // Imported here: a copy, the common case, needs neither PGlite nor drizzle.
  const { openDatabase } = await import('../../server/db/database.ts')
  const database = await openDatabase({ dataDir: partial })
  await database.close()
  try {
    renameSync(partial, template)
  } catch (error) {
    if (!existsSync(template)) throw error
    rmSync(partial, { recursive: true, force: true })
  }
}

// `tsx tests/support/dataTemplate.ts <folder>`: the e2e server's folder (playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await freshDataDir(process.argv[2] ?? '.e2e-data')
}
