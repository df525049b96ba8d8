import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { precacheList } from '../../../scripts/build/installableApp.ts'

const dist = mkdtempSync(join(tmpdir(), 'tradeflow-precache-'))
const files: Record<string, string> = {
  'index.html': '<html></html>',
  'assets/index-a1b2.js': 'code',
  'assets/index-c3d4.css': 'styles',
  'assets/admin-de-e5f6.js': 'the console’s catalog',
  'icons/icon-192.png': 'png',
  'logo.svg': '<svg/>',
  'manifest.webmanifest': '{}',
  'sw.js': 'the worker itself',
  'robots.txt': 'not an app file',
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true })
  writeFileSync(join(dist, path), text)
}
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** Decision 0070: what the installed app's worker keeps (decision 0044: the investor app only). */
describe("the service worker's list of the app's files", () => {
  it('keeps pages, code, styles, images and the manifest; not the console’s, itself or others', () => {
    expect(precacheList(dist).map((entry) => entry.url)).toEqual([
      '/assets/index-a1b2.js',
      '/assets/index-c3d4.css',
      '/icons/icon-192.png',
      '/index.html',
      '/logo.svg',
      '/manifest.webmanifest',
    ])
  })

  it('names each file’s content: the same bytes the same revision, other bytes another', () => {
    const before = precacheList(dist)
    writeFileSync(join(dist, 'index.html'), '<html>new version</html>')
    const after = precacheList(dist)
    const revision = (list: typeof before, url: string) => list.find((e) => e.url === url)?.revision
    expect(revision(after, '/index.html')).not.toBe(revision(before, '/index.html'))
    expect(revision(after, '/logo.svg')).toBe(revision(before, '/logo.svg'))
    expect(revision(after, '/logo.svg')).toMatch(/^[0-9a-f]{16}$/)
  })
})
