import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite'

const asText = (value: string) => value

/**
 * The types drizzle's PGlite driver wants back as PostgreSQL wrote them (drizzle-orm/pglite's
 * session.js passes exactly these with every query), so that drizzle maps them itself.
 */
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamp with time zone[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

interface Queryable {
  query(sql: string, params?: unknown[], options?: { parsers?: unknown }): Promise<unknown>
  transaction?(callback: (tx: Queryable) => Promise<unknown>): Promise<unknown>
}

/**
 * The client without the parsers drizzle gives each query. PGlite merges a query's parsers into a
 * fresh copy of its own table for every query (`{...parsers, ...options.parsers}`), and reading
 * each field's parser from that copy made a small select 1.9× slower (116 → 191 µs; issue 17's
 * PGlite reads); the same parsers are set once, when the client is made, so every answer is read
 * exactly as drizzle asked. Transactions hand out a client of their own, wrapped the same way.
 */
function withoutQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (sql: string, params?: unknown[], options?: { parsers?: unknown }) => {
          if (!options?.parsers) return target.query(sql, params, options)
          const { parsers: _, ...rest } = options
          return target.query(sql, params, rest)
        }
      if (property === 'transaction' && target.transaction)
        return (callback: (tx: Queryable) => Promise<unknown>) =>
          target.transaction!((tx) => callback(withoutQueryParsers(tx)))
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** An embedded PGlite for drizzle: in `dataDir`, in memory, or from a dumped data folder. */
export function openPglite(options: { dataDir?: string; snapshot?: Blob }): PGlite {
  const settings: PGliteOptions = { parsers: DRIZZLE_PARSERS }
  // One options object: PGlite's (dataDir, options) form drops the options when dataDir is absent.
  const client = new PGlite({
    ...settings,
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  })
  return withoutQueryParsers(client as unknown as Queryable) as unknown as PGlite
}
