import type { Page } from '@playwright/test'

/**
 * Holds the investor app's calls to `path` whose body contains `marker` until the returned
 * function is called; the others, and every one after it, go straight through. For a screen's
 * in-between state (a choice's new terms loading), too short to be seen otherwise.
 */
export async function holdCalls(page: Page, path: string, marker: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/api/vue/${path}`, async (route) => {
    if (route.request().postData()?.includes(marker)) await held
    await route.continue()
  })
  return release
}
