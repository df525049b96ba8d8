import { expect, type Route } from '@playwright/test'
import type { World } from './world.ts'

/**
 * Calls of the investor app held on their way to the server until a path says how they end
 * (issue 22): let through (the machine's `xstate.done.actor.*`), or failed as a dropped network
 * would fail them (`xstate.error.actor.*`). Each path names the calls it holds.
 */
export class HeldCalls {
  private held = new Map<string, Route[]>()

  /** Holds every call to `path` (`favorite/has`) from now on. */
  async hold(world: World, path: string) {
    this.held.set(path, [])
    await world.page.route(`**/api/vue/${path}`, async (route) => {
      this.held.get(path)!.push(route)
    })
  }

  private async next(path: string): Promise<Route> {
    await expect.poll(() => this.held.get(path)?.length ?? 0).toBeGreaterThan(0)
    return this.held.get(path)!.shift()!
  }

  /** The oldest held call to `path`, sent on to the server. */
  async release(path: string) {
    await (await this.next(path)).continue()
  }

  /** The oldest held call to `path`, failed as if the network had dropped it. */
  async fail(path: string) {
    await (await this.next(path)).abort('failed')
  }
}
