// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BACK_DOUBLE_PRESS_MS } from '../../../machines/rules.ts'
import { createAppActivity } from '../../../src/lib/appActivity.ts'
import { installFakeNativeBridge } from '../../support/fakeNativeBridge.ts'

/**
 * The native shell's wiring (issue 23) against Capacitor's real @capacitor/core and plugins, with
 * the Android side faked at the bridge every plugin call crosses (tests/support/fakeNativeBridge).
 */
const native = () => window.__nativeShell

async function startShell(launchUrl = '') {
  native().reset()
  native().launchUrl = launchUrl
  const { startNativeShell } = await import('../../../src/native/shell.ts')
  const hooks = {
    hintExit: vi.fn(),
    openRoute: vi.fn(),
    activity: createAppActivity(true),
  }
  await startNativeShell(hooks)
  const called = (plugin: string, method: string) =>
    native().calls.filter((c) => c.plugin === plugin && c.method === method)
  const press = (canGoBack: boolean) => native().fire('App', 'backButton', { canGoBack })
  return { hooks, native: native(), called, press }
}

describe('the native shell', () => {
  let back: ReturnType<typeof vi.spyOn>
  beforeAll(() => installFakeNativeBridge(window as never))
  beforeEach(() => {
    sessionStorage.clear()
    back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    back.mockRestore()
  })

  it('uncovers the page’s splash and makes the status bar white with dark text (spec §2)', async () => {
    const { called } = await startShell()
    expect(called('SplashScreen', 'hide')).toHaveLength(1)
    expect(called('StatusBar', 'setStyle')[0]!.options).toEqual({ style: 'LIGHT' })
    expect(called('StatusBar', 'setBackgroundColor')[0]!.options).toEqual({ color: '#ffffff' })
  })

  it('goes back in history while there is history, without arming the exit', async () => {
    const { press, hooks, called } = await startShell()
    expect(press(true)).toBe(1)
    press(true)
    expect(back).toHaveBeenCalledTimes(2)
    expect(hooks.hintExit).not.toHaveBeenCalled()
    expect(called('App', 'exitApp')).toHaveLength(0)
  })

  it('quits on a second press within 1 s at the first page, after saying so (spec §2)', async () => {
    vi.useFakeTimers()
    const { press, hooks, called } = await startShell()
    press(false)
    expect(hooks.hintExit).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(BACK_DOUBLE_PRESS_MS - 10)
    press(false)
    await vi.runAllTimersAsync()
    expect(called('App', 'exitApp')).toHaveLength(1)
  })

  it('does not quit when the second press comes after 1 s: it hints again', async () => {
    vi.useFakeTimers()
    const { press, hooks, called } = await startShell()
    press(false)
    vi.advanceTimersByTime(BACK_DOUBLE_PRESS_MS + 10)
    press(false)
    await vi.runAllTimersAsync()
    expect(hooks.hintExit).toHaveBeenCalledTimes(2)
    expect(called('App', 'exitApp')).toHaveLength(0)
  })

  it('opens the route of the link that launched the app, and of a link while it runs', async () => {
    const { native, hooks } = await startShell('tradeflow://market/stockDetail?code=SAN')
    expect(hooks.openRoute).toHaveBeenCalledWith('/market/stockDetail?code=SAN')
    native.fire('App', 'appUrlOpen', { url: 'tradeflow://information/fundRecord?tab=withdraw' })
    native.fire('App', 'appUrlOpen', { url: 'javascript:alert(1)' })
    expect(hooks.openRoute.mock.calls).toEqual([
      ['/market/stockDetail?code=SAN'],
      ['/information/fundRecord?tab=withdraw'],
    ])
  })

  it('does not open the launch link again when the page reloads', async () => {
    const link = 'tradeflow://market/stockDetail?code=SAN'
    expect((await startShell(link)).hooks.openRoute).toHaveBeenCalledTimes(1)
    expect((await startShell(link)).hooks.openRoute).not.toHaveBeenCalled()
  })

  it('wires the back button even when a plugin of looks fails', async () => {
    const native = (
      window as unknown as {
        Capacitor: {
          nativePromise: (plugin: string, method: string, options: unknown) => Promise<unknown>
        }
      }
    ).Capacitor
    const real = native.nativePromise
    native.nativePromise = (plugin: string, method: string, options: unknown) =>
      plugin === 'SplashScreen'
        ? Promise.reject(new Error('not in this native project'))
        : real(plugin, method, options)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { press, called } = await startShell()
      expect(called('StatusBar', 'setStyle')).toHaveLength(1)
      press(true)
      expect(back).toHaveBeenCalledTimes(1)
    } finally {
      native.nativePromise = real
      warn.mockRestore()
    }
  })

  it('tells the app when it goes to the background and comes back', async () => {
    const { native, hooks } = await startShell()
    native.fire('App', 'appStateChange', { isActive: false })
    expect(hooks.activity.isActive()).toBe(false)
    native.fire('App', 'appStateChange', { isActive: true })
    expect(hooks.activity.isActive()).toBe(true)
  })

  it('does nothing in a browser, where there is no bridge', async () => {
    const bridge = (window as unknown as Record<string, unknown>).androidBridge
    delete (window as unknown as Record<string, unknown>).androidBridge
    try {
      native().reset()
      const { startNativeShell } = await import('../../../src/native/shell.ts')
      const hooks = { hintExit: vi.fn(), openRoute: vi.fn(), activity: createAppActivity(true) }
      await startNativeShell(hooks)
      expect(native().calls).toEqual([])
    } finally {
      ;(window as unknown as Record<string, unknown>).androidBridge = bridge
    }
  })
})
