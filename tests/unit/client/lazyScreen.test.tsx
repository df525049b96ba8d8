// @vitest-environment happy-dom
import { act, Component, type ReactNode, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen } from '../../../src/app/lazyScreen.tsx'

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? 'could not load' : this.props.children
  }
}

let unmount = () => {}
/** Draws `node` under a loading fallback and an error boundary, as RootLayout does. */
function draw(node: ReactNode, sync = true) {
  const element = document.createElement('div')
  const root = createRoot(element)
  const tree = (
    <Failed>
      <Suspense fallback="loading">{node}</Suspense>
    </Failed>
  )
  if (sync) flushSync(() => root.render(tree))
  else root.render(tree)
  unmount = () => root.unmount()
  return element
}

const Home = () => 'home screen'

afterEach(() => {
  if (globals.IS_REACT_ACT_ENVIRONMENT) act(unmount)
  else unmount()
  globals.IS_REACT_ACT_ENVIRONMENT = undefined
})

/** Decision 0056: a screen whose chunk is there is drawn at once, with no loading screen. */
describe('lazyScreen', () => {
  it('draws a preloaded screen in the first render (React.lazy shows its fallback here)', async () => {
    const load = vi.fn(async () => ({ default: Home }))
    const Screen = lazyScreen(load)
    await Promise.all([Screen.preload(), Screen.preload()])
    expect(draw(<Screen />).textContent).toBe('home screen')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the loading screen until a screen not yet fetched arrives, fetching it once', async () => {
    globals.IS_REACT_ACT_ENVIRONMENT = true
    let arrive = (_: { default: typeof Home }) => {}
    const load = vi.fn(() => new Promise<{ default: typeof Home }>((r) => (arrive = r)))
    const Screen = lazyScreen(load)
    let element = document.createElement('div')
    await act(async () => {
      element = draw(<Screen />, false)
    })
    expect(element.textContent).toBe('loading')
    await act(async () => arrive({ default: Home }))
    expect(element.textContent).toBe('home screen')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the error of a chunk that failed before the first render, without a loading screen', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk not loaded')))
    await expect(Screen.preload()).rejects.toThrow('chunk not loaded')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(draw(<Screen />).textContent).toBe('could not load')
    quiet.mockRestore()
  })

  it('shows the error of a chunk that fails while the loading screen is on view', async () => {
    globals.IS_REACT_ACT_ENVIRONMENT = true
    let fail = (_: Error) => {}
    const Screen = lazyScreen(() => new Promise((_, reject) => (fail = reject)))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    let element = document.createElement('div')
    await act(async () => {
      element = draw(<Screen />, false)
    })
    expect(element.textContent).toBe('loading')
    await act(async () => fail(new Error('chunk not loaded')))
    expect(element.textContent).toBe('could not load')
    quiet.mockRestore()
  })
})
