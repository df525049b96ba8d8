/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { browserContractsPlugin } from './scripts/browserContractsPlugin.ts'
import { guardDocsPlugin } from './scripts/guardDocsPlugin.ts'
import { machineDocsPlugin } from './scripts/machineDocsPlugin.ts'
import { PURE_FUNCTION_NAMES } from './scripts/pureFunctionNames.ts'
import { ruleTracePlugin } from './scripts/ruleTracePlugin.ts'
import { filesReachedFrom } from './scripts/screenImports.ts'

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`

/**
 * Home and the tab frame around it, with everything they import: every session opens there, so
 * this is one chunk, which the screens opened later share from the cache (decision 0023). The
 * icons stay apart: a welcome screen uses one.
 */
const SHELL_FILES = new Set(filesReachedFrom('src/main.tsx', ''))
const HOME_FILES = new Set(
  [
    ...filesReachedFrom('src/features/home/HomeIndex.tsx', ''),
    ...filesReachedFrom('src/app/TabLayout.tsx', ''),
  ]
    .filter((file) => !SHELL_FILES.has(file) && file !== 'src/components/icons.tsx')
    .map((file) => fileURLToPath(new URL(file, import.meta.url))),
)

/**
 * The native shell's build (`npm run shell:build`, decision 0043): the investor app alone, with
 * the API's origin built in, into dist-shell/ so that it never replaces the server's dist/.
 */
const SHELL_BUILD = process.env.TRADEFLOW_SHELL_BUILD === '1'

/**
 * The installable web app (issue 23, decision 0044): a manifest, and a service worker that caches
 * the investor app's shell and hashed files, never an API answer. Applied to the investor app's
 * build alone: it is built first into an empty dist/, so the worker's list is exactly its files,
 * not the console's or the flow explorer's. The service worker is registered by the app itself
 * (src/app/appUpdate.ts), after the first screen, and asks before it updates.
 */
const installableApp: Plugin[] = VitePWA({
  disable: SHELL_BUILD,
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['logo.svg'],
  manifest: {
    id: '/',
    name: 'Tradeflow',
    short_name: 'Tradeflow',
    description: 'Trade Spanish and US stocks, crypto and forex; new shares, funds and credit.',
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
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // The console's catalogs are lazy chunks of this build too (src/i18n/i18n.ts): never needed here.
    globIgnores: ['**/admin-*.js'],
    // A hash route's page is index.html; the console, the flow explorer and the API are not.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/flows/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // No runtime caching: an API answer (a balance, an order) is never served from a cache.
    runtimeCaching: [],
  },
}).map((plugin) => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
}))

/**
 * vite-plugin-pwa links its manifest from every page it transforms, whatever the environment: the
 * console and the flow explorer are not the installable app, so their pages lose the link.
 */
const manifestOnInvestorAppOnly: Plugin = {
  name: 'tradeflow:manifest-on-investor-app-only',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) =>
      ctx.path.endsWith('/index.html') ? html : html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
  },
}

/** The version the settings screen shows (package.json's). */
const APP_VERSION = JSON.parse(
  readFileSync(new URL('package.json', import.meta.url), 'utf8'),
).version

/**
 * react-router 7 sends every import to its development build, warnings included, whatever the
 * mode (remix-run/react-router#14102, still open): a production build (Vite sets NODE_ENV before
 * it reads this file) takes the package's own production files instead. The framework floor is
 * built with this config too, so the benchmark compares like with like.
 */
function routerProductionBuild() {
  if (process.env.NODE_ENV !== 'production') return []
  const built = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
  return [
    { find: /^react-router$/, replacement: built('index.mjs') },
    { find: /^react-router\/dom$/, replacement: built('dom-export.mjs') },
  ]
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    guardDocsPlugin(),
    ruleTracePlugin(),
    browserContractsPlugin(),
    machineDocsPlugin(),
    ...installableApp,
    manifestOnInvestorAppOnly,
  ],
  build: {
    outDir: SHELL_BUILD ? 'dist-shell' : 'dist',
    rolldownOptions: {
      // Building a machine has no side effect: a machine no page uses (kyc.ts's, beside the
      // statuses the session contract imports) is dropped instead of shipped. The names match
      // every function so called in every module, libraries' minified code included: zod's
      // namespace is imported as `zod`, not `z`, since `z` was lightweight-charts' canvas clear
      // (decision 0054).
      treeshake: { manualPureFunctions: PURE_FUNCTION_NAMES },
      output: {
        codeSplitting: {
          groups: [
            {
              // The stack every page starts with (React, the router, XState, Lingui) is one
              // chunk. React's server renderer is the explorer's alone.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom(?![\\/](cjs[\\/]react-dom-)?server)|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
            },
            {
              // What the page runs before its first screen is one chunk too, not one per set of
              // lazy chunks that share a piece of it.
              name: 'shell',
              test: /^(?!.*node_modules)/,
              tags: ['$initial'],
            },
            { name: 'home', test: (id) => HOME_FILES.has(id) },
            {
              // The login screen and the two pieces the other login screens share with it.
              name: 'login',
              test: /src[\\/]features[\\/]session[\\/](Login|LoginForm|AuthPage)\.tsx$/,
            },
          ],
        },
      },
    },
    target: 'es2022',
    // elkjs (the explorer's layout engine, loaded on demand) is one 1.4 MB file of compiled Java.
    chunkSizeWarningLimit: 1600,
  },
  // Investor app, back office and flow explorer, each built on its own into dist/ (decision
  // 0023): built together, every module two of them share became a chunk of its own, and the
  // investor app's start came in five small files instead of one.
  environments: {
    client: { build: { rolldownOptions: { input: { index: 'index.html' } } } },
    admin: {
      consumer: 'client',
      build: { emptyOutDir: false, rolldownOptions: { input: { admin: 'admin.html' } } },
    },
    flows: {
      consumer: 'client',
      build: { emptyOutDir: false, rolldownOptions: { input: { flows: 'flows.html' } } },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of SHELL_BUILD ? ['client'] : ['client', 'admin', 'flows'])
        await builder.build(builder.environments[name]!)
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The browser never validates with the contracts' schemas (src/lib/inertSchemas.ts); tests
  // (VITEST) and the server import the real zod.
  resolve: process.env.VITEST
    ? {}
    : {
        alias: [
          {
            find: 'zod/mini',
            replacement: fileURLToPath(new URL('./src/lib/inertSchemas.ts', import.meta.url)),
          },
          ...routerProductionBuild(),
        ],
      },
  test: {
    // Vitest leaves a core free by default, which on CI's 2 cores means one worker: the server
    // files wait on PGlite and the database between their own steps, so two share two cores well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A worker imports the server (PGlite's WebAssembly, drizzle, the app) once for all its
          // files, not once per file: that import was a quarter of the run (decision 0053). Each
          // file still starts servers on databases of its own; module state is keyed by database
          // or token, as several servers already share one process in these tests.
          isolate: false,
          testTimeout: 30_000,
          // A server file's beforeAll starts a database: seconds on a busy 2-core machine.
          hookTimeout: 120_000,
          globalSetup: ['tests/support/databaseSnapshot.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          include: ['tests/paths/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/databaseSnapshot.ts', 'tests/paths/coverageReport.ts'],
        },
      },
    ],
  },
})
