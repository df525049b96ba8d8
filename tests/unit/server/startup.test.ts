import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashCheaplyForTests, verifyPassword } from '../../../server/auth/password.ts'
import { manualClock, systemClock } from '../../../server/clock.ts'
import { readConfig } from '../../../server/config.ts'
import { openDatabase } from '../../../server/db/database.ts'
import { DataDirLockedError, lockDataDir, startOf } from '../../../server/db/dataDirLock.ts'
import { adminUsers } from '../../../server/db/schema.ts'
import { printGeneratedAdminPassword, seedIfEmpty } from '../../../server/db/seed.ts'
import { SNAPSHOT_ENV } from '../../support/databaseSnapshot.ts'

describe('data folder lock', () => {
  it('refuses a folder held by a live process and takes over one left by a dead one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tf-lock-'))
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(join(dir, 'tradeflow.lock'), String(holder.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    } finally {
      holder.kill()
      await new Promise((r) => holder.once('exit', r))
    }
    const release = lockDataDir(dir)
    expect(existsSync(join(dir, 'tradeflow.lock'))).toBe(true)
    release()
    expect(existsSync(join(dir, 'tradeflow.lock'))).toBe(false)
  })
})

describe('a stale data folder lock whose pid was reused', () => {
  it('is taken over when the live process with that pid started at another time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tf-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      const lock = join(dir, 'tradeflow.lock')
      // The pid is alive, but the process that wrote the lock started at another time.
      writeFileSync(lock, JSON.stringify({ pid: other.pid, started: '1' }))
      const release = lockDataDir(dir)
      release()
      // The same pid with its real start: that process holds the folder.
      writeFileSync(lock, JSON.stringify({ pid: other.pid, started: startOf(other.pid!) }))
      expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/)
    } finally {
      other.kill()
      await new Promise((r) => other.once('exit', r))
    }
  })
})

describe('clock', () => {
  it('TRADEFLOW_CLOCK starts the clock at an instant and lets it run', () => {
    const start = new Date('2030-01-01T09:30:00Z')
    const clock = systemClock(start)
    expect(Math.abs(clock.now().getTime() - start.getTime())).toBeLessThan(1000)
    const manual = manualClock(start)
    manual.advance(1500)
    expect(manual.now().toISOString()).toBe('2030-01-01T09:30:01.500Z')
  })
})

describe('environment', () => {
  it('reads the documented defaults and refuses a malformed setting', () => {
    const config = readConfig({})
    expect(config).toMatchObject({ port: 8080, inviteCode: 'TRADEFLOW', databaseUrl: undefined })
    expect(
      readConfig({ TRADEFLOW_CLOCK: '2026-11-23T09:30:00+01:00' }).clockStart?.toISOString(),
    ).toBe('2026-11-23T08:30:00.000Z')
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ TRADEFLOW_CLOCK: 'tomorrow' })).toThrow(/TRADEFLOW_CLOCK/)
  })
})

describe('the console password made at first start (issue 48)', () => {
  // What is tested is the line, not scrypt: hashed as on the test servers (decision 0042).
  beforeAll(() => hashCheaplyForTests(true))
  afterAll(() => hashCheaplyForTests(false))

  /** An empty database: the migrated snapshot of the global setup when there is one. */
  async function emptyDatabase() {
    const snapshot = process.env[SNAPSHOT_ENV]
    return openDatabase(
      snapshot && existsSync(snapshot) ? { snapshot: new Blob([await readFile(snapshot)]) } : {},
    )
  }

  /** One start of the server as main.ts does it: seeding, then the plain line, into `printed`. */
  async function start(
    database: Awaited<ReturnType<typeof openDatabase>>,
    printed: string[],
    adminPassword?: string,
  ) {
    const seed = await seedIfEmpty(database.db, manualClock(), {
      inviteCode: 'FIRST',
      ...(adminPassword ? { adminPassword } : {}),
    })
    printGeneratedAdminPassword(seed, (text) => printed.push(text))
  }

  it('is printed plainly on a line of its own at the first start, and not at the next', async () => {
    const database = await emptyDatabase()
    try {
      const printed: string[] = []
      await start(database, printed)
      expect(printed).toHaveLength(1)
      const shown =
        /^\nConsole login: admin \/ (\S+) {2}\(shown once; set ADMIN_PASSWORD to choose it\)\n\n$/.exec(
          printed[0] ?? '',
        )
      expect(shown).not.toBeNull()
      // It is the password admin logs in with.
      const [admin] = await database.db.select().from(adminUsers)
      expect(await verifyPassword(shown?.[1] ?? '', admin?.passwordHash ?? '')).toBe(true)

      await start(database, printed)
      expect(printed).toHaveLength(1)
    } finally {
      await database.close()
    }
  })

  it('is not printed when ADMIN_PASSWORD chose it', async () => {
    const database = await emptyDatabase()
    try {
      const printed: string[] = []
      await start(database, printed, 'chosen-password')
      expect(printed).toEqual([])
    } finally {
      await database.close()
    }
  })
})
