import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Where uploaded images are kept (issue 24): a folder by default, or an S3-compatible bucket that
 * every server process reaches (s3Store.ts). Ids are UUIDs the server made, never a name from
 * outside; a file is written once and never replaced.
 */
export interface FileStore {
  /** Keeps `bytes` under a new `id`. */
  put(id: string, bytes: Uint8Array, mime: string): Promise<void>
  /** The bytes under `id`, or null when there are none; rejects when the store fails. */
  get(id: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Where the files are, for the start-up log. */
  readonly where: string
}

/** Files in a folder (under the data folder, outside the web root): one process, or a shared volume. */
export function folderStore(dir: string): FileStore {
  return {
    where: dir,
    async put(id, bytes) {
      await mkdir(dir, { recursive: true })
      // `wx`: an id is never written twice.
      await writeFile(join(dir, id), bytes, { flag: 'wx' })
    },
    get: (id) =>
      readFile(join(dir, id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      }),
  }
}
