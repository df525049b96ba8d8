import { randomBytes } from 'node:crypto'
import { hashPassword } from '../auth/password.ts'
import type { Clock } from '../clock.ts'
import type { Database } from './database.ts'
import { adminUsers, inviteCodes, siteConfig } from './schema.ts'

export interface SeedOptions {
  inviteCode: string
  /** The back office's `admin` password; a random one is made (and printed once) when absent. */
  adminPassword?: string
  /** The customer-service link; none is stored without one (the console sets it later). */
  serviceUrl?: string | undefined
  /** Site-config pairs beyond the defaults (SEED_CONFIG), such as trading rules. */
  extraConfig?: Record<string, string>
}

/** What {@link seedIfEmpty} did: nothing on a later start, or the first start's seeding. */
export type SeedResult = Awaited<ReturnType<typeof seedIfEmpty>>

/** First start only: site config, an invitation code and the `admin` account (API.md). */
export async function seedIfEmpty(db: Database, clock: Clock, options: SeedOptions) {
  const existing = await db.select({ name: siteConfig.name }).from(siteConfig).limit(1)
  if (existing.length > 0) return { seeded: false as const }
  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url')
  const adminHash = await hashPassword(adminPassword)
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfig)
      .values([
        { name: 'title', value: 'Tradeflow' },
        { name: 'logo', value: '/logo.svg' },
        ...(options.serviceUrl ? [{ name: 'service', value: options.serviceUrl }] : []),
        ...Object.entries(options.extraConfig ?? {}).map(([name, value]) => ({ name, value })),
      ])
    await tx
      .insert(inviteCodes)
      .values({ code: options.inviteCode, label: 'seeded', createdAt: clock.now() })
    await tx
      .insert(adminUsers)
      .values({ username: 'admin', passwordHash: adminHash, createdAt: clock.now() })
  })
  return {
    seeded: true as const,
    generatedAdminPassword: options.adminPassword ? null : adminPassword,
  }
}

/**
 * The console password the first start made, plainly on a line of its own with a blank line
 * either side, for whoever started the server: the JSON log line that also gives it is easy to
 * miss among the others (issue 48). Only on the start that seeded, and only when the password was
 * made here, not chosen with ADMIN_PASSWORD.
 */
export function printGeneratedAdminPassword(
  seed: SeedResult,
  write: (text: string) => void = (text) => void process.stdout.write(text),
): void {
  if (!seed.seeded || !seed.generatedAdminPassword) return
  write(
    `\nConsole login: admin / ${seed.generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)\n\n`,
  )
}
