import { defineConfig } from '@playwright/test'
import { PHONE_CHROMIUM } from './tests/support/phoneChromium.ts'

/**
 * The UI replays of generated paths (issue 22, `npm run test:paths -- --ui`): Chromium at a phone
 * viewport against the production build, one server per worker (tests/ui-paths/workerServer.ts),
 * a failing path reported with its steps and a screenshot (and a trace with `--trace on`).
 */
export default defineConfig({
  testDir: 'tests/ui-paths',
  testMatch: /replay\.spec\.ts/,
  fullyParallel: true,
  workers: Number(process.env.PATHS_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/ui-paths/report.ts',
  reporter: [
    ['list'],
    ['./tests/support/pageAtFailureReporter.ts'],
    ['html', { open: 'never', outputFolder: 'reports/ui-paths-html' }],
  ],
  outputDir: 'test-results/ui-paths',
  use: {
    ...PHONE_CHROMIUM,
    screenshot: 'only-on-failure',
    // Off: recording a trace for every walk cost a seventh of the run, and CI keeps no files.
    // Looking into a failure locally: `--trace retain-on-failure` (docs/decisions/0053).
    trace: 'off',
  },
})
