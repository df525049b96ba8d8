import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite takes no lock on its folder and two processes writing it corrupt it, so the server
 * holds a lock file with its pid and refuses to start while another live process holds it.
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

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'tradeflow.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (isAlive(holder) && holder !== process.pid) throw new DataDirLockedError(dataDir, holder)
      rmSync(lockPath, { force: true }) // left by a process that died: take it over
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN)
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
