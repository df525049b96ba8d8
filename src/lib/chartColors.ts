/** The colours a canvas chart draws with, in the theme shown (issue 23). */
export interface ChartColors {
  text: string
  grid: string
  line: string
  volume: string
}

/**
 * Read from the style sheet's variables (src/styles/app.css), so a chart made after a change of
 * theme draws in the new one: lightweight-charts paints on a canvas, which CSS does not reach.
 */
export function chartColors(): ChartColors {
  const css = getComputedStyle(document.documentElement)
  const variable = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  return {
    text: variable('--muted', '#5f6b7a'),
    grid: variable('--line', '#e6ebf2'),
    line: variable('--accent', '#1b5cff'),
    volume: variable('--line', '#e6ebf2'),
  }
}
