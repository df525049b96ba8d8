import { type RefObject, useEffect } from 'react'

/**
 * Brings what just appeared into view and gives it the focus (issue 48: after confirming an order
 * its result was drawn below the fold, the page left scrolled to the fundamentals, and the person
 * saw no confirmation). The element needs `tabIndex={-1}` to take the focus; a screen reader then
 * reads it.
 */
export function useReveal(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    element.scrollIntoView?.({ block: 'center' })
    element.focus({ preventScroll: true })
  }, [ref])
}
