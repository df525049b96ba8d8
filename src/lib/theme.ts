import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '../../machines/rules.ts'
import {
  applyTheme,
  onThemeApplied,
  resolvedTheme,
  storedTheme,
  type ThemeChoice,
} from './themeStart.ts'

export type { ThemeChoice }

/** The person's choice, kept and applied at once (Settings → Appearance, issue 23). */
export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme)
  else localStorage.setItem(STORAGE_KEYS.theme, choice)
  applyTheme()
}

/** The choice and the theme shown, for the settings screen and the charts. */
export function useTheme(): { choice: ThemeChoice; shown: 'light' | 'dark' } {
  const choice = useSyncExternalStore(onThemeApplied, storedTheme, () => 'system' as const)
  const shown = useSyncExternalStore(
    onThemeApplied,
    () => resolvedTheme(),
    () => 'light' as const,
  )
  return { choice, shown }
}
