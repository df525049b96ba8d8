import { defineConfig } from '@playwright/test'
import { PHONE_CHROMIUM } from './tests/support/phoneChromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 8181)
/**
 * The walks that move the server's clock past a period or a lock they depend on, and the one whose
 * one-time codes hold for a 30-second step of it (two-factor sign-in).
 */
const CLOCK_WALKS = /(ipoCredit|trading|quantStrategies|twoFactor)\.spec/
/** The walks that move the server's clock by weeks (a savings plan's schedule): run after all. */
const LAST_WALKS = /plans\.spec/

/**
 * End-to-end tests in Chromium at a phone viewport, against the production build served by the
 * real server on a fresh data folder, in Debian's Chromium (its headless shell when installed:
 * TEST_CHROMIUM, tests/support/phoneChromium.ts) because Playwright's own download is not
 * reachable here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three walks at a time: a walk mostly waits (for the server, the browser, a debounce), and with
  // two the machine's two cores were a third idle (e2e 184 s → 157 s, decision 0053). The walks
  // that move the server's clock run one at a time beside them (the projects below).
  workers: 3,
  // A step waits up to 10 s for what it expects: three walks share two cores, on a machine that
  // may be busy with more.
  expect: { timeout: 10_000 },
  retries: 0,
  // The page at a failure, printed: CI keeps no files (tests/support/pageAtFailureReporter.ts).
  reporter: [['list'], ['./tests/support/pageAtFailureReporter.ts']],
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
   * opened a minute before, the trading walk past a one-minute lock it has just seen, the AI quant
   * walk past a crypto order's lock, and the two-factor walk types a code made from it a moment
   * before: none of them may meet another's move between its two steps, so they are one project
   * run by one worker at a time. Every other walk reads the clock without depending on a minute
   * either way (a password-reset code holds for 30 minutes, a trade's lock is moved past by its
   * own walk), and runs beside them.
   */
  projects: [
    // The console's operator sets up two-factor sign-in first; every walk then uses that session.
    { name: 'console-sign-in', testMatch: /consoleSignIn\.spec/ },
    // First, so that one worker walks them from the start while the others take the rest.
    {
      name: 'clock-walks',
      testMatch: CLOCK_WALKS,
      workers: 1,
      dependencies: ['console-sign-in'],
    },
    {
      name: 'chromium-phone',
      testIgnore: [/consoleSignIn\.spec/, CLOCK_WALKS, LAST_WALKS],
      dependencies: ['console-sign-in'],
    },
    // Last and alone: it moves the clock by weeks, which would idle out every other walk's session.
    {
      name: 'last-walks',
      testMatch: LAST_WALKS,
      workers: 1,
      dependencies: ['clock-walks', 'chromium-phone'],
    },
  ],
  webServer: {
    // A fresh data folder, a copy of one migrated once (tests/support/dataTemplate.ts).
    command: `tsx tests/support/dataTemplate.ts .e2e-data && tsx server/main.ts`,
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
