import type { Page } from '@playwright/test'

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
