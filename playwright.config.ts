import { defineConfig } from '@playwright/test'
import { PHONE_CHROMIUM } from './tests/support/phoneChromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181)

/**
 * End-to-end tests in Chromium at a phone viewport, against the production build served by the
 * real server on a fresh data folder, in Debian's Chromium (its headless shell when installed:
 * TEST_CHROMIUM, tests/support/phoneChromium.ts) because Playwright's own download is not
 * reachable here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two walks at a time: a walk mostly waits (for the server, the browser, a debounce), so on two
  // cores two of them take little longer than one. The walks that move the server's clock are
  // ordered by the projects below.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    ...PHONE_CHROMIUM,
    baseURL: `http://localhost:${PORT}`,
    // Off: recording a trace for every walk cost a seventh of the run, and CI keeps no files.
    // Looking into a failure locally: `--trace retain-on-failure` (docs/decisions/0053).
    trace: 'off',
  },
  /*
   * The server's clock is shared. The new-share walk moves it past an application period that it
   * opened a minute before, so nothing else may move it meanwhile: the trading walk (which moves it
   * past a one-minute lock) runs after it. Every other walk reads the clock without depending on
   * a minute either way, and runs beside them.
   */
  projects: [
    // The console's operator sets up two-factor sign-in first; every walk then uses that session.
    { name: 'console-sign-in', testMatch: /consoleSignIn\.spec/ },
    {
      name: 'chromium-phone',
      testIgnore: [
        /consoleSignIn\.spec/,
        /ipoCredit\.spec/,
        /trading\.spec/,
        /quantStrategies\.spec/,
      ],
      dependencies: ['console-sign-in'],
    },
    { name: 'new-shares', testMatch: /ipoCredit\.spec/, dependencies: ['console-sign-in'] },
    { name: 'trading', testMatch: /trading\.spec/, dependencies: ['new-shares'] },
    // Moves the clock past a crypto order's lock, after the trading walk has moved it.
    { name: 'quant-strategies', testMatch: /quantStrategies\.spec/, dependencies: ['trading'] },
  ],
  webServer: {
    command: `rm -rf .e2e-data && tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/vue/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.e2e-data',
      ADMIN_PASSWORD: 'e2e-admin-password',
      INVITE_CODE: 'E2EINVITE',
      SERVICE_URL: 'https://service.example/chat',
      // A Monday, 10:00 in Madrid: the Spanish market is open for the trading test.
      TRADEFLOW_CLOCK: '2026-11-23T10:00:00+01:00',
      // Trading needs money until deposits exist; a one-minute lock keeps the test short.
      DEMO_BALANCE: '10000',
      SEED_CONFIG: JSON.stringify({ 'trade.Spain.lock': '1m' }),
      // Every answer the screens receive is checked against its call contract.
      TRADEFLOW_CHECK_ANSWERS: '1',
      // The trading walk moves the clock past a one-minute lock instead of waiting for it.
      TRADEFLOW_TEST_CLOCK: '1',
      // The investors the tests register through the API are different people: each comes from
      // an address of its own (X-Forwarded-For), not all from 127.0.0.1, where the tenth
      // registration in ten minutes is refused as too frequent.
      TRUST_PROXY: '1',
    },
  },
})
