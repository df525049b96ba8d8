import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { transform } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The installable web app (issue 23, decisions 0044 and 0070): a manifest linked from the
 * investor app's page, and a service worker (src/serviceWorker/worker.ts) given the list of the
 * investor app's files. Vite writes the app; this plugin adds the two, for the `client`
 * environment alone — built first into an empty dist/, so the list is exactly its files, not the
 * console's or the flow explorer's, which are built after it.
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

/** The app's files a worker keeps, as paths from the site's root, each with its content's hash. */
export function precacheList(outDir: string): { url: string; revision: string }[] {
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

export function installableApp({ disabled }: { disabled: boolean }): Plugin {
  let outDir = 'dist'
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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(MANIFEST) })
    },
    /** After every file of the app is written (public/ copied too): the worker and its list. */
    async closeBundle() {
      const { code } = await transform(readFileSync(WORKER_SOURCE, 'utf8'), {
        loader: 'ts',
        format: 'iife',
        target: 'es2022',
        minify: true,
      })
      const list = JSON.stringify(precacheList(outDir))
      writeFileSync(join(outDir, 'sw.js'), `const PRECACHE=${list};\n${code}`)
    },
  }
}
