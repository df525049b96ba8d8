import { readFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** The most of a page's snapshot worth printing: the part near the top of the screen. */
const MAX_CHARS = 4_000

/**
 * Prints what the page showed when a walk failed: Playwright writes it (its accessibility tree, as
 * `error-context.md`) beside the failed test, but CI runs on a clean clone and keeps no files, so
 * a walk that fails only there would leave nothing to read but the step that timed out.
 */
export default class PageAtFailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path)
    if (!context?.path) return
    const text = readFileSync(context.path, 'utf8')
    // The page's accessibility tree is the file's YAML block (Playwright 1.65).
    const start = text.indexOf('```yaml')
    if (start < 0) return
    const snapshot = text.slice(start)
    console.log(`\n── the page when "${test.title}" failed ──\n${snapshot.slice(0, MAX_CHARS)}\n`)
  }

  printsToStdio() {
    return true
  }
}
