import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each history entry was scrolled to, by its location key. */
const positions = new Map<string, number>()

/** How long a screen coming back may take to grow tall enough to scroll to where it was. */
const RESTORE_WINDOW_MS = 3000
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * Scrolls to `top` now and again each time the page grows, until it gets there, the user takes
 * over, or the window passes: a screen coming back (the market list) loads its rows again, and
 * at first the page is too short to scroll that far (issue 18).
 */
function restore(top: number): () => void {
  window.scrollTo(0, top)
  // The top is always there: reading scrollY would make the browser lay out the new screen
  // before its first frame (scrollTo(0, 0) does not), on every screen opened.
  if (top === 0 || window.scrollY >= top) return () => {}
  const grown = new ResizeObserver(() => {
    window.scrollTo(0, top)
    if (window.scrollY >= top) stop()
  })
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS)
  function stop() {
    grown.disconnect()
    window.clearTimeout(timer)
    for (const type of USER_INPUT) window.removeEventListener(type, stop)
  }
  grown.observe(document.body)
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true })
  return stop
}

/**
 * spec §2 Shell behaviour: a new screen opens at the top; going back returns to where the user
 * was. The position is recorded as the user scrolls (reading it when leaving would read the next
 * screen's height, already in the page).
 */
export function useScrollMemory() {
  const { key } = useLocation()
  const navigationType = useNavigationType()

  useLayoutEffect(() => {
    history.scrollRestoration = 'manual'
    const saved = navigationType === 'POP' ? positions.get(key) : undefined
    const stopRestoring = restore(saved ?? 0)
    const remember = () => positions.set(key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => {
      stopRestoring()
      window.removeEventListener('scroll', remember)
    }
  }, [key, navigationType])
}
