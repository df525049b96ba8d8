/**
 * The database's tables, one file a product line (issue 49): `server/db/schema/<line>.ts`. This
 * file is the one list of them, which Drizzle's migrations and every import of the schema read.
 */

export * from './schema/agreement.ts'
export * from './schema/alerts.ts'
export * from './schema/auth.ts'
export * from './schema/checkin.ts'
export * from './schema/credit.ts'
export * from './schema/follow.ts'
export * from './schema/funds.ts'
export * from './schema/ipo.ts'
export * from './schema/lending.ts'
export * from './schema/messages.ts'
export * from './schema/plans.ts'
export * from './schema/quant.ts'
export * from './schema/trading.ts'
