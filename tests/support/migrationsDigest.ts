import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The SQL migrations, from the repository's root. */
export const MIGRATIONS = 'server/db/migrations'

/** A digest of every migration: a name made with it changes with any migration. */
export function migrationsDigest(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, name.name)
      if (name.isDirectory()) walk(path)
      else hash.update(name.name).update(readFileSync(path))
    }
  }
  walk(MIGRATIONS)
  return hash.digest('hex').slice(0, 16)
}
