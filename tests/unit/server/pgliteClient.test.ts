import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/database.ts'

describe("PGlite's parsers set once on the client (decision 0029)", () => {
  it('reads dates and timestamps as text for drizzle, in memory as in a folder', async () => {
    const opened = await openDatabase({})
    try {
      const result = await opened.db.execute(
        sql`select '2026-11-25'::date as day, '2026-11-25T10:00:00Z'::timestamptz as at`,
      )
      const [row] = (result as { rows: Array<{ day: unknown; at: unknown }> }).rows
      // Without the client's own parsers, PGlite would hand back Date objects here.
      expect(row).toEqual({ day: '2026-11-25', at: expect.stringMatching(/^2026-11-25 10:00:00/) })
    } finally {
      await opened.close()
    }
  }, 60_000)
})
