import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '../../machines/rules.ts'

/** What a person chose in settings: follow the system, or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark'
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark']

type Listener = () => void
const listeners = new Set<Listener>()
const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches === true

function stored(): ThemeChoice {
  const value = localStorage.getItem(STORAGE_KEYS.theme)
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** The theme the page shows now: the choice, or the system's for "system". */
export function resolvedTheme(choice: ThemeChoice = stored()): 'light' | 'dark' {
  return choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice
}

/** The browser's own bar above the page, in the colour of the page's top bar. */
const BAR_COLOUR = { light: '#ffffff', dark: '#141b26' } as const

function apply() {
  const theme = resolvedTheme()
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BAR_COLOUR[theme])
  for (const l of listeners) l()
}

/**
 * Light or dark on every page of the three apps (issue 23): `data-theme` on <html>, which the
 * style sheets' variables follow (src/styles/app.css). Set before the first render, and again
 * when the system's setting changes or the person chooses in settings (kept in localStorage, so
 * the console and the flow explorer on the same origin follow it too).
 */
export function startTheme() {
  apply()
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', apply)
  // Another tab of the same origin chose.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.theme) apply()
  })
}

/** The person's choice, kept and applied at once. */
export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme)
  else localStorage.setItem(STORAGE_KEYS.theme, choice)
  apply()
}

const subscribe = (listener: Listener) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The choice and the theme shown, for the settings screen and the charts. */
export function useTheme(): { choice: ThemeChoice; shown: 'light' | 'dark' } {
  const choice = useSyncExternalStore(subscribe, stored, () => 'system' as const)
  const shown = useSyncExternalStore(
    subscribe,
    () => resolvedTheme(),
    () => 'light' as const,
  )
  return { choice, shown }
}
