import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  languageChunks,
  languageOfChunk,
  precacheGroups,
  precacheList,
} from '../../../scripts/build/installableApp.ts'

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

/** Rolldown's output chunks as the plugin sees them: a file, and the modules it holds. */
const root = '/work/tradeflow'
const catalog = (locale: string, part: string) => `${root}/locales/${locale}/${part}.po`
const bundle = {
  'assets/index-a1b2.js': {
    type: 'chunk',
    moduleIds: [`${root}/src/main.tsx`, `${root}/src/i18n/i18n.ts`],
  },
  'assets/messages-Dd01.js': { type: 'chunk', moduleIds: [catalog('de', 'messages')] },
  'assets/screens-Dd02.js': { type: 'chunk', moduleIds: [catalog('de', 'screens')] },
  'assets/messages-Kk01.js': { type: 'chunk', moduleIds: [catalog('ko', 'messages')] },
  'assets/messages-Zh01.js': { type: 'chunk', moduleIds: [catalog('zh-Hans', 'messages')] },
  // The investor app's screens, named like a catalog part: code, every language's.
  'assets/screens-Sc01.js': { type: 'chunk', moduleIds: [`${root}/src/features/trade/Buy.tsx`] },
  'assets/index-c3d4.css': { type: 'asset' },
}

/** Decision 0072: the worker keeps the shell and the chosen language's catalogs. */
describe("the service worker's list, split by language", () => {
  it('names a chunk by the catalogs in it, not by its file name', () => {
    expect(languageOfChunk([catalog('zh-Hant', 'home')])).toBe('zh-Hant')
    expect(languageOfChunk([catalog('es', 'auth'), catalog('es', 'server')])).toBe('es')
    // Two languages' catalogs, or a catalog with code, are every language's.
    expect(languageOfChunk([catalog('es', 'auth'), catalog('de', 'auth')])).toBeUndefined()
    expect(languageOfChunk([catalog('es', 'auth'), `${root}/src/main.tsx`])).toBeUndefined()
    expect(languageOfChunk([])).toBeUndefined()
  })

  it("lists de's catalog chunks for de, and no other language's", () => {
    const list = Object.keys(bundle)
      .map((file) => ({ url: `/${file}`, revision: file.slice(-7, -3) }))
      .concat({ url: '/index.html', revision: 'page' })
    const { shell, languages } = precacheGroups(list, languageChunks(bundle))
    expect(languages.de?.map((entry) => entry.url)).toEqual([
      '/assets/messages-Dd01.js',
      '/assets/screens-Dd02.js',
    ])
    expect(Object.keys(languages).sort()).toEqual(['de', 'ko', 'zh-Hans'])
    expect(shell.map((entry) => entry.url)).toEqual([
      '/assets/index-a1b2.js',
      '/assets/screens-Sc01.js',
      '/assets/index-c3d4.css',
      '/index.html',
    ])
  })
})
