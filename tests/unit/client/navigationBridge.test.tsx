// @vitest-environment happy-dom
import { act, startTransition, use } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavigationBridge, navigateOnce } from '../../../src/app/navigationBridge.tsx'

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
globals.IS_REACT_ACT_ENVIRONMENT = true

/** The router's path, as a screen would read it. */
const Where = () => useLocation().pathname
/** Holds the first render back, as a slow part of the app's first render does. */
const Waits = ({ until }: { until: Promise<void> }) => {
  use(until)
  return null
}
/** Calls `during` while it renders: what a test does in the middle of the first render. */
const Press = ({ during }: { during: () => void }) => {
  during()
  return null
}
/** A part of the first render slow enough that React yields to the page between them. */
const Slow = () => {
  const until = performance.now() + 8
  while (performance.now() < until) {
    // busy, as a large screen's first render is
  }
  return null
}

let unmount = () => {}
afterEach(() => act(unmount))

/**
 * The app's first render is a transition (src/main.tsx): the router exists before it is on the
 * page, and a navigation asked for meanwhile (a deep link, the session machine) must not be lost.
 */
describe('the navigation bridge', () => {
  it('makes a navigation asked for before the first render is on the page, once it is', async () => {
    location.hash = '#/login/login'
    let release = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
    const element = document.createElement('div')
    const root = createRoot(element)
    unmount = () => root.unmount()
    await act(async () => {
      startTransition(() =>
        root.render(
          <HashRouter>
            <NavigationBridge />
            <Where />
            <Waits until={until} />
          </HashRouter>,
        ),
      )
    })
    expect(element.textContent).toBe('') // rendered, not yet on the page
    navigateOnce('/home/index')
    await act(async () => release())
    expect(element.textContent).toBe('/home/index')
    expect(location.hash).toBe('#/home/index')
    // Once it is on the page, a navigation goes through the router at once.
    await act(async () => navigateOnce('/trade/index'))
    expect(element.textContent).toBe('/trade/index')
  })

  it('follows a back press made while the first render is drawn in slices', async () => {
    // React's own scheduler, not act(): act would draw the whole render in one go.
    globals.IS_REACT_ACT_ENVIRONMENT = false
    try {
      await backPressDuringSlices()
    } finally {
      globals.IS_REACT_ACT_ENVIRONMENT = true
    }
  })
})

/** A first render in slices, the native shell's back button pressed between two of them. */
async function backPressDuringSlices() {
  location.hash = '#/home/index'
  location.hash = '#/market/index'
  await new Promise((resolve) => setTimeout(resolve, 0))
  let pressed = false
  /** The native shell's back button, pressed once the router has read where it starts. */
  const pressBack = () => {
    if (!pressed) {
      pressed = true
      history.back()
    }
  }
  const element = document.createElement('div')
  const root = createRoot(element)
  unmount = () => root.unmount()
  startTransition(() =>
    root.render(
      <HashRouter>
        <NavigationBridge />
        <Where />
        <Press during={pressBack} />
        <Slow />
        <Slow />
        <Slow />
        <Slow />
        <Slow />
        <Slow />
      </HashRouter>,
    ),
  )
  await vi.waitFor(() => expect(element.textContent).not.toBe(''), { timeout: 5_000 })
  expect(location.hash).toBe('#/home/index')
  // The bridge brings the router to the hash once it listens (before its fix: /market/index).
  await vi.waitFor(() => expect(element.textContent).toBe('/home/index'), { timeout: 5_000 })
}
