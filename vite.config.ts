/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserContractsPlugin } from './scripts/browserContractsPlugin.ts'
import { guardDocsPlugin } from './scripts/guardDocsPlugin.ts'

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    guardDocsPlugin(),
    browserContractsPlugin(),
  ],
  build: {
    // Investor app, back office, flow explorer.
    rolldownOptions: {
      input: { index: 'index.html', admin: 'admin.html', flows: 'flows.html' },
      // Building a machine has no side effect: a machine no page uses (kyc.ts's, beside the
      // statuses the session contract imports) is dropped instead of shipped.
      treeshake: { manualPureFunctions: ['setup', 'createMachine', 'defineGate', 'z'] },
      output: {
        // The stack every page starts with (React, the router, XState, Lingui) is one chunk, not
        // three shared ones split by which entry uses what (issue 17: the router landed in a chunk
        // named after the back-button machine). React's server renderer is the explorer's alone.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom(?![\\/](cjs[\\/]react-dom-)?server)|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
    target: 'es2022',
    // elkjs (the explorer's layout engine, loaded on demand) is one 1.4 MB file of compiled Java.
    chunkSizeWarningLimit: 1600,
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The browser never validates with the contracts' schemas (src/lib/inertSchemas.ts); tests
  // (VITEST) and the server import the real zod.
  resolve: process.env.VITEST
    ? {}
    : {
        alias: { 'zod/mini': fileURLToPath(new URL('./src/lib/inertSchemas.ts', import.meta.url)) },
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/databaseSnapshot.ts', 'tests/paths/coverageReport.ts'],
        },
      },
    ],
  },
})
