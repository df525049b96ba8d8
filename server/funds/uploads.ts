import { randomUUID } from 'node:crypto'
import { UPLOAD_MAX_BYTES } from '../../machines/rules.ts'
import { ApiRefusal } from '../core/refusal.ts'
import { uploads } from '../db/schema.ts'
import type { Tx } from '../money/transaction.ts'
import type { FileStore } from '../storage/fileStore.ts'

export type UploadPurpose = (typeof uploads.$inferInsert)['purpose']

/** The image type from the file's first bytes (its magic number); the client's claim is ignored. */
export function sniffImageType(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

const MB = 1024 * 1024

/**
 * Checks an uploaded file (size, then type by content) and stores it under a name the server
 * makes, in `files` (a folder outside the web root, or a bucket). The row is written in the
 * caller's transaction, so a refused request leaves no upload behind in the database; a file
 * whose transaction rolls back is an orphan nothing points to.
 */
export async function storeUpload(
  tx: Tx,
  files: FileStore,
  file: File,
  owner: { userId: number; purpose: UploadPurpose; at: Date },
): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES)
    throw new ApiRefusal('upload.tooLarge', { count: String(UPLOAD_MAX_BYTES / MB) })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const mime = sniffImageType(bytes)
  if (!mime) throw new ApiRefusal('upload.invalidType')
  const id = randomUUID()
  await files.put(id, bytes, mime)
  await tx.insert(uploads).values({
    id,
    userId: owner.userId,
    purpose: owner.purpose,
    mime,
    bytes: bytes.length,
    createdAt: owner.at,
  })
  return id
}

/** The bytes of a stored upload (the id is a UUID the server made, never a path from outside). */
export async function readUploadBytes(
  files: FileStore,
  id: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new ApiRefusal('upload.missing')
  return files.get(id)
}
