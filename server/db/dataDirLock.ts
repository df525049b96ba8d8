import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite takes no lock on its folder and two processes writing it corrupt it, so the server
 * holds a lock file naming its process and refuses to start while that process still runs.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. Stop it first or choose another DATA_DIR.`,
    )
  }
}

/**
 * Who holds the lock. A pid alone is not enough: after a crash and a restart (a container's
 * process 1, a reboot) the pid in a stale file often belongs to another live process, or to the
 * new server itself, and the server refused to start until someone deleted the file. So the file
 * also records when that process started (Linux: /proc/<pid>/stat field 22, clock ticks since
 * boot) and which boot it was (/proc/sys/kernel/random/boot_id); a live process with the same
 * pid but another start or boot is a different process, and the lock is stale.
 */
interface LockRecord {
  pid: number
  /** The process's start in clock ticks since boot; null off Linux and in pid-only files. */
  started: string | null
  /** The boot the process belongs to; absent in files of earlier versions. */
  boot?: string | null
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'tradeflow.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      const record: LockRecord = { pid: process.pid, started: startOf(process.pid), boot: bootId() }
      writeSync(fd, JSON.stringify(record))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readRecord(lockPath)
      if (holder && stillHolds(holder)) throw new DataDirLockedError(dataDir, holder.pid)
      rmSync(lockPath, { force: true }) // left by a process that is gone: take it over
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN)
}

/** The lock file's record (a bare pid is what servers before start times wrote), or null. */
function readRecord(lockPath: string): LockRecord | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockRecord> | number
    if (typeof parsed === 'number') return { pid: parsed, started: null }
    return { pid: Number(parsed.pid), started: parsed.started ?? null, boot: parsed.boot }
  } catch {
    return null // gone meanwhile, or cut short by a crash: nobody can be shown to hold it
  }
}

/** Whether the process the record names is alive and is the one that wrote it. */
function stillHolds(record: LockRecord): boolean {
  if (!isAlive(record.pid)) return false
  if (record.boot && bootId() && record.boot !== bootId()) return false // written before a reboot
  // No start recorded (a pid-only file): the old rule; this process cannot be an earlier holder.
  if (record.started === null) return record.pid !== process.pid
  const now = startOf(record.pid)
  return now === null || now === record.started // cannot tell (no /proc): do not risk two writers
}

/** Field 22 of /proc/<pid>/stat: when the process started. Null off Linux. */
export function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
