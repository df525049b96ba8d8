import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../../../server/db/dataDirLock.ts'

/**
 * A stale lock whose pid now belongs to another live process must not keep the server from
 * starting (issue: it did until someone deleted the file); a lock of a live server still refuses.
 * The start time is read here straight from /proc, independently of the code under test.
 */
const linux = process.platform === 'linux'
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] as string
}

let children: ChildProcess[] = []
afterEach(async () => {
  for (const child of children) {
    child.kill()
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve))
  }
  children = []
})

/** Another live process (not a Tradeflow server), as a reused pid would be. */
function liveStranger(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' })
  children.push(child)
  if (!child.pid) throw new Error('could not start sleep')
  return child.pid
}

function folderWithLock(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'tf-lock-'))
  writeFileSync(join(dir, 'tradeflow.lock'), JSON.stringify(content))
  return dir
}

const lockFile = (dir: string) => JSON.parse(readFileSync(join(dir, 'tradeflow.lock'), 'utf8'))

describe.runIf(linux)('data folder lock: pid reuse', () => {
  it('treats a lock naming a live process with another start time as stale', () => {
    const pid = liveStranger()
    const dir = folderWithLock({ pid, started: `${Number(startOf(pid)) - 1}`, boot: bootId() })
    const release = lockDataDir(dir)
    expect(lockFile(dir)).toEqual({
      pid: process.pid,
      started: startOf(process.pid),
      boot: bootId(),
    })
    release()
  })

  it('treats a lock from an earlier boot as stale, even naming this very process', () => {
    const dir = folderWithLock({
      pid: process.pid,
      started: startOf(process.pid),
      boot: '00000000-0000-0000-0000-000000000000',
    })
    lockDataDir(dir)()
  })

  it('refuses, with a clear message, a folder held by a live server', () => {
    const pid = liveStranger()
    const dir = folderWithLock({ pid, started: startOf(pid), boot: bootId() })
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by process ${pid}. Stop it first or choose another DATA_DIR.`,
    )
  })

  it('refuses a second lock by the process that holds it (right pid, right start time)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tf-lock-'))
    const release = lockDataDir(dir)
    try {
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}.`)
    } finally {
      release()
    }
  })
})

describe('data folder lock: files of older versions (pid only)', () => {
  it('still refuses a live other process and takes over a dead one or this process', async () => {
    const pid = liveStranger()
    const dir = mkdtempSync(join(tmpdir(), 'tf-lock-'))
    writeFileSync(join(dir, 'tradeflow.lock'), String(pid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)

    writeFileSync(join(dir, 'tradeflow.lock'), String(process.pid))
    lockDataDir(dir)()

    const [child] = children
    child?.kill()
    await new Promise((resolve) => child?.once('exit', resolve))
    writeFileSync(join(dir, 'tradeflow.lock'), String(pid))
    lockDataDir(dir)()
  })
})
