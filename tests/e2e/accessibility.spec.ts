import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import { openConsole } from './console.ts'
import { registerInvestor } from './investor.ts'
import { brokenWords, sideScroll } from './layoutChecks.ts'

/** The screens people use most (issue 23): where each opens, and what shows once it has loaded. */
const VISITOR_SCREENS = [
  ['/login/login', 'input[type="password"]'],
  ['/login/register', 'input[type="password"]'],
] as const
const INVESTOR_SCREENS = [
  ['/home/index', '.home-screen'],
  ['/market/index', '.market-screen li'],
  ['/market/stockDetail?code=SAN', '[data-testid="price-chart"][data-drawn]'],
  ['/favorite/index', '.screen'],
  ['/favorite/search', 'input'],
  ['/trade/index', '.screen'],
  ['/information/wallet', '.screen'],
  ['/information/index', '.screen'],
  ['/information/setting', '[data-testid="appearance"]'],
  ['/information/fundRecord', '.screen'],
  ['/information/recharge', '.screen'],
  ['/information/cashOut', '.screen'],
  ['/information/bankList', '.screen'],
  ['/home/newStock', '.screen'],
  ['/home/fllow', '.screen'],
  ['/information/userInfo', '.screen'],
  ['/home/newsList', '.screen'],
  ['/information/changeLang', 'h1'],
] as const

type Theme = 'light' | 'dark'

/** The serious and critical WCAG 2.1 A and AA violations axe finds on the page, as lines. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`))
}

/** Opens each screen in turn and collects what axe finds, by screen. */
async function audit(page: Page, screens: ReadonlyArray<readonly [string, string]>, theme: Theme) {
  const found: Record<string, string[]> = {}
  for (const [route, ready] of screens) {
    // A load of its own for each screen: a change of hash alone would keep the page's session.
    await page.goto('about:blank')
    await page.goto(`/#${route}`)
    await page.locator(ready).first().waitFor()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    // Toasts and entering rows settle first: axe judges what a person reads.
    await page.waitForTimeout(300)
    const lines = [
      ...(await violations(page)),
      ...(await brokenWords(page)),
      ...(await sideScroll(page)),
    ]
    if (lines.length > 0) found[route] = lines
  }
  return found
}

/**
 * axe-core (WCAG 2.1 A and AA) on the 20 most used screens of the investor app, the console and
 * the flow explorer, in the light and the dark theme (issue 23): no serious or critical
 * violation — contrast, names of controls, roles. The theme is the person's choice in settings,
 * kept under STORAGE_KEYS.theme; "system" follows the system's, which Playwright can emulate too.
 * The investor app's screens are read in Korean and in German, where labels broke before: no
 * short text (a button, a badge, a tab) breaks across lines, and no screen scrolls sideways.
 */
const RUNS = [
  { theme: 'light', language: 'ko' },
  { theme: 'dark', language: 'de' },
] as const
for (const { theme, language } of RUNS) {
  test(`no serious accessibility violation on the main screens (${theme}, ${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    await page.addInitScript(
      ({ key, theme, language, languageKey }) => {
        localStorage.setItem(key, theme)
        localStorage.setItem(languageKey, language)
      },
      { key: STORAGE_KEYS.theme, theme, language, languageKey: STORAGE_KEYS.language },
    )
    const visitor = await audit(page, VISITOR_SCREENS, theme)
    await registerInvestor(page, theme === 'light' ? '6896' : '6897')
    const investor = await audit(page, INVESTOR_SCREENS, theme)

    const consolePage = await openConsole(browser, 'en')
    await consolePage.evaluate(({ key, theme }) => localStorage.setItem(key, theme), {
      key: STORAGE_KEYS.theme,
      theme,
    })
    await consolePage.reload()
    await consolePage.locator('.admin-nav').waitFor()
    const consoleFound = await violations(consolePage)
    await consolePage.goto('/flows.html')
    await consolePage.locator('.flows').first().waitFor()
    const explorerFound = await violations(consolePage)
    await consolePage.context().close()

    expect({
      ...visitor,
      ...investor,
      ...(consoleFound.length ? { console: consoleFound } : {}),
      ...(explorerFound.length ? { explorer: explorerFound } : {}),
    }).toEqual({})
  })
}
