import { MAX_LAYOUT_WIDTH_PX } from '../../machines/rules.ts'

/**
 * spec §9 Page-width scaling: the root font size follows the viewport width, capped at 750 px.
 * 1rem is 1/7.5 of the layout width, so a 750 px design measures in hundredths of a rem.
 */
export function applyRootFontSize(doc: Document = document, width = window.innerWidth) {
  const layoutWidth = Math.min(width, MAX_LAYOUT_WIDTH_PX)
  doc.documentElement.style.fontSize = `${layoutWidth / 7.5}px`
}

export function followViewport() {
  applyRootFontSize()
  window.addEventListener('resize', () => applyRootFontSize())
}
