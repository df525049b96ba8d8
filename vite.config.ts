/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserContractsPlugin } from './scripts/browserContractsPlugin.ts'
import { installableApp } from './scripts/build/installableApp.ts'
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
    // The manifest and the service worker of the installable web app (decision 0070).
    installableApp({ disabled: SHELL_BUILD }),
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
              test: /node_modules[\\/](react|react-dom(?![\\/](cjs[\\/]react-dom-)?server)|scheduler|react-router|xstate|@xstate[\\/]react|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
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
