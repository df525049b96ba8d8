import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What a build is made from: when none of it changed since the last `npm run build`, `npm start`
 * starts on that build instead of building again (issue 24).
 */
const INPUTS = [
  'src',
  'machines',
  'server',
  'locales',
  'public',
  'flowmodel',
  'scripts',
  'index.html',
  'admin.html',
  'flows.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

/** Where the stamp of the last whole build is kept: inside the build, so a new build drops it. */
export const STAMP = join('dist', '.build-inputs')

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
}

/** A hash of every input's path and content. */
export function inputsHash(root = '.'): string {
  const hash = createHash('sha256')
  for (const input of INPUTS)
    for (const file of filesUnder(join(root, input))) {
      hash.update(file)
      hash.update('\0')
      hash.update(readFileSync(file))
    }
  return hash.digest('hex')
}

/** Whether dist/ and dist-server/ are a whole build of the inputs as they are now. */
export function buildIsCurrent(root = '.'): boolean {
  const stamp = join(root, STAMP)
  if (!existsSync(stamp) || !existsSync(join(root, 'dist-server', 'main.mjs'))) return false
  return readFileSync(stamp, 'utf8').trim() === inputsHash(root)
}

export function writeStamp(root = '.') {
  writeFileSync(join(root, STAMP), `${inputsHash(root)}\n`)
}
