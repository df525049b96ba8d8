import { expect, type Route } from '@playwright/test'
import { KEYED_RETRIES } from '../../machines/rules.ts'
import type { World } from './world.ts'

/**
 * Calls of the investor app held on their way to the server until a path says how they end
 * (issue 22): let through (the machine's `xstate.done.actor.*`), or failed as a dropped network
 * would fail them (`xstate.error.actor.*`). Each path names the calls it holds.
 */
export class HeldCalls {
  private held = new Map<string, Route[]>()
  private counted = new Map<string, number>()

  /** How many calls to `path` have been held so far. */
  seen(path: string): number {
    return this.counted.get(path) ?? 0
  }

  /** Holds every call to `path` (`favorite/has`) from now on. */
  async hold(world: World, path: string) {
    this.held.set(path, [])
    await world.page.route(`**/api/vue/${path}`, async (route) => {
      this.held.get(path)!.push(route)
      this.counted.set(path, this.seen(path) + 1)
    })
  }

  private async next(path: string, newest: boolean): Promise<Route> {
    await expect.poll(() => this.held.get(path)?.length ?? 0).toBeGreaterThan(0)
    const held = this.held.get(path)!
    if (!newest) return held.shift()!
    // The calls before the newest were given up by the screen (it asked again): let them go.
    const latest = held.pop()!
    for (const given of held.splice(0)) await given.continue()
    return latest
  }

  /**
   * The oldest held call to `path` (or, with `newest`, the latest one, the earlier ones let
   * through unheeded), sent on to the server.
   */
  async release(path: string, { newest = false } = {}) {
    await (await this.next(path, newest)).continue()
  }

  /**
   * The oldest (or newest) held call to `path`, failed as if the network had dropped it: a call
   * that carries its intent's key is sent again by the app itself (decision 0071), and each of
   * those tries is dropped too, so that the screen hears the failure.
   */
  async fail(path: string, { newest = false } = {}) {
    const route = await this.next(path, newest)
    const keyed = (route.request().postData() ?? '').includes('"requestId"')
    await route.abort('failed')
    if (!keyed) return
    for (let retry = 0; retry < KEYED_RETRIES; retry++)
      await (await this.next(path, false)).abort('failed')
  }
}
