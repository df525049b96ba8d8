import { count, desc, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './database.ts'

/** A table whose rows have a creation time and a serial id: a list of them reads newest first. */
type Dated = PgTable & { createdAt: PgColumn; id: PgColumn }

/**
 * One page of a table's rows matching `where`, newest first (ties by id), and how many match:
 * the list answer of API.md for the inbox, the agreements, the allocations and the quant records.
 */
export async function newestFirstPage<T extends Dated>(
  db: Database,
  table: T,
  where: SQL | undefined,
  query: { page: number; size: number },
) {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)) as T['$inferSelect'][]
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where)
  return { rows, total: total?.n ?? 0 }
}
