import { expect, type Page, type Route } from '@playwright/test'

/**
 * Holds the investor app's calls to `path` whose body contains `marker`, for a screen's
 * in-between state (a choice's new terms loading) too short to be seen otherwise. The others go
 * straight through, and so does every call once the held ones are released or failed.
 */
export async function holdCalls(page: Page, path: string, marker: string) {
  let holding = true
  const held: Route[] = []
  await page.route(`**/api/vue/${path}`, async (route) => {
    if (holding && route.request().postData()?.includes(marker)) held.push(route)
    else await route.continue()
  })
  const settle = async (end: (route: Route) => Promise<void>) => {
    holding = false
    await expect.poll(() => held.length, { message: `a call to ${path} held` }).toBeGreaterThan(0)
    for (const route of held.splice(0)) await end(route)
  }
  return {
    /** The held calls sent on to the server. */
    release: () => settle((route) => route.continue()),
    /** The held calls failed as a dropped network fails them. */
    fail: () => settle((route) => route.abort('failed')),
  }
}
