import { describe, expect, it } from 'vitest'
import { forgetSiteConfig, siteConfigPairs } from '../../../server/core/siteConfigCache.ts'
import type { Database } from '../../../server/db/database.ts'

/**
 * A database whose one query counts its runs. Like drizzle's builders, the query is a thenable
 * that runs again on every await — the trap the cache fell into (issue 17: every call read the
 * site configuration although a cache was meant to spare it).
 */
function countingDatabase() {
  let runs = 0
  const run = () => {
    runs++
    return Promise.resolve([{ name: 'title', value: 'Tradeflow' }])
  }
  const query = {
    execute: run,
    // biome-ignore lint/suspicious/noThenProperty: a drizzle query builder is a thenable
    then: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
      run().then(resolve, reject),
    catch: (reject: (e: unknown) => unknown) => run().catch(reject),
  }
  const db = { select: () => ({ from: () => ({ orderBy: () => query }) }) }
  return { db: db as unknown as Database, runs: () => runs }
}

describe('the site configuration cache', () => {
  it('reads the database once for many calls within its time to live', async () => {
    const { db, runs } = countingDatabase()
    for (let i = 0; i < 5; i++)
      expect(await siteConfigPairs(db)).toEqual([{ name: 'title', value: 'Tradeflow' }])
    expect(runs()).toBe(1)
    forgetSiteConfig(db)
    await siteConfigPairs(db)
    expect(runs()).toBe(2)
  })
})
