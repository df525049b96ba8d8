import { expect } from '@playwright/test'
import { BACK_DOUBLE_PRESS_MS } from '../../../machines/rules.ts'
import { installFakeNativeBridge } from '../../support/fakeNativeBridge.ts'
import { uiAdapter } from '../adapter.ts'
import type { World } from '../world.ts'

/** The screens the path's history is made of, taken in turn. */
const ROUTES = ['/home/index', '/market/index']

/** The routes the page went through, the last one on screen. */
interface History {
  stack: string[]
}

const nativeCalls = (world: World, plugin: string, method: string) =>
  world.page.evaluate(
    ({ plugin, method }) =>
      window.__nativeShell.calls.filter((c) => c.plugin === plugin && c.method === method).length,
    { plugin, method },
  )

/**
 * The hardware back button of the native shell (spec §2 Shell behaviour), in Chromium with the
 * shell's Android bridge faked at the one place every plugin call crosses
 * (tests/support/fakeNativeBridge.ts): the app runs its real shell wiring with the real Capacitor
 * plugins, and a press is the `backButton` event Android would send, with Android's `canGoBack`.
 * The path's history is made first (one screen more than the presses that go back), so each
 * press that goes back lands on the screen before. The page's clock is the test's, so the 1 s
 * after a first press at the first page passes exactly when the path says.
 */
export const backButtonUi = uiAdapter<void, History>({
  machineId: 'backButton',
  pageClock: true,
  async arrange(world, _input, events) {
    const who = await world.investor()
    await world.page.addInitScript(installFakeNativeBridge)
    await world.page.clock.install()
    await world.signIn(who)
    const backs = events.filter((e) => e.type === 'back.press' && e.canGoBack).length
    const stack = Array.from({ length: backs + 1 }, (_, i) => ROUTES[i % ROUTES.length]!)
    await world.open(stack[0]!)
    for (const route of stack.slice(1)) {
      await world.page.evaluate((to) => {
        location.hash = to
      }, route)
      await expect(world.page).toHaveURL(new RegExp(`#${route}$`))
    }
    // spec §2: the shell's status bar is white with dark text, and the page's splash (with its
    // progress lines) is what shows once the native one is hidden.
    await expect.poll(() => nativeCalls(world, 'SplashScreen', 'hide')).toBe(1)
    await expect.poll(() => nativeCalls(world, 'StatusBar', 'setStyle')).toBe(1)
    // The page's time stands still from here: the double-press window passes when the path says.
    await world.page.clock.pauseAt(Date.now() + 5_000)
    return { stack }
  },
  act: {
    'back.press': async (world, history, event) => {
      const fired = await world.page.evaluate(
        (canGoBack) => window.__nativeShell.fire('App', 'backButton', { canGoBack }),
        Boolean(event.canGoBack),
      )
      expect(fired).toBe(1)
      if (event.canGoBack) history.stack.pop()
    },
    'xstate.after.doublePressWindow.backButton.armed': async (world) => {
      await world.page.clock.runFor(BACK_DOUBLE_PRESS_MS + 1)
    },
  },
  show: {
    idle: onScreen,
    armed: async (world, history) => {
      await onScreen(world, history)
      await expect(world.page.locator('.toast')).toHaveText(
        world.texts('messages', 'Press back again to exit')[0]!,
      )
    },
    quit: async (world) => {
      await expect.poll(() => nativeCalls(world, 'App', 'exitApp')).toBe(1)
    },
  },
})

/** The page is on the screen the presses so far lead to, and the app has not quit. */
async function onScreen(world: World, history: History) {
  await expect(world.page).toHaveURL(new RegExp(`#${history.stack.at(-1)}$`))
  expect(await nativeCalls(world, 'App', 'exitApp')).toBe(0)
}
