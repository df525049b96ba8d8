import { defineConfig, devices } from '@playwright/test'

/**
 * The UI replays of generated paths (issue 22, `npm run test:paths -- --ui`): Chromium at a phone
 * viewport against the production build, one server per worker (tests/ui-paths/workerServer.ts),
 * a failing path reported with its steps, a screenshot and the trace.
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
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'reports/ui-paths-html' }]],
  outputDir: 'test-results/ui-paths',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
