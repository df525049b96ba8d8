import { asc } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { siteConfig } from '../db/schema.ts'

/**
 * How long a process trusts its copy of the site configuration. The console's change is seen at
 * once by the process that made it (forgetSiteConfig) and within this long by any other one on
 * the same database (issue 24): a second of old fees beats a query on every order (issue 17).
 */
const CONFIG_TTL_MS = 1_000

const copies = new WeakMap<Database, { at: number; pairs: Promise<ConfigPair[]> }>()

export interface ConfigPair {
  name: string
  value: string
}

/** Every site-configuration pair, by name, from a copy at most CONFIG_TTL_MS old. */
export async function siteConfigPairs(db: Database): Promise<ConfigPair[]> {
  const now = Date.now()
  const copy = copies.get(db)
  if (copy && now - copy.at < CONFIG_TTL_MS) return copy.pairs
  // execute(): a drizzle query is a thenable that runs again on every await, so the builder
  // itself would cache nothing; the promise of one run is what every caller shares.
  const pairs: Promise<ConfigPair[]> = db
    .select({ name: siteConfig.name, value: siteConfig.value })
    .from(siteConfig)
    .orderBy(asc(siteConfig.name))
    .execute()
  copies.set(db, { at: now, pairs })
  // A failed read is not kept: the next caller asks the database again.
  pairs.catch(() => copies.delete(db))
  return pairs
}

/** The pairs whose names start with one of these prefixes, as a map. */
export async function siteConfigWith(db: Database, ...prefixes: string[]) {
  const pairs = await siteConfigPairs(db)
  return new Map(
    pairs
      .filter((p) => prefixes.some((prefix) => p.name.startsWith(prefix)))
      .map((p) => [p.name, p.value]),
  )
}

/** After a change of the configuration: this process reads it again on the next call. */
export function forgetSiteConfig(db: Database) {
  copies.delete(db)
}
