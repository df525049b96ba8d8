import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { manualClock, systemClock } from '../../../server/clock.ts'
import { readConfig } from '../../../server/config.ts'
import { DataDirLockedError, lockDataDir, startOf } from '../../../server/db/dataDirLock.ts'

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
