import { readFileSync } from 'node:fs'

/**
 * The app's one logo (public/logo.svg), which the installable app's icons (appIcons.ts) and the
 * Android shell's (androidAssets.ts) are drawn from, and what both read of it.
 */
export const LOGO = readFileSync('public/logo.svg', 'utf8')

/** The logo's own blue, its rounded square's fill: the background of a maskable or adaptive icon. */
export function logoBlue(svg = LOGO): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1]
  if (!fill)
    throw new Error('public/logo.svg has no <rect fill="#rrggbb">: its blue is the icon background')
  return fill
}

/**
 * The logo's share of an icon a launcher may cut to any shape (a maskable web icon, an Android
 * adaptive layer): its mark then stays inside the middle circle every launcher shows whole.
 */
export const LOGO_IN_MASKABLE = 0.6

/** The logo's SVG drawn at a width and height (pixels, or a CSS length such as 100%). */
export const logoAt = (size: number | string) =>
  LOGO.replace('<svg ', `<svg width="${size}" height="${size}" `)
