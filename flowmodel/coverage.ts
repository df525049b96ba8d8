/** What `npm run test:paths` reports per machine (reports/paths-coverage.json). */
export type PathOutcome = 'passed' | 'failed'

export interface MachineCoverage {
  title: string
  states: { all: string[]; reached: string[] }
  transitions: { all: string[]; reached: string[] }
  /** Each named guard, and whether a replay saw it answer true and false. */
  guards?: Record<string, { true: boolean; false: boolean }>
  paths: number
  /** Each replayed path by name (as `npm run test:paths -- --list` prints it), and how it ended. */
  results?: Record<string, PathOutcome>
  /**
   * Through the UI only: states a screen makes impossible to reach, each with why (a form that
   * always has a card chosen cannot send none); they and the transitions into them are not gaps.
   */
  excused?: Record<string, string>
}
export type CoverageReport = Record<string, MachineCoverage>
