import { defineConfig } from 'vitest/config'

/**
 * The pure tests that judge the rules (issue 50): the machines' unit tests and decision tables,
 * and the path tests against their approved outcomes — no server, no browser, so a mutant costs
 * milliseconds. Stryker runs them (tools/mutation/stryker.config.mjs).
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['tests/unit/machines/**/*.test.ts', 'tests/paths/machines.paths.test.ts'],
    // These read the sources as text (which refusal names which placeholder, which code is
    // produced): Stryker's instrumented copies are not what they read, and they judge no rule.
    exclude: [
      'tests/unit/machines/serverMessageParams.test.ts',
      'tests/unit/machines/messageProducers.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
})
