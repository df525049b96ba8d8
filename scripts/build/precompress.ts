/**
 * `npm run build`, between the apps and the server: every text file of dist/ from 512 bytes is
 * written beside itself compressed with brotli (best quality) and gzip (issue 51), so the server
 * sends those bytes as they are (serveStatic's `precompressed`) instead of compressing each
 * request, and a browser that speaks brotli downloads about a fifth less than with gzip.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { STATIC_COMPRESS_THRESHOLD } from '../../server/http/webServing.ts'

/** What a browser asks for as text; images other than SVG are compressed already. */
const TEXT = /\.(js|css|html|svg|json|webmanifest)$/
/**
 * The service worker is the one file a deployment may replace alone (and the e2e walk does, to
 * play a new version): a compressed copy beside it could be served stale, so it has none.
 */
const NEVER = new Set(['sw.js'])

export function precompress(root: string): number {
  let written = 0
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !TEXT.test(entry.name) || NEVER.has(entry.name)) continue
    // Below the size from which the server compresses the apps' files, they are sent as they are.
    if (statSync(path).size < STATIC_COMPRESS_THRESHOLD) continue
    const bytes = readFileSync(path)
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
    written++
  }
  return written
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = precompress('dist')
  console.log(`Pre-compressed ${count} files of dist/ with brotli and gzip.`)
}
