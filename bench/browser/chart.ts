import type { Browser, BrowserContext, ElementHandle } from '@playwright/test'
import { median } from '../stats.ts'
import type { StoredSession } from './appServer.ts'
import { PHONE } from './chromium.ts'

export interface ChartDraw {
  /** From the click on "1 min" to the frame after the new chart's first paint, in ms. */
  ms: number
  /** The longest main-thread task in that time (0 when none reached 50 ms), in ms. */
  longestTask: number
  bars: number
}

const CHART = '[data-testid="price-chart"]'

/**
 * In the page: click the period tab, then wait for the chart to say it has drawn the new bars
 * (PriceChart sets data-drawn after setData): a new chart element, or the same one (one chart
 * serves every period) whose data-drawn was set again after the click. Then two frames more, so
 * the canvas has painted whether lightweight-charts draws in the next frame or after its resize
 * observer. Long tasks are collected for the same span.
 */
function clickAndWaitForDraw({ tab, selector }: { tab: HTMLElement; selector: string }) {
  const old = document.querySelector(selector)
  const tasks: PerformanceEntry[] = []
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
  observer.observe({ type: 'longtask' })
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const drawn = new Promise<HTMLElement>((resolve, reject) => {
    // A failed load shows a retry button instead of a chart: fail rather than wait forever.
    setTimeout(() => reject(new Error('no chart drawn within 60 s')), 60_000)
    const check = (records: MutationRecord[]) => {
      const chart = document.querySelector<HTMLElement>(selector)
      const redrawn = records.some((r) => r.target === chart && r.attributeName === 'data-drawn')
      if (chart?.dataset.drawn && (chart !== old || redrawn)) {
        watcher.disconnect()
        resolve(chart)
      }
    }
    const watcher = new MutationObserver(check)
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  const start = performance.now()
  tab.click()
  return drawn.then(async (chart) => {
    await frame()
    await frame()
    const end = performance.now()
    // Long-task entries arrive after the task; give the last one time to be reported.
    await new Promise((resolve) => setTimeout(resolve, 100))
    tasks.push(...observer.takeRecords())
    observer.disconnect()
    const inSpan = tasks.filter((t) => t.startTime >= start - 1 && t.startTime <= end)
    return {
      ms: end - start,
      longestTask: Math.max(0, ...inSpan.map((t) => t.duration)),
      bars: Number(chart.dataset.drawn),
    }
  })
}

/**
 * One measure: open `code`'s detail screen (its day chart drawn first, as a user sees it), slow
 * the CPU by `slowdown` through CDP, and time the switch to the 1-minute chart: the bars'
 * request, parsing, and lightweight-charts drawing them.
 */
async function oneDraw(context: BrowserContext, origin: string, code: string, slowdown: number) {
  // A page of its own each time: a hash change in the same page would not reload the app.
  const page = await context.newPage()
  await page.goto(`${origin}/#/market/stockDetail?code=${encodeURIComponent(code)}`)
  await page.locator(`${CHART}[data-drawn]`).waitFor({ timeout: 60_000 })
  const tab = (await page
    .getByRole('tab', { name: '1 min', exact: true })
    .elementHandle()) as ElementHandle<HTMLElement>
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  try {
    return await page.evaluate(clickAndWaitForDraw, { tab, selector: CHART })
  } finally {
    await cdp.detach()
    await page.close()
  }
}

/**
 * The 1-minute chart of each code, `runs` times at each slowdown, taking turns so that a busy
 * moment of the machine falls on both; medians of each figure.
 */
export async function chartDraws(
  browser: Browser,
  origin: string,
  session: StoredSession,
  codes: string[],
  slowdowns: number[],
  runs = 3,
) {
  const context = await browser.newContext(PHONE)
  // tsx compiles with esbuild's keepNames, which wraps the page function's inner functions in
  // __name(…): a helper that exists in Node, not in the page.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  }, session)
  const samples = new Map<string, ChartDraw[]>()
  const key = (code: string, slowdown: number) => `${code}@${slowdown}`
  try {
    for (let run = 0; run < runs; run++) {
      for (const slowdown of slowdowns) {
        for (const code of codes) {
          const draw = await oneDraw(context, origin, code, slowdown)
          samples.set(key(code, slowdown), [...(samples.get(key(code, slowdown)) ?? []), draw])
        }
      }
    }
  } finally {
    await context.close()
  }
  return (code: string, slowdown: number): ChartDraw => {
    const draws = samples.get(key(code, slowdown)) ?? []
    return {
      ms: median(draws.map((d) => d.ms)),
      longestTask: median(draws.map((d) => d.longestTask)),
      bars: median(draws.map((d) => d.bars)),
    }
  }
}
