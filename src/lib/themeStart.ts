import { STORAGE_KEYS } from '../../machines/rules.ts'

/** What a person chose in settings: follow the system, or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark'

type Listener = () => void
const listeners = new Set<Listener>()
const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches === true

/** The person's choice as kept (none kept is "system"). */
export function storedTheme(): ThemeChoice {
  const value = localStorage.getItem(STORAGE_KEYS.theme)
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** The theme the page shows now: the choice, or the system's for "system". */
export function resolvedTheme(choice: ThemeChoice = storedTheme()): 'light' | 'dark' {
  return choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice
}

/** The browser's own bar above the page, in the colour of the page's top bar. */
const BAR_COLOUR = { light: '#ffffff', dark: '#141b26' } as const

/** Shows the theme now chosen or given by the system, and tells who listens. */
export function applyTheme() {
  const theme = resolvedTheme()
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOUR[theme])
  for (const l of listeners) l()
}

/** Calls `listener` each time the theme is applied again. */
export function onThemeApplied(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Light or dark on every page of the three apps (issue 23): `data-theme` on <html>, which the
 * style sheets' variables follow (src/styles/app.css). Set before the first render, and again
 * when the system's setting changes or the person chooses in settings (src/lib/theme.ts; kept in
 * localStorage, so the console and the flow explorer on the same origin follow it too). Only this
 * is in a first visit's download; the choosing comes with the screens that need it.
 */
export function startTheme() {
  applyTheme()
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', applyTheme)
  // Another tab of the same origin chose.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.theme) applyTheme()
  })
}
