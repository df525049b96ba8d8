/**
 * drizzle-kit's config for `npm run db:generate` (scripts/dbGenerate.ts): the schema, and where
 * the migrations go. drizzle-kit is installed in tools/drizzle-kit/ on first use (decision 0070),
 * so its `defineConfig` (which returns what it is given) is not imported here.
 */
export default {
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
} as const
