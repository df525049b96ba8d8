import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { freePort } from '../machinePorts.ts'
import type { StoredSession } from './appServer.ts'
import { CHROME_ARGS, CHROME_PATH } from './chromium.ts'
import { run, startGroup, waitForHttp } from './processes.ts'

const LIGHTHOUSE = 'lighthouse@13'

export interface LighthouseRun {
  /** The performance category, 0–1. */
  score: number
  lcpMs: number
  tbtMs: number
}

/**
 * Puts a session into the profile's localStorage for `origin` by way of a JSON API page, so the
 * profile's HTTP cache holds none of the app's files: Lighthouse's load stays a first visit.
 */
async function storeSession(port: number, origin: string, session: StoredSession) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0]!.newPage()
  await page.goto(`${origin}/api/vue/openapi.json`)
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  }, session)
  await page.close()
  await browser.close()
}

/**
 * One Lighthouse run (mobile preset, simulated throttling, performance only) against a Chromium
 * started here with a fresh profile and a debugging port: the only way to hand Lighthouse a
 * logged-in session, and used for every page so that all are measured the same way. Storage reset
 * is off for the same reason; a fresh profile already has an empty cache.
 */
export async function lighthouseRun(url: string, session?: StoredSession): Promise<LighthouseRun> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'tradeflow-lh-'))
  const chrome = startGroup(
    CHROME_PATH,
    [
      '--headless=new',
      ...CHROME_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {},
  )
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, 30_000, chrome.output)
    if (session) await storeSession(port, new URL(url).origin, session)
    const report = join(profile, 'report.json')
    await run('npx', [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ])
    const result = JSON.parse(readFileSync(report, 'utf8'))
    if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`)
    // A refused session would have sent the app to the login screen: a different page.
    const landed = new URL(result.finalDisplayedUrl).hash
    if (landed !== new URL(url).hash) throw new Error(`lighthouse: ${url} ended on ${landed}`)
    return {
      score: result.categories.performance.score,
      lcpMs: result.audits['largest-contentful-paint'].numericValue,
      tbtMs: result.audits['total-blocking-time'].numericValue,
    }
  } finally {
    await chrome.stop()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Runs of one page that may fail before its row gives up. */
const ATTEMPTS = 3

/**
 * A run again when Lighthouse itself failed: on a busy machine it now and then loses its own
 * trace of the load ("NO_NAVSTART"), which says nothing of the page, and one such run emptied
 * both Lighthouse rows of the table. A page that fails every time still fails the row.
 */
async function withRetries(attempt: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  for (let i = 1; ; i++) {
    try {
      return await attempt()
    } catch (error) {
      // A page that ended elsewhere (a refused session) would end there again.
      if (i >= ATTEMPTS || / ended on /.test(String(error))) throw error
      console.warn(`lighthouse run ${i} of ${ATTEMPTS} failed, again: ${String(error)}`)
    }
  }
}

/**
 * `runs` rounds over every target, taking turns so that a busy moment of the machine falls on
 * all of them; for each, the run with the median score, so that its LCP and TBT belong together.
 */
export async function lighthouseMedians(
  targets: { url: string; session?: StoredSession }[],
  runs: number,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[][] = targets.map(() => [])
  for (let round = 0; round < runs; round++) {
    for (const [i, target] of targets.entries()) {
      results[i]!.push(await withRetries(() => lighthouseRun(target.url, target.session)))
    }
  }
  return results.map((rs) => rs.sort((a, b) => a.score - b.score)[rs.length >> 1]!)
}
