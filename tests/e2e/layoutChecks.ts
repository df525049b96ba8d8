// What a screen's layout must hold whatever the language, checked by the walks that show it.
import { expect, type Page } from '@playwright/test'

/** Words longer than this may wrap as a sentence does. */
const LABEL_CHARS = 16
/** What holds a label rather than a sentence: a sentence's short piece beside a link may wrap. */
const LABELS = 'button, .button, .badge, .chip, .seg-tab, [role="tab"], .tab-bar a, th, dt'

/**
 * The short texts on the page (a button's words, a badge, a tab, a label) that break across
 * lines, as lines to report: in Korean and Chinese a narrow button broke "포지 / 션 청 / 산" and
 * "平 / 倉", one syllable a line, which no English screen shows.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ most, labels }) => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        if (text === '' || text.length > most || !node.parentElement?.closest(labels)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        )
        if (lines.size > 1)
          found.push(`"${text}" in ${node.parentElement?.className} on ${lines.size} lines`)
      }
      return found
    },
    { most: LABEL_CHARS, labels: LABELS },
  )
}

/**
 * The confirm sheet is on view as a modal (the page behind dimmed by its backdrop, which the
 * browser spreads over the whole window) and spans the screen's width at its foot: a screen's side
 * margins once pulled it in from both edges, so the page showed at its sides undimmed.
 */
export async function expectConfirmSheet(page: Page) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true)
  const sheet = (await dialog.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect({ x: sheet.x, width: sheet.width, bottom: Math.round(sheet.y + sheet.height) }).toEqual({
    x: 0,
    width,
    bottom: height,
  })
}

/**
 * Whether the page is wider than the window, as lines to report: a select whose longest option
 * was wider than its form (the console's strategy rules, in German) pushed the page into a side
 * scroll. Measured against the window the test opened, not innerWidth: a phone's browser widens
 * its layout to fit what overflows (and shrinks the page to show it), and innerWidth grows too.
 */
export async function sideScroll(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  const window = page.viewportSize()!.width
  return width > window ? [`the page is ${width} px wide in a ${window} px window`] : []
}

/** The page is no wider than the window (sideScroll). */
export async function expectNoSideScroll(page: Page) {
  expect(await sideScroll(page)).toEqual([])
}
