import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite takes no lock on its folder and two processes writing it corrupt it, so the server
 * holds a lock file with its pid and refuses to start while another live process holds it.
 * A pid alone is not enough: after a crash and a reboot the number is soon reused by some other
 * process, and a lock naming it looked held for ever (issue 16). So the file also records when
 * its process started (Linux: /proc/<pid>/stat); a live process with that pid but another start
 * is not the holder, and the lock is stale.
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

interface LockRecord {
  pid: number
  /** The process's start, in clock ticks since boot (/proc/<pid>/stat); null where unknown. */
  started: string | null
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'tradeflow.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      const record: LockRecord = { pid: process.pid, started: startOf(process.pid) }
      writeSync(fd, JSON.stringify(record))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readRecord(readFileSync(lockPath, 'utf8'))
      if (holdsIt(holder) && holder.pid !== process.pid)
        throw new DataDirLockedError(dataDir, holder.pid)
      rmSync(lockPath, { force: true }) // left by a process that died: take it over
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN)
}

/** The lock file's record; a bare pid is what servers before this change wrote. */
function readRecord(text: string): LockRecord {
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord> | number
    if (typeof parsed === 'number') return { pid: parsed, started: null }
    return { pid: Number(parsed.pid), started: parsed.started ?? null }
  } catch {
    return { pid: Number.NaN, started: null }
  }
}

/** Whether the process the record names is alive and is the one that wrote it. */
function holdsIt(record: LockRecord): boolean {
  if (!isAlive(record.pid)) return false
  // Without a recorded start (an old lock, or no /proc) a live pid has to be believed.
  if (record.started === null) return true
  const now = startOf(record.pid)
  return now === null || now === record.started
}

/** Field 22 of /proc/<pid>/stat: when the process started. Null off Linux. */
export function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
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
