/**
 * `npm run db:generate`: drizzle-kit compares server/db/schema.ts with the migrations and writes
 * the SQL of what changed into server/db/migrations/ (drizzle.config.ts). drizzle-kit is this
 * command's alone: installed in tools/drizzle-kit/ on first use (decision 0070).
 */
import { execFileSync } from 'node:child_process'
import { ensureToolInstalled } from './toolPackages.ts'

ensureToolInstalled('drizzle-kit', '.bin/drizzle-kit')
execFileSync(
  'tools/drizzle-kit/node_modules/.bin/drizzle-kit',
  ['generate', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)
