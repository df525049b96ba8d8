// @ts-check
/**
 * `npm run test:mutation` (issue 50, decision 0068): Stryker changes each rule of machines/ in
 * turn (a `<` to `<=`, an `&&` to `||`, a condition to true …) and runs the pure tests that
 * judge the rules; a change no test notices is a rule nothing holds.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tools/mutation/vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Which files: scripts/mutation.ts passes them (--mutate), every rule file of machines/.
  mutate: ['machines/**/*.ts'],
  coverageAnalysis: 'perTest',
  // The project's TypeScript config is not Stryker's to read (TypeScript 7): no type checker.
  tsconfigFile: '',
  // A mutant that only runs while a module is imported (a table built at load) would need every
  // test run again for each; they are left out and listed by the report as ignored.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  // scripts/mutation.ts judges each file against its floor; Stryker's one threshold is off.
  thresholds: { high: 95, low: 90, break: null },
}
