import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import type { PrecacheEntry } from '../../src/serviceWorker/precacheEntry.ts'

/**
 * The installable web app (issue 23, decisions 0044, 0070 and 0072): a manifest linked from the
 * investor app's page, and a service worker (src/serviceWorker/worker.ts) given the list of the
 * investor app's files, as the shell and each language's catalogs. Vite writes the app; this
 * plugin adds the two, for the `client` environment alone — built first into an empty dist/, so
 * the list is exactly its files, not the console's or the flow explorer's, which are built after
 * it.
 */
export const MANIFEST = {
  id: '/',
  name: 'Tradeflow',
  short_name: 'Tradeflow',
  description: 'Trade Spanish and US stocks, crypto and forex; new shares, funds and credit.',
  lang: 'en',
  start_url: '/#/home/index',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#ffffff',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

const WORKER_SOURCE = 'src/serviceWorker/worker.ts'
const MANIFEST_FILE = 'manifest.webmanifest'

/** What a start or an offline start needs: pages, code, styles, images, the manifest. */
const KEPT = /\.(js|css|html|svg|png|webmanifest)$/
/** The console's catalogs are lazy chunks of this build too (src/i18n/i18n.ts): never needed here. */
const NOT_KEPT = /(^|\/)admin-[^/]*\.js$/

/** One file a worker keeps: its path from the site's root, and its content's hash. */
/** The app's files a worker keeps, as paths from the site's root, each with its content's hash. */
export function precacheList(outDir: string): PrecacheEntry[] {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => KEPT.test(path) && !NOT_KEPT.test(path) && path !== 'sw.js')
    .sort()
  return files.map((path) => ({
    url: `/${path}`,
    revision: createHash('sha256')
      .update(readFileSync(join(outDir, path)))
      .digest('hex')
      .slice(0, 16),
  }))
}

/** A compiled catalog, as its module is named: `locales/{locale}/{part}.po` (lingui.config.ts). */
const CATALOG_MODULE = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.po(\?.*)?$/

/**
 * The language of a chunk, from the modules in it: one language's catalogs and nothing else.
 * The chunks' names say only the part (`messages-…js` six times over), so the modules decide.
 */
export function languageOfChunk(moduleIds: readonly string[]): string | undefined {
  const languages = new Set(moduleIds.map((id) => CATALOG_MODULE.exec(id)?.[1]))
  return languages.size === 1 ? [...languages][0] : undefined
}

/** The chunks of a build that hold one language's catalogs, by their file's path in dist/. */
export function languageChunks(
  bundle: Record<string, { type: string; moduleIds?: readonly string[] }>,
): Map<string, string> {
  const chunks = new Map<string, string>()
  for (const [fileName, output] of Object.entries(bundle)) {
    const language = output.type === 'chunk' ? languageOfChunk(output.moduleIds ?? []) : undefined
    if (language) chunks.set(`/${fileName}`, language)
  }
  return chunks
}

/**
 * The list split for the worker (decision 0072): the shell, every file all languages need, which
 * it keeps at install, and each language's catalog chunks, of which it keeps the chosen one's.
 */
export function precacheGroups(list: readonly PrecacheEntry[], languageByUrl: Map<string, string>) {
  const shell: PrecacheEntry[] = []
  const languages: Record<string, PrecacheEntry[]> = {}
  for (const entry of list) {
    const language = languageByUrl.get(entry.url)
    if (language) languages[language] = [...(languages[language] ?? []), entry]
    else shell.push(entry)
  }
  return { shell, languages }
}

/** The worker, compiled and bundled with what it imports (languageChoice.ts), minified. */
async function compiledWorker(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
  })
  return outputFiles[0]!.text
}

export function installableApp({ disabled }: { disabled: boolean }): Plugin {
  let outDir = 'dist'
  /** Which written chunk is which language's catalogs, from the build's own module graph. */
  let languageByUrl = new Map<string, string>()
  return {
    name: 'tradeflow:installable-app',
    apply: 'build',
    applyToEnvironment: (environment) => !disabled && environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.path.endsWith('/index.html')
          ? html.replace('</head>', `  <link rel="manifest" href="/${MANIFEST_FILE}">\n  </head>`)
          : html,
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(MANIFEST) })
      languageByUrl = languageChunks(bundle)
    },
    /** After every file of the app is written (public/ copied too): the worker and its list. */
    async closeBundle() {
      const code = await compiledWorker()
      const list = JSON.stringify(precacheGroups(precacheList(outDir), languageByUrl))
      writeFileSync(join(outDir, 'sw.js'), `const PRECACHE=${list};\n${code}`)
    },
  }
}
